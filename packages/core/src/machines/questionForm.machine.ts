import { QuestionPayload } from "../api/questions"
import type { QuestionThread, QuestionTopic } from "../domain/question"
import { validateRequired } from "../domain/rules/fieldValidators"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"
import { questionKeys } from "../queries/queryKeys"

const questionFields = ["topic", "content"] as const
/** The fields of the ask-question form. */
export type QuestionField = (typeof questionFields)[number]

/** Input of {@link questionFormMachine}: the facility asked. */
export interface QuestionFormInput {
  readonly facilityId: number
  /**
   * A question already written, to edit and send: "Poproś o informacje" (issue 20) opens the
   * form with a request for the facility's information, in the parent's language.
   */
  readonly opening?: { readonly topic: QuestionTopic; readonly content: string }
}

/** The body of `POST v1/user-question`: the facility, the topic, the question trimmed. */
export function questionPayload(values: FormValues<QuestionField>, input: QuestionFormInput): QuestionPayload {
  return { facility_id: input.facilityId, topic: values.topic as QuestionTopic, content: values.content.trim() }
}

/**
 * The question's checks (spec 2.9, 5): a topic (FIELD_REQUIRED until one is chosen), then the
 * contract's QuestionPayload: a topic from core's `questionTopics` and a question
 * (FIELD_REQUIRED), within its length.
 */
export function checkQuestionForm(values: FormValues<QuestionField>, input: QuestionFormInput): FieldErrors<QuestionField> {
  const contract = messagesFor(questionFields, contractMessages(QuestionPayload, questionPayload(values, input)))
  const topic = validateRequired(values.topic)
  return topic === null ? contract : { ...contract, topic }
}

/**
 * Asking a facility a question (spec 2.9, 3.8): a topic from core's `questionTopics` and the
 * question. It opens a conversation; the result is the new thread, whose page
 * (`/user/question/:id`) the app opens. What the server refuses shows under the fields or, with
 * nothing to put there, as the form's message.
 *
 * `send`: `QuestionPayload → QuestionThread` (parentActors' `ask`).
 */
export const questionFormMachine = formMachine({
  id: "questionForm",
  fields: questionFields,
  initialValues: ({ opening }: QuestionFormInput) => opening ?? {},
  check: (values, input: QuestionFormInput) => ({ errors: checkQuestionForm(values, input), formError: null }),
  payload: (values, input: QuestionFormInput) => questionPayload(values, input),
  failure: failureOnForm(questionFields),
  result: (thread: QuestionThread) => thread,
  // My threads, and the facility's list its runners read, now have this one.
  staleKeys: () => [questionKeys.all]
})
