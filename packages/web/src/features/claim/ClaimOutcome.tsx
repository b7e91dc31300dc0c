import type { ShadowRecord } from "@pociecha/core"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { pathTo } from "../../shared/routing/paths"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { ButtonLink } from "../../shared/ui/Button"

/**
 * The wizard's last screen, announced by moving focus to its title: sent ('we check within 48
 * hours'), or refused (the account's claim already waits, the facility has an owner or is gone).
 */
export function ClaimOutcome({ result, refusal }: { readonly result: ShadowRecord | null; readonly refusal: string | null }) {
  const { t } = useTranslation("claim")
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const sent = result !== null
  // A created facility is not public until accepted: only a claimed one has a profile to go back to.
  const facilityRef = result?.kind === "claim" ? (result.facility_slug ?? result.facility_id) : null
  return (
    <section className={`wizard card wizard__outcome wizard__outcome--${sent ? "sent" : "refused"}`} aria-labelledby="claim-outcome" data-testid="claim-outcome">
      <h2 id="claim-outcome" className="wizard__title" ref={heading} tabIndex={-1}>
        {t(sent ? "SENT_TITLE" : "REFUSED_TITLE")}
      </h2>
      {sent ? (
        <>
          <p>{t(result.kind === "claim" ? "SENT_TEXT_CLAIM" : "SENT_TEXT_CREATION", { name: result.data.name })}</p>
          <p>{t("SENT_MAIL", { email: result.account.email })}</p>
        </>
      ) : (
        refusal !== null && <p className="wizard__reason">{t(keyFromData(refusal), { ns: ["common"] })}</p>
      )}
      <div className="wizard__actions">
        {sent ? (
          // My facilities lists it as awaiting approval.
          <ButtonLink href={pathTo("facility_settings_view", { facility: result.facility_slug ?? result.facility_id })} variant="primary">
            {t("MY_FACILITIES")}
          </ButtonLink>
        ) : (
          <ButtonLink href={pathTo("user")} variant="primary">
            {t("MY_ACCOUNT")}
          </ButtonLink>
        )}
        {facilityRef !== null && (
          <ButtonLink href={pathTo("map_facility", { facility: facilityRef })}>
            {t("BACK_TO_FACILITY")}
          </ButtonLink>
        )}
      </div>
    </section>
  )
}
