import { facilityQuestionsQuery, formatDateTime, type QuestionSummary } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../../../shared/api"
import { pathTo } from "../../../../shared/routing/paths"
import { CounterBadge } from "../../../../shared/ui/CounterBadge"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import "./questions.css"
import { keyFromData } from "../../../../shared/i18n/keyFromData"

/**
 * The questions tab (management 2.4 facility_questions): the conversations parents started with
 * the facility, newest activity first, each with its topic, who asked, its last message and a
 * counter of the messages the facility has not seen; a thread opens facility_question.
 */
export default function QuestionsTab({ facilityId, params }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  const threads = useQuery(facilityQuestionsQuery(api, facilityId))
  return (
    <section className="owner-tab" aria-label={t("QUESTIONS_TITLE")}>
      <ReadState query={threads} isEmpty={(list) => list.length === 0} empty={<p className="owner-tab__empty">{t("QUESTIONS_EMPTY")}</p>}>
        {(list: ReadonlyArray<QuestionSummary>) => (
          <ul className="owner-threads" data-testid="owner-threads">
            {[...list]
              .sort((a, b) => b.last_message_at - a.last_message_at)
              .map((thread) => (
                <li key={thread.id} className={`owner-threads__item card${thread.unseen > 0 ? " owner-threads__item--new" : ""}`} data-testid="owner-thread">
                  <Link href={pathTo("facility_question", { facility: params.facility, question: thread.id })} className="owner-threads__link">
                    <span className="owner-threads__topic">{t(keyFromData(`TOPIC_${thread.topic.toUpperCase()}`))}</span>
                    <span className="owner-threads__who">{thread.asked_by ?? t("ACCOUNT_DELETED")}</span>
                    <span className="owner-threads__last">{thread.last_message}</span>
                    <time className="owner-threads__time">{formatDateTime(thread.last_message_at)}</time>
                  </Link>
                  {thread.unseen > 0 ? <CounterBadge count={thread.unseen} testId="owner-thread-unseen" /> : null}
                </li>
              ))}
          </ul>
        )}
      </ReadState>
    </section>
  )
}
