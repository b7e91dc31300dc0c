import { RejectPayload } from "../api/moderation"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"

const rejectFields = ["reason"] as const
/** The field of a rejection. */
export type RejectReasonField = (typeof rejectFields)[number]

/** Input of {@link rejectReasonFormMachine}: the opinion, and whether it or the facility's answer to it is rejected. */
export interface RejectReasonInput {
  readonly id: number
  readonly kind: "opinion" | "answer"
}

/** What the `send` actor is given: what is rejected and why. */
export interface RejectInput extends RejectReasonInput, RejectPayload {}

/**
 * The rejection's check, the contract's RejectPayload: a reason (FIELD_REQUIRED) of at least 3
 * characters, spaces around it not counted (REASON_TOO_SHORT), within its length.
 */
export function checkRejectReason(values: FormValues<RejectReasonField>): FieldErrors<RejectReasonField> {
  return messagesFor(rejectFields, contractMessages(RejectPayload, { reason: values.reason.trim() }))
}

/**
 * Rejecting an opinion or a facility's answer on the moderation desk (spec 4.3; management
 * 2.9), with the reason the author is mailed. What the server refuses shows under the reason
 * or as the form's message.
 *
 * `send`: `{ id, kind, reason } → void` (moderationActors' `reject`).
 */
export const rejectReasonFormMachine = formMachine({
  id: "rejectReasonForm",
  fields: rejectFields,
  check: (values) => ({ errors: checkRejectReason(values), formError: null }),
  payload: (values, input: RejectReasonInput): RejectInput => ({ ...input, reason: values.reason.trim() }),
  failure: failureOnForm(rejectFields),
  result: (_output: void) => true
})
