import { RejectPayload } from "../api/moderation"
import type { DeclinePayload } from "../api/shadows"
import { formMachine, type FieldErrors, type FormValues } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"
import type { QueriesStale } from "../queries/queriesStale"
import { moderationKeys } from "../queries/queryKeys"
import { shadowChangeKeys } from "../queries/staleKeys"

const rejectFields = ["reason"] as const
/** The field of a rejection or a decline. */
export type RejectReasonField = (typeof rejectFields)[number]

/** Input of {@link rejectReasonFormMachine}: the opinion, and whether it or the facility's answer to it is rejected. */
export interface RejectReasonInput {
  readonly id: number
  readonly kind: "opinion" | "answer"
}

/** What the `send` actor of {@link rejectReasonFormMachine} is given: what is rejected and why. */
export interface RejectInput extends RejectReasonInput, RejectPayload {}

/** Input of {@link declineReasonFormMachine}: the claim or creation declined. */
export interface DeclineReasonInput {
  readonly id: number
}

/** What the `send` actor of {@link declineReasonFormMachine} is given: what is declined and why. */
export interface DeclineInput extends DeclineReasonInput, DeclinePayload {}

/**
 * The rejection's check, the contract's RejectPayload (a decline's DeclinePayload is the same): a
 * reason (FIELD_REQUIRED) of at least 3 characters, spaces around it not counted
 * (REASON_TOO_SHORT), within its length.
 */
export function checkRejectReason(values: FormValues<RejectReasonField>): FieldErrors<RejectReasonField> {
  return messagesFor(rejectFields, contractMessages(RejectPayload, { reason: values.reason.trim() }))
}

/** A decision mailed with its reason: the reason, checked and sent trimmed with what is decided. */
const reasonFormMachine = <Input extends { readonly id: number }>(id: string, staleKeys: QueriesStale["keys"]) =>
  formMachine({
    id,
    fields: rejectFields,
    check: (values) => ({ errors: checkRejectReason(values), formError: null }),
    payload: (values, input: Input): Input & RejectPayload => ({ ...input, reason: values.reason.trim() }),
    failure: failureOnForm(rejectFields),
    result: (_output: void) => true,
    staleKeys: () => staleKeys
  })

/**
 * Rejecting an opinion or a facility's answer on the moderation desk (spec 4.3; management
 * 2.9), with the reason the author is mailed. What the server refuses shows under the reason
 * or as the form's message.
 *
 * `send`: `{ id, kind, reason } → void` (moderationActors' `reject`).
 */
export const rejectReasonFormMachine = reasonFormMachine<RejectReasonInput>("rejectReasonForm", [moderationKeys.all])

/**
 * Declining a claim or a new facility on the shadow desk (management 2.9), with the reason its
 * sender is mailed; the same reason and refusals as a rejection.
 *
 * `send`: `{ id, reason } → void` (shadowDeskActors' `decline`).
 */
export const declineReasonFormMachine = reasonFormMachine<DeclineReasonInput>("declineReasonForm", shadowChangeKeys)
