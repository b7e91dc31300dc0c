import { formatMinutes, type DayPlanEntry } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Section } from "./Section"

/** The day plan as a timeline, earliest first (spec 2.7). */
export function DayPlanSection({ entries }: { entries: ReadonlyArray<DayPlanEntry> }) {
  const { t } = useTranslation("facility")
  if (entries.length === 0) return null
  const sorted = [...entries].sort((a, b) => a.start - b.start)
  return (
    <Section id="day-plan" title={t("DAY_PLAN")}>
      <ol className="facility-dayplan">
        {sorted.map((entry, index) => (
          <li key={index} className="facility-dayplan__item">
            <span className="facility-dayplan__time">
              <time>{formatMinutes(entry.start)}</time>–<time>{formatMinutes(entry.end)}</time>
            </span>
            <div>
              <p className="facility-dayplan__name">{entry.name}</p>
              {entry.description && <p className="facility-dayplan__desc">{entry.description}</p>}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
