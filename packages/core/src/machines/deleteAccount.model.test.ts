import { describe } from "vitest"
import { createActor, createMachine, type EventObject } from "xstate"
import type { Credentials } from "../api/account"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { User } from "../domain/user"
import type { AccountCallInput } from "./accountFormActors"
import { deleteAccountMachine } from "./deleteAccount.machine"
import { assignModel, definedFields, replayModelPaths } from "../testing/modelReplay"
import { aUser } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * Deleting the account, as spec 2.11, 4.1, 4.2 and 5 describe it: a confirm dialog that needs
 * the accept box ticked ('tick to confirm') and the password typed again; the password is
 * checked through the login call with the account's e-mail; only then is the account deleted,
 * for good, and the app logs out. A wrong password shows under it; other failures for the
 * dialog; cancelling closes the dialog and forgets what was typed.
 *
 * An account made through Google or Facebook (spec 2.10) has no password its owner knows: the
 * dialog asks for the account's e-mail typed again instead — in any case, spaces around it not
 * counted (spec 5) — and another address is refused under the field; there is no password to
 * check, so a right address deletes the account at once.
 */
interface Context {
  readonly accepted: boolean
  readonly password: string
  readonly email: string
  readonly errors: Record<string, string>
  readonly formError: string | null
}
const start: Context = { accepted: false, password: "", email: "", errors: {}, formError: null }
const without = (errors: Record<string, string>, field: string) => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field))
const failed = (errors: Record<string, string>, formError: string | null) => ({ target: "open", actions: assignModel<Context>({ errors, formError }) }) as const
const accountEmail = "anna@example.pl"
const typedEmails = { TYPE_OWN_EMAIL: " Anna@Example.PL ", TYPE_OTHER_EMAIL: "ktos.inny@example.pl" }

/**
 * The dialog, whatever the proof: `proofEvents` type it, `problemsOf` checks it, `afterChecks` is
 * where a complete dialog goes, `checking` the states of checking the proof on the server (if any).
 */
const dialogModel = (
  id: string,
  proofEvents: Record<string, ReturnType<typeof assignModel<Context>>>,
  problemsOf: (context: Context) => Record<string, string>,
  afterChecks: string,
  checking: Record<string, unknown>
) =>
  createMachine({
    types: {} as { context: Context },
    id,
    context: start,
    initial: "closed",
    states: {
      closed: { on: { OPEN: "open" } },
      open: {
        on: {
          TICK: { actions: assignModel<Context>(({ context }) => ({ accepted: true, errors: without(context.errors, "accept") })) },
          UNTICK: { actions: assignModel<Context>(({ context }) => ({ accepted: false, errors: without(context.errors, "accept") })) },
          ...Object.fromEntries(Object.entries(proofEvents).map(([type, actions]) => [type, { actions }])),
          CANCEL: { target: "closed", actions: assignModel<Context>(start) },
          SUBMIT: [
            {
              guard: ({ context }) => Object.keys(problemsOf(context)).length > 0,
              actions: assignModel<Context>(({ context }) => ({ errors: problemsOf(context), formError: null }))
            },
            { target: afterChecks, actions: assignModel<Context>({ formError: null }) }
          ]
        }
      },
      ...checking,
      deleting: {
        on: {
          DELETED: "deleted",
          DELETE_FAILED: failed({}, "CONNECTION_ERROR")
        }
      },
      deleted: { type: "final" }
    }
  })

const passwordModel = dialogModel(
  "deleteAccount",
  {
    TYPE_PASSWORD: assignModel<Context>(({ context }) => ({ password: "moje-haslo", errors: without(context.errors, "password") })),
    CLICK_PASSWORD: assignModel<Context>(({ context }) => ({ errors: without(context.errors, "password") }))
  },
  (context) =>
    definedFields({ accept: context.accepted ? undefined : "ACCEPT_REQUIRED", password: context.password === "" ? "FIELD_REQUIRED" : undefined }) as Record<string, string>,
  "verifying",
  {
    verifying: {
      on: {
        PASSWORD_RIGHT: "deleting",
        PASSWORD_WRONG: failed({ password: "ERROR_BAD_PASSWORD" }, null),
        LOCKED: failed({}, "ERROR_TOO_MANY_REQUESTS")
      }
    }
  }
)

const emailModel = dialogModel(
  "deleteOutsideAccount",
  {
    TYPE_OWN_EMAIL: assignModel<Context>(({ context }) => ({ email: typedEmails.TYPE_OWN_EMAIL, errors: without(context.errors, "email") })),
    TYPE_OTHER_EMAIL: assignModel<Context>(({ context }) => ({ email: typedEmails.TYPE_OTHER_EMAIL, errors: without(context.errors, "email") })),
    CLICK_EMAIL: assignModel<Context>(({ context }) => ({ errors: without(context.errors, "email") }))
  },
  (context) =>
    definedFields({
      accept: context.accepted ? undefined : "ACCEPT_REQUIRED",
      email: context.email === "" ? "FIELD_REQUIRED" : context.email === typedEmails.TYPE_OWN_EMAIL ? undefined : "EMAIL_CONFIRMATION_MISMATCH"
    }) as Record<string, string>,
  "deleting",
  {}
)

const eventsOf = (types: ReadonlyArray<string>) => types.map((type) => ({ type }))
const dialogEvents = ["OPEN", "TICK", "UNTICK", "CANCEL", "SUBMIT", "DELETED", "DELETE_FAILED"]

function startSystem(user: User) {
  const verifyPassword = controllablePromise<User, Credentials>()
  const deleteAccount = controllablePromise<void, AccountCallInput>()
  const actor = createActor(deleteAccountMachine.provide({ actors: { verifyPassword: verifyPassword.logic, deleteAccount: deleteAccount.logic } }), {
    input: { user }
  })
  const announced: string[] = []
  actor.on("*", (event) => announced.push(event.type))
  actor.start()
  return { actor, verifyPassword, deleteAccount, announced }
}
type System = ReturnType<typeof startSystem>

const userEvents: Record<string, Parameters<System["actor"]["send"]>[0]> = {
  OPEN: { type: "OPEN" },
  TICK: { type: "ACCEPT", value: true },
  UNTICK: { type: "ACCEPT", value: false },
  TYPE_PASSWORD: { type: "CHANGE_PASSWORD", value: "moje-haslo" },
  CLICK_PASSWORD: { type: "CLEAR_ERROR", field: "password" },
  TYPE_OWN_EMAIL: { type: "CHANGE_EMAIL", value: typedEmails.TYPE_OWN_EMAIL },
  TYPE_OTHER_EMAIL: { type: "CHANGE_EMAIL", value: typedEmails.TYPE_OTHER_EMAIL },
  CLICK_EMAIL: { type: "CLEAR_ERROR", field: "email" },
  CANCEL: { type: "CANCEL" },
  SUBMIT: { type: "SUBMIT" }
}

async function perform(system: System, { type }: EventObject) {
  const userEvent = userEvents[type]
  if (userEvent !== undefined) return system.actor.send(userEvent)
  if (type === "PASSWORD_RIGHT") await system.verifyPassword.latest().resolve(aUser())
  else if (type === "PASSWORD_WRONG") await system.verifyPassword.latest().reject(apiError("ERROR_BAD_PASSWORD"))
  else if (type === "LOCKED") await system.verifyPassword.latest().reject(apiError("ERROR_TOO_MANY_REQUESTS"))
  else if (type === "DELETED") await system.deleteAccount.latest().resolve()
  else await system.deleteAccount.latest().reject(new ConnectionError({ cause: null }))
}

const observe = ({ actor, verifyPassword, deleteAccount, announced }: System) => {
  const { value, context, status } = actor.getSnapshot()
  return {
    state: value,
    finished: status === "done",
    accepted: context.accepted,
    password: context.password,
    email: context.email,
    errors: definedFields(context.errors),
    formError: context.formError,
    calling: value === "verifying" ? verifyPassword.latest().input : value === "deleting" ? deleteAccount.latest().input : null,
    announced
  }
}

const expected = ({ value, context, status }: { value: unknown; context: Context; status: string }) => ({
  state: value,
  finished: status === "done",
  ...context,
  calling: value === "verifying" ? { email: accountEmail, password: "moje-haslo" } : value === "deleting" ? { id: "u-1" } : null,
  announced: value === "deleted" ? ["loggedOut"] : []
})

describe("deleteAccountMachine — model-based (spec 2.11, 4.1, 4.2, 5)", () => {
  replayModelPaths(passwordModel, eventsOf([...dialogEvents, "TYPE_PASSWORD", "CLICK_PASSWORD", "PASSWORD_RIGHT", "PASSWORD_WRONG", "LOCKED"]), {
    start: () => startSystem(aUser({ email: accountEmail })),
    perform,
    observe,
    expected
  })
})

describe("deleteAccountMachine — an account made through Google or Facebook — model-based (spec 2.10, 2.11, 5)", () => {
  replayModelPaths(emailModel, eventsOf([...dialogEvents, "TYPE_OWN_EMAIL", "TYPE_OTHER_EMAIL", "CLICK_EMAIL"]), {
    start: () => startSystem(aUser({ email: accountEmail, source: "google" })),
    perform,
    // Whatever happens, no login call ever checks a password such an account does not have.
    observe: (system) => ({ ...observe(system), passwordChecks: system.verifyPassword.calls.length }),
    expected: (state) => ({ ...expected(state), passwordChecks: 0 })
  })
})
