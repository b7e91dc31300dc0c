import { facilityProfilePath, formatDateTime, questionThreadQuery, type QuestionThread, readyMachines } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "wouter"
import { api } from "../../shared/api"
import { MachineForm, SubmitButton, TextAreaField, useForm } from "../../shared/forms"
import { useMarkSeen } from "../../shared/overview/useMarkSeen"
import { pathTo } from "../../shared/routing/paths"
import { ReadState } from "../../shared/ui/ReadState"
import { AccountShell } from "./AccountShell"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../shared/session"

/**
 * One of my question threads (spec 2.2 user_question, 3.8): the conversation with the facility,
 * oldest first, and a form to write again. Opening it marks the facility's messages seen
 * (spec 3.13: `v1/seen-by/mark`), after which the counters and the list of my threads (its unseen
 * counts) are read again: seenMarkerMachine names them stale.
 */
export default function QuestionThreadPage() {
  const { t } = useTranslation(["account", "common"])
  const { question = "" } = useParams<{ question?: string }>()
  const id = Number(question)
  const thread = useQuery({ ...questionThreadQuery(api, id), enabled: Number.isInteger(id) && id > 0 })
  useMarkSeen(thread.data ? facilityMessages(thread.data) : null)
  return (
    <AccountShell
      tab="user_questions"
      title={thread.data ? t("QUESTION_TO", { facility: thread.data.facility_name }) : t("common:MY_QUESTION")}
      trail={[{ label: t("common:MY_QUESTIONS"), href: pathTo("user_questions") }]}
    >
      <ReadState query={thread}>{(data) => <Thread thread={data} />}</ReadState>
    </AccountShell>
  )
}

/** The seen-by ids of what the facility wrote in the thread. */
const facilityMessages = (thread: QuestionThread) => thread.messages.filter((message) => message.from_facility).map((message) => `message:${message.id}`)

function Thread({ thread }: { readonly thread: QuestionThread }) {
  const { t } = useTranslation(["account", "common"])
  return (
    <div className="thread">
      <p className="account-item__meta">
        {t(keyFromData(`TOPIC_${thread.topic.toUpperCase()}`))} ·{" "}
        <Link href={facilityProfilePath({ id: thread.facility_id, slug: thread.facility_slug })}>{t("FACILITY_PROFILE")}</Link>
      </p>
      <ol className="thread__messages" data-testid="thread-messages">
        {thread.messages.map((message) => (
          <li
            key={message.id}
            className={`thread__message thread__message--${message.from_facility ? "facility" : "mine"}`}
            data-testid={message.from_facility ? "facility-message" : "my-message"}
          >
            <p className="thread__author">
              {message.from_facility ? (message.author_name ?? thread.facility_name) : t("ME")}
              <time className="thread__time">{formatDateTime(message.created_at)}</time>
            </p>
            <p className="thread__text">{message.content}</p>
          </li>
        ))}
      </ol>
      <WriteAgain threadId={thread.id} />
    </div>
  )
}

/** The next message (threadMessageFormMachine): sent, the form empties and the thread is read again. */
function WriteAgain({ threadId }: { readonly threadId: number }) {
  const { t } = useTranslation(["account", "common"])
  const form = useForm(useReadyMachine(readyMachines.threadMessageForm), { ns: "account", input: { threadId } })
  return (
    <section className="card thread__reply" aria-labelledby="thread-reply">
      <h2 id="thread-reply" className="account-item__title">
        {t("WRITE_AGAIN")}
      </h2>
      <MachineForm form={form}>
        <TextAreaField {...form.field("content")} label={t("MESSAGE")} rows={4} required />
        <SubmitButton pending={form.pending} pendingLabel={t("SENDING")} data-testid="thread-send">
          {t("SEND_MESSAGE")}
        </SubmitButton>
      </MachineForm>
    </section>
  )
}
