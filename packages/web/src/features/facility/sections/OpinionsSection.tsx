import { formatScore, hasScore, type Facility } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { OpinionList } from "../opinions/OpinionList"
import { Section } from "./Section"
import { Button } from "../../../shared/ui/Button"

const ASPECTS = [
  ["SCORE_STAFF", "score_staff"],
  ["SCORE_FOOD", "score_food"],
  ["SCORE_CLEANLINESS", "score_cleanliness"]
] as const

interface OpinionsSectionProps {
  readonly facility: Facility
  readonly onAddOpinion: () => void
  /** Report 'opinion:<id>' or 'answer:<id>'. */
  readonly onReport: (target: string) => void
}

/**
 * Parents' opinions and rating (spec 2.7, 9): total and per-aspect scores with one decimal, then
 * the published opinions, newest first. A facility nobody has rated shows no scores (no "0.0 / 5"),
 * only the invitation to be the first.
 */
export function OpinionsSection({ facility, onAddOpinion, onReport }: OpinionsSectionProps) {
  const { t } = useTranslation(["facility", "facilityCard"])
  return (
    <Section id="opinions" title={t("OPINIONS_AND_RATING")}>
      {hasScore(facility.score_total) ? (
        <div className="facility-scores" data-testid="facility-scores">
          <div className="facility-scores__total">
            <span className="facility-scores__value">{formatScore(facility.score_total)}</span>
            <span className="facility-scores__of">/ 5</span>
            <span className="facility-scores__count">{t("facilityCard:OPINIONS_COUNT", { count: facility.opinions_count })}</span>
          </div>
          <dl className="facility-scores__aspects">
            {ASPECTS.map(([label, field]) => {
              const score = facility[field]
              return (
                <div key={field} className="facility-scores__aspect">
                  <dt>{t(label)}</dt>
                  <dd>
                    <span className="facility-scores__bar" aria-hidden="true">
                      <span style={{ width: `${((score ?? 0) / 5) * 100}%` }} />
                    </span>
                    <span className="facility-scores__number">{formatScore(score)}</span>
                  </dd>
                </div>
              )
            })}
          </dl>
        </div>
      ) : null}
      {facility.opinions_count === 0 ? (
        <p className="facility-muted">{t("NO_OPINIONS_YET")}</p>
      ) : (
        <OpinionList facilityRef={String(facility.id)} onReport={onReport} />
      )}
      <Button onClick={onAddOpinion}>
        {t("ADD_OPINION")}
      </Button>
    </Section>
  )
}
