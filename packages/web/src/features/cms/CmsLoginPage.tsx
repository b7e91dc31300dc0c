import { isCmsUser, readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Redirect } from "wouter"
import { useSessionUser } from "../../shared/auth/session"
import { CurrentPasswordField, FormAlert, MachineForm, SubmitButton, TextField, useForm } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { pathTo } from "../../shared/routing/paths"
import { useReadyMachine } from "../../shared/session"
import { CmsNoAccess } from "./CmsNoAccess"
import "./cms.css"

/**
 * /cms/login (management 2.10, 6: the CMS has its own login). It signs in to the portal's one
 * session (core's loginFormMachine), and lets only content staff and support on to the CMS:
 * anyone else is told they have no access and never reaches a CMS screen (each is gated by role,
 * and the API refuses them too).
 */
export default function CmsLoginPage() {
  const { t } = useTranslation("cms")
  usePageTitle(t("LOGIN_TITLE"))
  const user = useSessionUser()
  const form = useForm(useReadyMachine(readyMachines.loginForm), { ns: "cms" })
  if (user !== null) return isCmsUser(user) ? <Redirect to={pathTo("cms_city")} replace /> : <CmsNoAccess />
  return (
    <div className="cms container">
      <section className="cms__card card" aria-labelledby="cms-login-title">
        <h1 id="cms-login-title" className="cms__title">{t("LOGIN_TITLE")}</h1>
        <p>{t("LOGIN_SUBTITLE")}</p>
        {form.formError === null ? null : <FormAlert tone="error">{t(keyFromData(form.formError), { ns: ["cms", "common"] })}</FormAlert>}
        <MachineForm form={form}>
          <TextField {...form.field("email")} type="email" label={t("EMAIL")} autoComplete="email" inputMode="email" required />
          <CurrentPasswordField {...form.field("password")} shown={form.showPassword} label={t("PASSWORD")} />
          <SubmitButton block pending={form.pending} pendingLabel={t("LOGGING_IN")} data-testid="cms-login-submit">
            {t("LOGIN_SUBMIT")}
          </SubmitButton>
        </MachineForm>
      </section>
    </div>
  )
}
