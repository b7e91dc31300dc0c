import { OwnershipTransferPayload } from "../api/ownership"
import type { User } from "../domain/user"
import { formMachine, type FormValues, type FormVerdict } from "./form.machine"
import { contractMessages } from "./formChecks"
import { failureOnForm, messagesFor } from "./formFailure"
import { facilityKeys } from "../queries/queryKeys"

const transferFields = ["password"] as const
/** The field of the ownership transfer's confirmation. */
export type OwnershipTransferField = (typeof transferFields)[number]

/** Input of {@link ownershipTransferFormMachine}: the facility, and the teacher it passes to. */
export interface OwnershipTransferInput {
  readonly facilityRef: string
  readonly accountId: string
}

/** What the `send` actor is given. */
export interface OwnershipTransferSendInput {
  readonly facilityRef: string
  readonly transfer: OwnershipTransferPayload
}

/** The confirmation's check: the owner's password is required (FIELD_REQUIRED); the server judges it. */
export function checkOwnershipTransfer(values: FormValues<OwnershipTransferField>, input: OwnershipTransferInput): FormVerdict<OwnershipTransferField> {
  const errors =
    values.password === ""
      ? { password: "FIELD_REQUIRED" }
      : messagesFor(transferFields, contractMessages(OwnershipTransferPayload, { account_id: input.accountId, password: values.password }))
  return { errors, formError: null }
}

/**
 * Passing the facility to a teacher (management 2.4 teachers, 4): irreversible, so confirmed with
 * the owner's own password, sent as typed (never trimmed). A wrong password (ERROR_BAD_PASSWORD)
 * shows under the field; a teacher who is no longer an accepted one under `account_id`, as the
 * form's message. On success the toast OWNERSHIP_TRANSFERRED and the result: the former owner as
 * they now are — a teacher with no permissions, for the session.
 *
 * `send`: `{ facilityRef, transfer: { account_id, password } } → User` (ownerTabActors' `transferOwnership`).
 */
export const ownershipTransferFormMachine = formMachine({
  id: "ownershipTransferForm",
  fields: transferFields,
  check: (values, input: OwnershipTransferInput) => checkOwnershipTransfer(values, input),
  payload: (values, input: OwnershipTransferInput): OwnershipTransferSendInput => ({
    facilityRef: input.facilityRef,
    transfer: { account_id: input.accountId, password: values.password }
  }),
  failure: (error: unknown) => {
    const failure = failureOnForm(transferFields)(error)
    // The transfer answers 401 ERROR_BAD_PASSWORD without a field: it is the password's.
    return failure.formError === "ERROR_BAD_PASSWORD" ? { errors: { password: "ERROR_BAD_PASSWORD" }, formError: null, toast: null } : failure
  },
  result: (user: User) => user,
  successToast: () => "OWNERSHIP_TRANSFERRED",
  // The members' roles change, and with them what each may read of every facility.
  staleKeys: () => [facilityKeys.all]
})
