import { readyMachines } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "wouter"
import { FormAlert, useCommand } from "../../shared/forms"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { Button } from "../../shared/ui/Button"
import "./account.css"

/**
 * An alert e-mail's unsubscribe page (issue 20), opened from the link in its text, no sign-in
 * needed: one button turns off the alerts the e-mail came from. Opening the page changes nothing
 * (a mail scanner follows links); the mail client's own button posts to the API directly (RFC 8058).
 */
export default function AlertUnsubscribePage() {
  const { t } = useTranslation(["account", "common"])
  usePageTitle(t("common:ALERTS_UNSUBSCRIBE"))
  const [params] = useSearchParams()
  const token = params.get("token") ?? ""
  const unsubscribe = useCommand(readyMachines.alertUnsubscribe, { ns: "account" })
  return (
    <section className="alerts-unsubscribe card" data-testid="alerts-unsubscribe">
      <h1>{t("common:ALERTS_UNSUBSCRIBE")}</h1>
      {unsubscribe.done ? (
        <FormAlert tone="success">{t("ALERTS_UNSUBSCRIBED")}</FormAlert>
      ) : (
        <>
          <p>{t("ALERTS_UNSUBSCRIBE_TEXT")}</p>
          <Button variant="primary" disabled={token === "" || unsubscribe.running} onClick={() => unsubscribe.run(token)} data-testid="alerts-unsubscribe-confirm">
            {t("ALERTS_UNSUBSCRIBE_CONFIRM")}
          </Button>
        </>
      )}
    </section>
  )
}
