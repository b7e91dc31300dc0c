import type { Facility } from "@pociecha/core"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { pathTo } from "../../shared/routing/paths"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { ButtonLink } from "../../shared/ui/Button"

/** How the wizard ended: sent (waiting for moderation), one already written, or not allowed (403). */
export type Outcome = "sent" | "alreadyAdded" | "notAllowed"

const texts: Readonly<Record<Outcome, { readonly title: string; readonly text: string }>> = {
  sent: { title: "SENT_TITLE", text: "SENT_TEXT" },
  alreadyAdded: { title: "ALREADY_ADDED_TITLE", text: "ALREADY_ADDED_TEXT" },
  notAllowed: { title: "NOT_ALLOWED_TITLE", text: "NOT_ALLOWED_TEXT" }
}

/** The wizard's last screen, announced by moving focus to its title. */
export function WizardOutcome({ outcome, facility, messageKey }: { readonly outcome: Outcome; readonly facility: Facility; readonly messageKey: string | null }) {
  const { t } = useTranslation("opinionWizard")
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [outcome])
  const { title, text } = texts[outcome]
  return (
    <section className={`wizard card wizard__outcome wizard__outcome--${outcome}`} aria-labelledby="wizard-outcome" data-testid="wizard-outcome" data-outcome={outcome}>
      <h2 id="wizard-outcome" className="wizard__title" ref={heading} tabIndex={-1}>
        {t(keyFromData(title))}
      </h2>
      {outcome === "notAllowed" && messageKey !== null && <p className="wizard__reason">{t(`common:${messageKey}`, { defaultValue: "" })}</p>}
      <p>{t(keyFromData(text), { facility: facility.name })}</p>
      <div className="wizard__actions">
        <ButtonLink href={pathTo("map_facility", { facility: facility.slug ?? facility.id })} variant="primary">
          {t("BACK_TO_FACILITY")}
        </ButtonLink>
        {outcome !== "notAllowed" && (
          <ButtonLink href={pathTo("user_opinions")}>
            {t("MY_OPINIONS")}
          </ButtonLink>
        )}
      </div>
    </section>
  )
}
