import { formatDateTime, questionThreadQuery, seenMarkKeys, type QuestionThread, readyMachines } from "@pociecha/core"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { api } from "../../../../shared/api"
import { FormAlert, MachineForm, SubmitButton, TextAreaField, useForm } from "../../../../shared/forms"
import { pathTo } from "../../../../shared/routing/paths"
import { ReadState } from "../../../../shared/ui/ReadState"
import type { OwnerTabProps } from "../index"
import "./questions.css"
import { keyFromData } from "../../../../shared/i18n/keyFromData"
import { useReadyMachine } from "../../../../shared/session"

// The facility answers through the same call as the parent writes: the server knows which side writes.
/**
 * One conversation (management 2.4 facility_question): the parent's messages and the facility's
 * answers, oldest first, and the answer form inside the thread. Reading it marks the parent's
 * messages seen, so what a mark of seen items makes stale (core's seenMarkKeys: the counters, the
 * lists of threads) is read again once it has loaded.
 */
export default function QuestionThreadTab({ params }: OwnerTabProps) {
  const { t } = useTranslation("ownerArea")
  const id = Number(params.question)
  const client = useQueryClient()
  const thread = useQuery({ ...questionThreadQuery(api, id), enabled: Number.isInteger(id) && id > 0 })
  const readAt = thread.dataUpdatedAt
  useEffect(() => {
    if (readAt === 0) return
    for (const queryKey of seenMarkKeys) void client.invalidateQueries({ queryKey })
  }, [readAt, client])
  return (
    <section className="owner-tab" aria-label={t("QUESTION_THREAD")}>
      <p>
        <Link href={pathTo("facility_questions", { facility: params.facility })}>{t("BACK_TO_QUESTIONS")}</Link>
      </p>
      <ReadState query={thread}>{(data: QuestionThread) => <Thread thread={data} />}</ReadState>
    </section>
  )
}

function Thread({ thread }: { readonly thread: QuestionThread }) {
  const { t } = useTranslation("ownerArea")
  return (
    <div className="owner-thread">
      <p className="owner-thread__meta">
        {t(keyFromData(`TOPIC_${thread.topic.toUpperCase()}`))} · {thread.asked_by ?? t("ACCOUNT_DELETED")}
      </p>
      <ol className="owner-thread__messages" data-testid="owner-thread-messages">
        {thread.messages.map((message) => (
          <li
            key={message.id}
            className={`owner-thread__message owner-thread__message--${message.from_facility ? "facility" : "parent"}`}
            data-testid={message.from_facility ? "facility-message" : "parent-message"}
          >
            <p className="owner-thread__author">
              {message.author_name ?? (message.from_facility ? thread.facility_name : t("ACCOUNT_DELETED"))}
              <time className="owner-thread__time">{formatDateTime(message.created_at)}</time>
            </p>
            <p className="owner-thread__text">{message.content}</p>
          </li>
        ))}
      </ol>
      <Answer threadId={thread.id} />
    </div>
  )
}

/** The facility's answer (threadMessageFormMachine): sent, the form empties and the thread is read again. */
function Answer({ threadId }: { readonly threadId: number }) {
  const { t } = useTranslation("ownerArea")
  const form = useForm(useReadyMachine(readyMachines.threadMessageForm), { ns: "ownerArea", input: { threadId } })
  return (
    <div className="card owner-thread__answer">
      <MachineForm form={form}>
        <TextAreaField {...form.field("content")} label={t("QUESTION_ANSWER")} rows={4} required />
        {form.formError === null ? null : <FormAlert tone="error">{t(keyFromData(form.formError), { ns: ["ownerArea", "common"] })}</FormAlert>}
        <SubmitButton pending={form.pending} pendingLabel={t("SENDING")} data-testid="question-answer-send">
          {t("SEND_ANSWER")}
        </SubmitButton>
      </MachineForm>
    </div>
  )
}
