import { formatDateTime, myQuestionsQuery, type QuestionSummary } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../shared/api"
import { useSessionUser } from "../../shared/auth/session"
import { pathTo } from "../../shared/routing/paths"
import { CounterBadge } from "../../shared/ui/CounterBadge"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import { ReadState } from "../../shared/ui/ReadState"
import { AccountShell } from "./AccountShell"
import { keyFromData } from "../../shared/i18n/keyFromData"

/** My questions (spec 2.11, 3.8): the threads I opened, latest activity first, each with what I have not read yet. */
export default function MyQuestionsPage() {
  const { t } = useTranslation(["account", "common"])
  const user = useSessionUser()
  const threads = useQuery({ ...myQuestionsQuery(api, user?.id ?? ""), enabled: user !== null })
  return (
    <AccountShell tab="user_questions" title={t("common:MY_QUESTIONS")}>
      <ReadState
        query={threads}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyPlaceholder title={t("NO_QUESTIONS")} subtitle={t("NO_QUESTIONS_HINT")} action={{ label: t("FIND_FACILITY"), href: pathTo("map") }} />}
      >
        {(list) => (
          <ul className="account-list" data-testid="my-questions">
            {list.map((thread) => (
              <ThreadItem key={thread.id} thread={thread} />
            ))}
          </ul>
        )}
      </ReadState>
    </AccountShell>
  )
}

function ThreadItem({ thread }: { readonly thread: QuestionSummary }) {
  const { t } = useTranslation(["account", "common"])
  return (
    <li className={`card account-item${thread.unseen > 0 ? " account-item--unread" : ""}`} data-testid="my-question">
      <div className="account-item__head">
        <h2 className="account-item__title">
          <Link href={pathTo("user_question", { question: thread.id })}>{thread.facility_name}</Link>
        </h2>
        <CounterBadge count={thread.unseen} testId="question-unseen" />
      </div>
      <p className="account-item__meta">
        {t(keyFromData(`TOPIC_${thread.topic.toUpperCase()}`))} · {t("LAST_MESSAGE_AT", { date: formatDateTime(thread.last_message_at) })}
      </p>
      <p className="account-item__text account-item__text--clamp">{thread.last_message}</p>
    </li>
  )
}
