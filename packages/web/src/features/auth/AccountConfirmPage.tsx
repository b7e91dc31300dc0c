import { useTranslation } from "react-i18next"
import { Link, useParams } from "wouter"
import { pathTo } from "../../app/paths"
import { api, useApiResource } from "../../shared/api"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import { AuthCard, FormAlert } from "./AuthCard"

// A confirmation link works once: one call per token, however often the page mounts
// (React's strict mode mounts twice in development).
const confirmations = new Map<string, Promise<void>>()

function confirmOnce(token: string): Promise<void> {
  let confirmation = confirmations.get(token)
  if (confirmation === undefined) {
    confirmation = api.call((c) => c.account.confirm({ params: { token } }))
    confirmations.set(token, confirmation)
  }
  return confirmation
}

/** The account confirmation result (spec 2.10) for the e-mailed link `/potwierdz-konto/{token}`. */
export default function AccountConfirmPage() {
  const { t } = useTranslation("auth")
  usePageTitle(t("CONFIRM_TITLE"))
  const { token = "" } = useParams<{ token?: string }>()
  const { error, loading } = useApiResource(() => confirmOnce(token), [token])

  if (loading) {
    return (
      <AuthCard title={t("CONFIRM_TITLE")}>
        <LoadingScreen />
        <p className="visually-hidden">{t("CONFIRM_PENDING")}</p>
      </AuthCard>
    )
  }
  const confirmed = error === undefined
  return (
    <AuthCard
      title={confirmed ? t("CONFIRM_SUCCESS_TITLE") : t("CONFIRM_FAILED_TITLE")}
      focusTitle
      footer={
        <div className="auth__actions">
          <Link href={pathTo("login")} className="btn btn--primary btn--block" data-testid="confirm-login">
            {t("GO_TO_LOGIN")}
          </Link>
          <Link href="/" className="btn btn--outline btn--block">
            {t("GO_HOME")}
          </Link>
        </div>
      }
    >
      <FormAlert tone={confirmed ? "success" : "error"}>{confirmed ? t("CONFIRM_SUCCESS_TEXT") : t("CONFIRM_FAILED_TEXT")}</FormAlert>
    </AuthCard>
  )
}
