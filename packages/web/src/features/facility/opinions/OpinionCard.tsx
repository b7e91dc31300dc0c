import { formatDateTime, type PublicOpinion } from "@pociecha/core"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { OpinionBadge } from "./OpinionBadge"
import { RatingStars } from "./RatingStars"
import { Button } from "../../../shared/ui/Button"

const ASPECTS = [
  ["SCORE_CLEANLINESS", "rating_cleanliness"],
  ["SCORE_STAFF", "rating_staff"],
  ["SCORE_FOOD", "rating_food"]
] as const

const isoDate = (at: number) => new Date(at).toISOString()

/**
 * One published opinion (spec 2.7, 3.7): its author as typed in the wizard ('Konto usunięte'
 * once the account is gone), badge, date, the three ratings, the comment and the facility's
 * published answer; the opinion and the answer can each be reported. User text is plain text.
 */
export function OpinionCard({ opinion, onReport }: { readonly opinion: PublicOpinion; readonly onReport: (target: string) => void }) {
  const { t } = useTranslation("facility")
  const authorId = useId()
  const author = opinion.author === null ? t("ACCOUNT_DELETED") : `${opinion.author.name} ${opinion.author.surname}`
  return (
    <article className="opinion" aria-labelledby={authorId} data-testid="opinion" data-opinion-id={opinion.id}>
      <header className="opinion__head">
        <p className={opinion.author === null ? "opinion__author opinion__author--deleted" : "opinion__author"} id={authorId}>
          {author}
        </p>
        <OpinionBadge badge={opinion.badge} />
        <time className="opinion__date" dateTime={isoDate(opinion.created_at)}>
          {formatDateTime(opinion.created_at)}
        </time>
      </header>
      <dl className="opinion__ratings">
        {ASPECTS.map(([label, field]) => (
          <div key={field} className="opinion__rating">
            <dt>{t(label)}</dt>
            <dd>
              <RatingStars value={opinion[field]} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="opinion__comment">{opinion.comment}</p>
      <Button variant="ghost" className="opinion__report" onClick={() => onReport(`opinion:${opinion.id}`)}>
        {t("REPORT_OPINION")}
        <span className="visually-hidden"> ({author})</span>
      </Button>
      {opinion.answer !== null && (
        <section className="opinion__answer" aria-label={t("FACILITY_ANSWER")} data-testid="opinion-answer">
          <p className="opinion__answer-head">
            <strong>{t("FACILITY_ANSWER")}</strong>
            <time className="opinion__date" dateTime={isoDate(opinion.answer.created_at)}>
              {formatDateTime(opinion.answer.created_at)}
            </time>
          </p>
          <p className="opinion__comment">{opinion.answer.content}</p>
          <Button variant="ghost" className="opinion__report" onClick={() => onReport(`answer:${opinion.id}`)}>
            {t("REPORT_ANSWER")}
          </Button>
        </section>
      )}
    </article>
  )
}
