import { AnswerPayload } from "../api/opinions"
import type { FacilityOpinion } from "../domain/opinion"
import { hasChanges } from "../domain/rules/hasChanges"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const answerFields = ["content"] as const
/** The field of a facility's answer to an opinion. */
export type OpinionAnswerField = (typeof answerFields)[number]

/** Input of {@link opinionAnswerFormMachine}: the opinion answered, and the answer it has (null: none yet). */
export interface OpinionAnswerInput {
  readonly opinionId: number
  readonly answer: string | null
}

/** What the `send` actor is given. */
export interface OpinionAnswerSaveInput {
  readonly opinionId: number
  readonly content: string
}

/**
 * The answer's checks (management 2.4 opinions, 5): the contract's AnswerPayload — not blank
 * (FIELD_REQUIRED), within its length; the answer it already has, sent again, is NO_CHANGES_TO_SAVE.
 */
export function checkOpinionAnswer(values: FormValues<OpinionAnswerField>, input: OpinionAnswerInput): FormVerdict<OpinionAnswerField> {
  const content = values.content.trim()
  const errors = content === "" ? { content: "FIELD_REQUIRED" } : messagesFor(answerFields, contractMessages(AnswerPayload, { content }))
  const unchanged = input.answer !== null && !hasChanges({ content: input.answer }, { content })
  return { errors, formError: Object.keys(errors).length === 0 && unchanged ? "NO_CHANGES_TO_SAVE" : null }
}

/**
 * The facility's response to a parent's opinion (management 2.4 opinions, 4): opens with the
 * answer it has, if any; sends the text trimmed, with the toast ANSWER_SENT. The answer is
 * moderated like an opinion: the result is the opinion with its answer `pending`, whose status
 * the tab shows. A refusal shows under the field or as the form's message.
 *
 * `send`: `{ opinionId, content } → FacilityOpinion` (ownerTabActors' `answerOpinion`).
 */
export const opinionAnswerFormMachine = formMachine({
  id: "opinionAnswerForm",
  fields: answerFields,
  initialValues: (input: OpinionAnswerInput) => (input.answer === null ? {} : { content: input.answer }),
  check: (values, input: OpinionAnswerInput) => checkOpinionAnswer(values, input),
  payload: (values, input: OpinionAnswerInput): OpinionAnswerSaveInput => ({ opinionId: input.opinionId, content: values.content.trim() }),
  failure: failureOnForm(answerFields),
  result: (opinion: FacilityOpinion) => opinion,
  successToast: () => "ANSWER_SENT"
})
