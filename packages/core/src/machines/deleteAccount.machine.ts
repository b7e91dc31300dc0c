import { assign, emit, fromPromise, setup } from "xstate"
import type { Credentials } from "../api/account"
import { hasOwnPassword } from "../domain/rules/accountPassword"
import { normalizeEmail } from "../domain/rules/email"
import { validateAccepted, validateRequired } from "../domain/rules/fieldValidators"
import type { User } from "../domain/user"
import type { AccountCallInput } from "./accountFormActors"
import type { FieldErrors } from "./form.machine"
import { withoutMessage } from "./fieldErrors"
import { readFailedCall } from "./formFailure"

/** The fields of the deletion dialog: the accept checkbox, and the password or the e-mail typed again. */
export type DeleteAccountField = "accept" | "password" | "email"

/**
 * How the person shows it is really them: the password (spec 5), or, for an account made through
 * Google or Facebook — which has no password it could type — its e-mail address typed again.
 */
export type DeletionProof = "password" | "email"

/** The proof an account gives: the password when it signed up with one (source 'email'), else its e-mail. */
export function deletionProof(user: Pick<User, "source">): DeletionProof {
  return hasOwnPassword(user) ? "password" : "email"
}

/** Input of {@link deleteAccountMachine}: the signed-in person. */
export interface DeleteAccountInput {
  readonly user: Pick<User, "id" | "email" | "source">
}

/** What the dialog holds. */
export interface DeleteAccountValues {
  readonly accepted: boolean
  readonly password: string
  readonly email: string
}

/** Context of {@link deleteAccountMachine}. */
export interface DeleteAccountContext extends DeleteAccountInput, DeleteAccountValues {
  readonly proof: DeletionProof
  readonly errors: FieldErrors<DeleteAccountField>
  readonly formError: string | null
}

/** Events of {@link deleteAccountMachine}. */
export type DeleteAccountEvent =
  | { readonly type: "OPEN" }
  | { readonly type: "CANCEL" }
  | { readonly type: "ACCEPT"; readonly value: boolean }
  | { readonly type: "CHANGE_PASSWORD"; readonly value: string }
  | { readonly type: "CHANGE_EMAIL"; readonly value: string }
  /** The field was clicked: its message goes (spec 8.1). */
  | { readonly type: "CLEAR_ERROR"; readonly field: DeleteAccountField }
  | { readonly type: "SUBMIT" }

/**
 * The dialog's checks (spec 5): the accept box ticked (ACCEPT_REQUIRED) and the proof given —
 * the password typed (the login call checks it), or the account's own e-mail typed again, in any
 * case and with spaces around it (EMAIL_CONFIRMATION_MISMATCH for another address).
 */
export function checkDeleteAccount(values: DeleteAccountValues, user: DeleteAccountInput["user"]): FieldErrors<DeleteAccountField> {
  const accept = validateAccepted(values.accepted)
  const errors: FieldErrors<DeleteAccountField> = accept === null ? {} : { accept }
  if (deletionProof(user) === "password") {
    const typed = validateRequired(values.password)
    return typed === null ? errors : { ...errors, password: typed }
  }
  const email =
    validateRequired(values.email) ?? (normalizeEmail(values.email) === normalizeEmail(user.email) ? null : "EMAIL_CONFIRMATION_MISMATCH")
  return email === null ? errors : { ...errors, email }
}

const problems = (context: DeleteAccountContext) => checkDeleteAccount(context, context.user)

/** How a failed call shows in the dialog: a refused password under it, anything else for the dialog. */
const failure = (error: unknown) => {
  const call = readFailedCall(error)
  return call.status === 401 ? { errors: { password: call.key }, formError: null } : { errors: {}, formError: call.key }
}

const closed = { accepted: false, password: "", email: "", errors: {}, formError: null }

/**
 * Deleting the account (spec 2.11, 4.1, 4.2, 5): a confirm dialog with an accept checkbox and
 * the password, which is checked through the login call, then the account is deleted. It is
 * final: the person's opinions stay, signed 'Konto usunięte'. On success the machine announces
 * `loggedOut` and ends in `deleted`; the app logs out. An account made through Google or
 * Facebook has no password to type: its owner types the account's e-mail instead (see
 * {@link deletionProof}), checked here, and the deletion follows at once.
 *
 * States: `closed` —OPEN→ `open` —SUBMIT→ `verifying` (the login call with the account's
 * e-mail; skipped when the proof is the e-mail) → `deleting` → `deleted` (final); checks that
 * fail, a wrong password (under the field) and other failures (for the dialog) go back to
 * `open`; CANCEL closes and forgets.
 *
 * Actor slots (accountSettingsActors): `verifyPassword`: `Credentials → User` (the login
 * call); `deleteAccount`: `{ id } → void`.
 */
export const deleteAccountMachine = setup({
  types: {
    input: {} as DeleteAccountInput,
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
    emitted: {} as { readonly type: "loggedOut" }
  },
  actors: {
    verifyPassword: fromPromise<User, Credentials>(async () => {
      throw new Error("provide the deletion's 'verifyPassword' actor")
    }),
    deleteAccount: fromPromise<void, AccountCallInput>(async () => {
      throw new Error("provide the deletion's 'deleteAccount' actor")
    })
  }
}).createMachine({
  id: "deleteAccount",
  context: ({ input }) => ({ user: input.user, proof: deletionProof(input.user), ...closed }),
  initial: "closed",
  states: {
    closed: { on: { OPEN: "open" } },
    open: {
      on: {
        CANCEL: { target: "closed", actions: assign(closed) },
        ACCEPT: { actions: assign({ accepted: ({ event }) => event.value, errors: ({ context }) => withoutMessage(context.errors, "accept") }) },
        CHANGE_PASSWORD: { actions: assign({ password: ({ event }) => event.value, errors: ({ context }) => withoutMessage(context.errors, "password") }) },
        CHANGE_EMAIL: { actions: assign({ email: ({ event }) => event.value, errors: ({ context }) => withoutMessage(context.errors, "email") }) },
        CLEAR_ERROR: { actions: assign({ errors: ({ context, event }) => withoutMessage(context.errors, event.field) }) },
        SUBMIT: [
          {
            guard: ({ context }) => Object.keys(problems(context)).length > 0,
            actions: assign({ errors: ({ context }) => problems(context), formError: null })
          },
          { guard: ({ context }) => context.proof === "email", target: "deleting", actions: assign({ formError: null }) },
          { target: "verifying", actions: assign({ formError: null }) }
        ]
      }
    },
    verifying: {
      invoke: {
        id: "verifyPassword",
        src: "verifyPassword",
        input: ({ context }) => ({ email: context.user.email, password: context.password }),
        onDone: "deleting",
        onError: { target: "open", actions: assign(({ event }) => failure(event.error)) }
      }
    },
    deleting: {
      invoke: {
        id: "deleteAccount",
        src: "deleteAccount",
        input: ({ context }) => ({ id: context.user.id }),
        onDone: { target: "deleted", actions: emit({ type: "loggedOut" as const }) },
        onError: { target: "open", actions: assign(({ event }) => failure(event.error)) }
      }
    },
    deleted: { type: "final" }
  }
})
