import { assign, emit, enqueueActions, fromPromise, sendTo, setup, type ActorRef, type Snapshot } from "xstate"
import type { AccountPatch } from "../api/account"
import type { User } from "../domain/user"
import type { AccountCallInput, AccountPatchInput } from "./accountFormActors"
import { readFailedCall, type FormToast } from "./formFailure"
import type { SessionEmitted, SessionEvent } from "./session.machine"

/** The e-mail notification toggles of the account settings (spec 2.11, 3.1). */
export type NotificationField = "notify_new_opinions" | "notify_new_questions"

/** The change that turns one notification on or off. */
export function notificationPatch(field: NotificationField, value: boolean): AccountPatch {
  return field === "notify_new_opinions" ? { notify_new_opinions: value } : { notify_new_questions: value }
}

/** Input of {@link profileSettingsMachine}. */
export interface ProfileSettingsInput {
  readonly userId: string
  /** The session, told about every new version of the account, so the whole app shows it. */
  readonly session: ActorRef<Snapshot<unknown>, SessionEvent, SessionEmitted>
}

/** Context of {@link profileSettingsMachine}. */
export interface ProfileSettingsContext extends ProfileSettingsInput {
  /** The toggle being saved, or null. */
  readonly saving: NotificationField | null
}

/** Events of {@link profileSettingsMachine}. */
export type ProfileSettingsEvent = { readonly type: "TOGGLE_NOTIFICATION"; readonly field: NotificationField; readonly value: boolean }

const saved: FormToast = { type: "toast", tone: "success", key: "SAVED" }

/**
 * The account settings of My account (spec 2.11): on start the account is fetched fresh, so
 * toggles changed on another device show correctly; each notification toggle is saved at once
 * (PATCH v1/account/account/{id}), one at a time, with a SAVED toast, or spec 8.1's toast for
 * a failure. Every answer replaces the session's user (USER_UPDATED).
 *
 * Parallel regions: `account` (`loading` → `loaded`, whatever the answer: the stored user stays
 * on failure) and `notifications` (`idle` ⇄ `saving`).
 *
 * Actor slots (accountFormActors' `loadAccount` and `saveAccount`): `loadAccount`: `{ id } → User`;
 * `saveAccount`: `{ id, patch } → User`.
 */
export const profileSettingsMachine = setup({
  types: {
    input: {} as ProfileSettingsInput,
    context: {} as ProfileSettingsContext,
    events: {} as ProfileSettingsEvent,
    emitted: {} as FormToast
  },
  actors: {
    loadAccount: fromPromise<User, AccountCallInput>(async () => {
      throw new Error("provide the 'loadAccount' actor")
    }),
    saveAccount: fromPromise<User, AccountPatchInput>(async () => {
      throw new Error("provide the 'saveAccount' actor")
    })
  },
  actions: {
    updateSession: sendTo(
      ({ context }) => context.session,
      (_, params: { user: User }) => ({ type: "USER_UPDATED" as const, user: params.user })
    )
  }
}).createMachine({
  id: "profileSettings",
  context: ({ input }) => ({ ...input, saving: null }),
  type: "parallel",
  states: {
    account: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadAccount",
            src: "loadAccount",
            input: ({ context }) => ({ id: context.userId }),
            onDone: { target: "loaded", actions: { type: "updateSession", params: ({ event }) => ({ user: event.output }) } },
            onError: { target: "loaded" }
          }
        },
        loaded: {}
      }
    },
    notifications: {
      initial: "idle",
      states: {
        idle: {
          on: { TOGGLE_NOTIFICATION: { target: "saving", actions: assign({ saving: ({ event }) => event.field }) } }
        },
        saving: {
          exit: assign({ saving: null }),
          invoke: {
            id: "saveAccount",
            src: "saveAccount",
            input: ({ context, event }) => {
              const { field, value } = event as ProfileSettingsEvent
              return { id: context.userId, patch: notificationPatch(field, value) }
            },
            onDone: {
              target: "idle",
              actions: [{ type: "updateSession", params: ({ event }) => ({ user: event.output }) }, emit(saved)]
            },
            onError: {
              target: "idle",
              actions: enqueueActions(({ event, enqueue }) => {
                const toast = readFailedCall(event.error).toast
                if (toast !== null) enqueue.emit(toast)
              })
            }
          }
        }
      }
    }
  }
})
