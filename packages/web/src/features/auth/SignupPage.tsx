import { readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link, useSearch } from "wouter"
import { pathTo, safeNextPath } from "../../shared/routing/paths"
import { MachineForm, PrivacyNotice, SubmitButton, TextField, useForm } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { AcceptRegulations } from "./AcceptRegulations"
import { ResendActivation } from "./ResendActivation"
import { AuthCard, FormAlert } from "./AuthCard"
import { NewPasswordFields } from "./NewPasswordFields"
import { OAuthButtons } from "./OAuthButtons"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../shared/session"
import { ButtonLink } from "../../shared/ui/Button"

/**
 * Registration (spec 2.10), core's signupFormMachine: name, surname, e-mail, password and its
 * repeat, and the tick accepting the regulations and the privacy notice (recorded by the server). Success shows where the confirmation e-mail went. Or, in one step, through Google or
 * Facebook (a first sign-in makes an active account).
 */
export default function SignupPage() {
  const { t } = useTranslation(["auth", "common"])
  usePageTitle(t("SIGNUP_TITLE"))
  const form = useForm(useReadyMachine(readyMachines.signupForm), { ns: "auth" })
  const next = safeNextPath(new URLSearchParams(useSearch()).get("next"))
  const accept = form.field("accept")

  if (form.result !== null) {
    return (
      <AuthCard
        title={t("SIGNUP_SUCCESS_TITLE")}
        focusTitle
        footer={
          <ButtonLink href={pathTo("login")} block>
            {t("GO_TO_LOGIN")}
          </ButtonLink>
        }
      >
        <FormAlert tone="success">{t("SIGNUP_SUCCESS_TEXT", { email: form.result })}</FormAlert>
        <p className="auth__note">{t("SIGNUP_SUCCESS_HINT")}</p>
        <ResendActivation email={form.result} />
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t("SIGNUP_TITLE")}
      subtitle={t("SIGNUP_SUBTITLE")}
      footer={
        <p>
          {t("HAVE_ACCOUNT")} <Link href={pathTo("login")}>{t("common:LOGIN")}</Link>
        </p>
      }
    >
      {form.formError ? <FormAlert tone="error">{t(keyFromData(form.formError))}</FormAlert> : null}
      <OAuthButtons next={next} />
      <p className="auth__note">{t("REQUIRED_FIELDS_NOTE")}</p>
      <MachineForm form={form}>
        <div className="auth__row">
          <TextField {...form.field("name")} label={t("NAME")} autoComplete="given-name" required />
          <TextField {...form.field("surname")} label={t("SURNAME")} autoComplete="family-name" required />
        </div>
        <TextField {...form.field("email")} type="email" inputMode="email" label={t("EMAIL")} autoComplete="email" required />
        <NewPasswordFields form={form} labels={{ password: t("PASSWORD"), repeat: t("PASSWORD_REPEAT") }} />
        <AcceptRegulations checked={accept.value === "true"} error={accept.error} onChange={(ticked) => form.change("accept", ticked ? "true" : "")} />
        <PrivacyNotice />
        <SubmitButton block pending={form.pending} pendingLabel={t("SIGNING_UP")} data-testid="signup-submit">
          {t("SIGNUP_SUBMIT")}
        </SubmitButton>
      </MachineForm>
    </AuthCard>
  )
}
