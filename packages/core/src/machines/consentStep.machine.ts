import type { PendingConsents } from "../api/legal"
import type { LegalVersionRef } from "../domain/legal"
import { validateAccepted } from "../domain/rules/fieldValidators"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { readFailedCall } from "./formFailure"

/** The step's one field: the tick ("true" when ticked, "" otherwise). */
export type ConsentStepField = "accept"

/** The step's input: the versions the sign-in asks for (the user's `pending_consents`). */
export interface ConsentStepInput {
  readonly pending: ReadonlyArray<LegalVersionRef>
}

/** The step's check: nothing is recorded without the tick (ACCEPT_REQUIRED). */
export function checkConsentStep(values: FormValues<ConsentStepField>): FormVerdict<ConsentStepField> {
  const accept = validateAccepted(values.accept === "true")
  return { errors: accept === null ? {} : { accept }, formError: null }
}

/**
 * The blocking step after a sign-in when the regulations or the privacy notice changed, or an
 * account made by Google or Facebook never accepted them: the new versions, a tick, and the
 * acceptance sent once — the server then has them on record and the next sign-in asks nothing.
 * A failure says CONSENT_FAILED (with the connection toast when no answer came) and stays open.
 * The result is what is still pending (nothing, unless a newer version came out meanwhile).
 *
 * `send`: `ConsentPayload → PendingConsents` (accountFormActors' `acceptConsents`).
 */
export const consentStepMachine = formMachine({
  id: "consentStep",
  fields: ["accept"] as const,
  check: (values, _input: ConsentStepInput) => checkConsentStep(values),
  payload: (_values, input) => ({ accepted: input.pending }),
  failure: (error) => {
    const call = readFailedCall(error)
    return { errors: {}, formError: "CONSENT_FAILED", toast: call.toast }
  },
  result: (output: PendingConsents) => output.pending_consents
})
