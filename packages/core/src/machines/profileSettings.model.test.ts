import { describe } from "vitest"
import { assign, createActor, createMachine, waitFor, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import type { User } from "../domain/user"
import type { AccountCallInput, AccountPatchInput } from "./accountFormActors"
import type { FormToast } from "./formFailure"
import { replayModelPaths } from "../testing/modelReplay"
import { profileSettingsMachine } from "./profileSettings.machine"
import type { SessionEmitted, SessionEvent } from "./session.machine"
import { aUser } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * Account settings, as spec 2.11, 3.1 and 8.1 describe them: the account is read fresh when the
 * page opens (a failure keeps what the device has); each notification toggle is saved at once,
 * one at a time, then 'saved' — or a red toast for a refusal, nothing for a server failure;
 * every new version of the account becomes the signed-in user's.
 */
interface Context {
  readonly saving: string | null
  /** The version of the account the session last got: the one read, or the one a save answered. */
  readonly sessionUser: "read" | "saved" | null
  readonly toast: string | null
}
const model = createMachine({
  types: {} as { context: Context },
  id: "settings",
  context: { saving: null, sessionUser: null, toast: null },
  type: "parallel",
  states: {
    account: {
      initial: "loading",
      states: {
        loading: {
          on: {
            ACCOUNT_READ: { target: "loaded", actions: assign({ sessionUser: "read" }) },
            ACCOUNT_UNREADABLE: "loaded"
          }
        },
        loaded: {}
      }
    },
    toggles: {
      initial: "idle",
      states: {
        idle: {
          on: {
            TOGGLE_OPINIONS: { target: "saving", actions: assign({ saving: "notify_new_opinions" }) },
            TOGGLE_QUESTIONS: { target: "saving", actions: assign({ saving: "notify_new_questions" }) }
          }
        },
        saving: {
          on: {
            SAVED: { target: "idle", actions: assign({ saving: null, toast: "SAVED", sessionUser: "saved" }) },
            REFUSED: { target: "idle", actions: assign({ saving: null, toast: "ERROR_BAD_REQUEST" }) },
            SERVER_FAILED: { target: "idle", actions: assign({ saving: null }) }
          }
        }
      }
    }
  }
})

const events = ["ACCOUNT_READ", "ACCOUNT_UNREADABLE", "TOGGLE_OPINIONS", "TOGGLE_QUESTIONS", "SAVED", "REFUSED", "SERVER_FAILED"].map((type) => ({ type }))

function start() {
  const loadAccount = controllablePromise<User, AccountCallInput>()
  const saveAccount = controllablePromise<User, AccountPatchInput>()
  const session = createActor(
    createMachine({
      types: {} as { context: { user: User | null }; events: SessionEvent; emitted: SessionEmitted },
      context: { user: null },
      on: { USER_UPDATED: { actions: assign({ user: ({ event }) => event.user }) } }
    })
  ).start()
  const actor = createActor(profileSettingsMachine.provide({ actors: { loadAccount: loadAccount.logic, saveAccount: saveAccount.logic } }), {
    input: { userId: "u-1", session }
  })
  const toasts: FormToast[] = []
  actor.on("toast", (toast) => toasts.push(toast))
  actor.start()
  return { actor, loadAccount, saveAccount, session, toasts }
}

const read = aUser({ name: "Read" })
const saved = aUser({ name: "Saved" })
const settled = (system: ReturnType<typeof start>) => waitFor(system.actor, (snapshot) => snapshot.context.saving === null)

describe("profileSettingsMachine — model-based (spec 2.11, 3.1, 8.1)", () => {
  replayModelPaths(model, events, {
    start,
    perform: async (system, { type }: EventObject) => {
      if (type === "ACCOUNT_READ") system.loadAccount.latest().resolve(read)
      else if (type === "ACCOUNT_UNREADABLE") system.loadAccount.latest().reject(apiError("ERROR_UNCAUGHT"))
      else if (type === "TOGGLE_OPINIONS") system.actor.send({ type: "TOGGLE_NOTIFICATION", field: "notify_new_opinions", value: false })
      else if (type === "TOGGLE_QUESTIONS") system.actor.send({ type: "TOGGLE_NOTIFICATION", field: "notify_new_questions", value: true })
      else if (type === "SAVED") system.saveAccount.latest().resolve(saved)
      else system.saveAccount.latest().reject(apiError(type === "REFUSED" ? "ERROR_BAD_REQUEST" : "ERROR_UNCAUGHT"))
      if (type.startsWith("ACCOUNT")) await waitFor(system.actor, (snapshot) => snapshot.matches({ account: "loaded" }))
      else if (!type.startsWith("TOGGLE")) await settled(system)
    },
    observe: ({ actor, session, toasts }) => ({
      account: actor.getSnapshot().matches({ account: "loaded" }) ? "loaded" : "loading",
      saving: actor.getSnapshot().context.saving,
      sessionUser: { [read.name ?? ""]: "read", [saved.name ?? ""]: "saved" }[session.getSnapshot().context.user?.name ?? ""] ?? null,
      toast: toasts.at(-1)?.key ?? null
    }),
    expected: (state) => ({
      account: state.matches({ account: "loaded" }) ? "loaded" : "loading",
      saving: state.context.saving,
      sessionUser: state.context.sessionUser,
      toast: state.context.toast
    })
  })
})
