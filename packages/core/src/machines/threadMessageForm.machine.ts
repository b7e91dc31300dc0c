import { MessagePayload } from "../api/questions"
import type { QuestionMessage } from "../domain/question"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"
import { questionKeys } from "../queries/queryKeys"

const messageFields = ["content"] as const
/** The field of a message in a thread. */
export type ThreadMessageField = (typeof messageFields)[number]

/** Input of {@link threadMessageFormMachine}: the thread written in. */
export interface ThreadMessageInput {
  readonly threadId: number
}

/** The message's check, the contract's MessagePayload: not blank (FIELD_REQUIRED), within its length. */
export function checkThreadMessage(values: FormValues<ThreadMessageField>): FieldErrors<ThreadMessageField> {
  return messagesFor(messageFields, contractMessages(MessagePayload, { content: values.content.trim() }))
}

/**
 * A further message in a question thread (spec 3.8), by the parent or the facility. After each
 * message is sent the form is emptied and stays open, so one can write again; it announces
 * `sent` (the app reads the thread again) and keeps the message as `result`.
 *
 * `send`: `{ threadId, content } → QuestionMessage` (parentActors' `write`).
 */
export const threadMessageFormMachine = formMachine({
  id: "threadMessageForm",
  fields: messageFields,
  check: (values) => ({ errors: checkThreadMessage(values), formError: null }),
  payload: (values, input: ThreadMessageInput) => ({ threadId: input.threadId, content: values.content.trim() }),
  failure: failureOnForm(messageFields),
  result: (message: QuestionMessage) => message,
  announce: { type: "sent" },
  afterSuccess: "again",
  // The thread, and both sides' lists of threads with their last message.
  staleKeys: () => [questionKeys.all]
})
