import { confirmationLinkQuery, type ConfirmationLink } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { useParams } from "wouter"
import { api } from "../../shared/api"
import { useSendSession } from "../../shared/auth/session"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { pathTo } from "../../shared/routing/paths"
import { LoadingScreen } from "../../shared/ui/LoadingScreen"
import { AuthCard, FormAlert } from "./AuthCard"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { ButtonLink } from "../../shared/ui/Button"

// Texts by link: CONFIRM_* for the account, EMAIL_CONFIRM_* for a new address.
const textPrefix: Record<ConfirmationLink, string> = { account: "CONFIRM", email: "EMAIL_CONFIRM" }

/**
 * The result of following an e-mailed link: `/potwierdz-konto/{token}` confirms an account
 * (spec 2.10), `/potwierdz-email/{token}` a new e-mail address (which signs the person out).
 */
export default function LinkConfirmationPage({ link }: { readonly link: ConfirmationLink }) {
  const { t } = useTranslation("auth")
  const text = (key: string) => t(keyFromData(`${textPrefix[link]}_${key}`))
  usePageTitle(text("TITLE"))
  const { token = "" } = useParams<{ token?: string }>()
  const sendSession = useSendSession()
  // The server ended every session of the account, so this device's ends too — as changed, not
  // expired: the page stays, saying so and asking to sign in with the new address.
  const confirmation = useQuery(confirmationLinkQuery(api, link, token, () => sendSession({ type: "EMAIL_CHANGED" })))

  if (confirmation.isPending) {
    return (
      <AuthCard title={text("TITLE")}>
        <LoadingScreen />
        <p className="visually-hidden">{text("PENDING")}</p>
      </AuthCard>
    )
  }
  const confirmed = confirmation.isSuccess
  return (
    <AuthCard
      title={confirmed ? text("SUCCESS_TITLE") : text("FAILED_TITLE")}
      focusTitle
      footer={
        <div className="auth__actions">
          <ButtonLink href={pathTo("login")} variant="primary" block data-testid="confirm-login">
            {t("GO_TO_LOGIN")}
          </ButtonLink>
          <ButtonLink href={pathTo("landing")} block>
            {t("GO_HOME")}
          </ButtonLink>
        </div>
      }
    >
      <FormAlert tone={confirmed ? "success" : "error"}>{confirmed ? text("SUCCESS_TEXT") : text("FAILED_TEXT")}</FormAlert>
    </AuthCard>
  )
}
