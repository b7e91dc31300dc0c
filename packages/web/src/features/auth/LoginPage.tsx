import { offersActivationResend, readOAuthReturn, readyMachines } from "@pociecha/core"
import { useLayoutEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, Redirect, useSearch } from "wouter"
import { pathTo, safeNextPath } from "../../shared/routing/paths"
import { useIsLogged, useLoginError, useSendSession, useSessionStatus } from "../../shared/auth/session"
import { CurrentPasswordField, MachineForm, SubmitButton, TextField, useForm } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { AuthCard, FormAlert } from "./AuthCard"
import { ShowPasswordSwitch } from "./NewPasswordFields"
import { OAuthButtons } from "./OAuthButtons"
import { ResendActivation } from "./ResendActivation"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../shared/session"

// Logging in goes through the session, which keeps the signed-in user.
/**
 * Login (spec 2.10): core's loginFormMachine, and the sign-in with Google or Facebook. With
 * `?next=/path` (spec 4.8) the user returns there afterwards; otherwise to the home page. A
 * signed-in visitor is sent on at once. The server ends a sign-in with a provider here: with
 * `?oauth=ok` the session picks up the session it started (RESUME), with `?oauth_error=KEY` the
 * page says why it failed.
 */
export default function LoginPage() {
  const { t } = useTranslation("auth")
  usePageTitle(t("LOGIN_TITLE"))
  const search = useSearch()
  const next = safeNextPath(new URLSearchParams(search).get("next"))
  const oauth = readOAuthReturn(search)
  const resumed = oauth?._tag === "signedIn"
  const isLogged = useIsLogged()
  const status = useSessionStatus()
  const sessionError = useLoginError()
  const sendSession = useSendSession()
  const form = useForm(useReadyMachine(readyMachines.loginForm), { ns: "auth" })

  // Before the first paint, so the form never flashes; a session already signed in (or resuming) ignores it.
  useLayoutEffect(() => {
    if (resumed) sendSession({ type: "RESUME" })
  }, [resumed, sendSession])

  if (isLogged) return next?.startsWith("/api/") ? <ServerPageRedirect to={next} /> : <Redirect to={next ?? "/"} replace />
  if (resumed && status === "resuming") {
    return <AuthCard title={t("LOGIN_TITLE")} subtitle={<span role="status">{t("OAUTH_SIGNING_IN")}</span>} />
  }
  // A resume that failed leaves its error on the session (a later login attempt clears it).
  const oauthError = oauth?._tag === "failed" ? oauth.error : resumed && sessionError !== null ? "ERROR_OAUTH_FAILED" : null

  return (
    <AuthCard
      title={t("LOGIN_TITLE")}
      subtitle={next ? t("LOGIN_TO_CONTINUE") : t("LOGIN_SUBTITLE")}
      footer={
        <p>
          {t("NO_ACCOUNT")} <Link href={pathTo("signup")}>{t("CREATE_ACCOUNT")}</Link>
        </p>
      }
    >
      {form.formError ? (
        <>
          <FormAlert tone="error">{t(keyFromData(form.formError))}</FormAlert>
          {offersActivationResend(form.formError) && <ResendActivation email={form.values.email} />}
        </>
      ) : oauthError !== null ? (
        <FormAlert tone="error">{t(oauthError)}</FormAlert>
      ) : null}
      <OAuthButtons next={next} />
      <MachineForm form={form}>
        <TextField {...form.field("email")} type="email" label={t("EMAIL")} autoComplete="email" inputMode="email" required />
        <CurrentPasswordField {...form.field("password")} shown={form.showPassword} label={t("PASSWORD")} />
        <ShowPasswordSwitch form={form} />
        <div className="auth__links">
          <Link href={pathTo("password_remind")}>{t("FORGOT_PASSWORD")}</Link>
        </div>
        <SubmitButton block pending={form.pending} pendingLabel={t("LOGGING_IN")} data-testid="login-submit">
          {t("LOGIN_SUBMIT")}
        </SubmitButton>
      </MachineForm>
    </AuthCard>
  )
}

/**
 * A return to a page the server makes rather than the app — a facility site's sign-in, which hands
 * the site a one-time code (`/api/v1/web-pages/site-sign-in`) — is a full page load.
 */
function ServerPageRedirect({ to }: { readonly to: string }) {
  useLayoutEffect(() => window.location.replace(to), [to])
  return null
}
