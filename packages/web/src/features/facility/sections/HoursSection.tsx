import { hoursText, type Facility } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Section } from "./Section"

const money = (language: string) =>
  new Intl.NumberFormat(language, { style: "currency", currency: "PLN", maximumFractionDigits: 0 })

/** Opening hours (core's hours lines) and tuition (spec 2.7, 3.2). */
export function HoursSection({ facility }: { facility: Facility }) {
  const { t, i18n } = useTranslation("facility")
  const format = money(i18n.language)
  const range =
    facility.tuition_from !== null && facility.tuition_to !== null
      ? t("TUITION_RANGE", { from: format.format(facility.tuition_from), to: format.format(facility.tuition_to) })
      : facility.tuition_from !== null
        ? t("TUITION_FROM", { from: format.format(facility.tuition_from) })
        : null
  return (
    <Section id="hours" title={t("HOURS_AND_TUITION")}>
      <dl className="facility-hours" data-testid="facility-hours">
        {hoursText(facility).map((line) => (
          <div key={line.dayKey} className="facility-hours__line">
            <dt>{t(line.dayKey)}</dt>
            <dd className={line.state === "open" ? undefined : "facility-muted"}>
              {line.state === "open" ? t("FROM_TO", { from: line.from, to: line.to }) : t(line.state === "closed" ? "CLOSED" : "MISSING")}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="facility-subtitle">{t("TUITION")}</h3>
      <p className="facility-tuition" data-testid="facility-tuition">
        {facility.tuition ?? range ?? <span className="facility-muted">{t("MISSING")}</span>}
      </p>
    </Section>
  )
}
