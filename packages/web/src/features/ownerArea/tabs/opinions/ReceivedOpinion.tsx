import { formatDateTime, moderationStatusDisplay, type FacilityOpinion } from "@pociecha/core"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathTo } from "../../../../shared/routing/paths"
import { StatusPill } from "../../../../shared/ui/StatusPill"
import { AnswerForm } from "./AnswerForm"
import { Button } from "../../../../shared/ui/Button"

/** One opinion as the facility sees it: ratings, pros and cons, the comment, its status, and the facility's response. */
export function ReceivedOpinion({
  facilityRef,
  facilityParam,
  opinion,
  open
}: {
  readonly facilityRef: string
  readonly facilityParam: string | undefined
  readonly opinion: FacilityOpinion
  readonly open: boolean
}) {
  const { t } = useTranslation("ownerArea")
  const [answering, setAnswering] = useState(open)
  const status = moderationStatusDisplay(opinion.status)
  const author = opinion.author === null ? t("ACCOUNT_DELETED") : `${opinion.author.name} ${opinion.author.surname}`
  return (
    <li className="received-opinion card" data-testid="received-opinion" data-opinion-id={opinion.id}>
      <header className="received-opinion__head">
        <Link href={pathTo("facility_opinion", { facility: facilityParam, opinion: opinion.id })} className="received-opinion__author">
          {author}
        </Link>
        <time>{formatDateTime(opinion.created_at)}</time>
        <StatusPill tone={status.tone} testId="opinion-status">
          {t(status.label, { ns: ["ownerArea", "common"] })}
        </StatusPill>
      </header>
      <dl className="received-opinion__ratings">
        <dt>{t("RATING_CLEANLINESS")}</dt>
        <dd>{opinion.rating_cleanliness}</dd>
        <dt>{t("RATING_STAFF")}</dt>
        <dd>{opinion.rating_staff}</dd>
        <dt>{t("RATING_FOOD")}</dt>
        <dd>{opinion.rating_food}</dd>
      </dl>
      <p className="received-opinion__comment">{opinion.comment}</p>
      {opinion.pros === null && opinion.cons === null ? null : (
        <div className="received-opinion__private" data-testid="opinion-pros-cons">
          <p className="owner-tab__hint">{t("PROS_CONS_ONLY_YOU")}</p>
          {opinion.pros === null ? null : (
            <p>
              <strong>{t("PROS")}:</strong> {opinion.pros}
            </p>
          )}
          {opinion.cons === null ? null : (
            <p>
              <strong>{t("CONS")}:</strong> {opinion.cons}
            </p>
          )}
        </div>
      )}
      {opinion.answer === null ? null : (
        <div className="received-opinion__answer" data-testid="opinion-answer">
          <p className="received-opinion__answer-head">
            {t("YOUR_RESPONSE")}{" "}
            <StatusPill tone={moderationStatusDisplay(opinion.answer.status).tone} testId="opinion-answer-status">
              {t(moderationStatusDisplay(opinion.answer.status).label, { ns: ["ownerArea", "common"] })}
            </StatusPill>
          </p>
          <p>{opinion.answer.content}</p>
          {opinion.answer.reject_reason === null ? null : <p className="field__error">{t("REJECT_REASON", { reason: opinion.answer.reject_reason })}</p>}
        </div>
      )}
      {opinion.status !== "accepted" ? (
        <p className="owner-tab__hint">{t("ANSWER_AFTER_PUBLISHING")}</p>
      ) : answering ? (
        <AnswerForm facilityRef={facilityRef} opinion={opinion} onDone={() => setAnswering(false)} />
      ) : (
        <Button onClick={() => setAnswering(true)} data-testid="opinion-respond">
          {t(opinion.answer === null ? "RESPOND" : "EDIT_RESPONSE")}
        </Button>
      )}
    </li>
  )
}
