/**
 * What the session must do, written from the spec (3.1, 4.1, 7.2, 8.1) and not from
 * `sessionMachine`: `session.model.test.ts` replays this model's paths on the machine (not
 * part of the public API). The context is what can be observed after each step.
 */
import { expect } from "vitest"
import { assign, enqueueActions, setup } from "xstate"
import type { Credentials } from "../api/account"
import type { User } from "../domain/user"
import type { LogoutInput, SessionEmitted, SessionEvent } from "./session.machine"

/** What can be observed of the session after a step. */
export interface SessionObservation {
  readonly user: User | null
  /** What the device keeps between visits (spec 3.1). */
  readonly stored: User | null
  /** Why the last login failed; `null` when it did not. */
  readonly error: unknown
  /** What the login calls still waiting for an answer were sent. */
  readonly loginCalls: ReadonlyArray<Credentials>
  /** What the logout calls still waiting for an answer were sent. */
  readonly logoutCalls: ReadonlyArray<LogoutInput>
  /** How many calls picking up the cookie's session (spec 2.10) still wait for an answer. */
  readonly resumeCalls: number
}

/** The user's events, and the answers of the account calls (spec 7.2). */
export type SessionModelEvent =
  /** The session's token refresh is the client's job (8.1): the model has no REFRESH. */
  | Exclude<SessionEvent, { readonly type: "REFRESH" }>
  | { readonly type: "login.answers"; readonly user: User }
  | { readonly type: "login.fails"; readonly error: unknown }
  | { readonly type: "logout.answers" }
  | { readonly type: "logout.fails"; readonly error: unknown }
  | { readonly type: "resume.answers"; readonly user: User }
  | { readonly type: "resume.fails"; readonly error: unknown }

/** Logged in when the jwt is non-empty (spec 3.1). */
const signedIn = (user: User | null): boolean => (user?.jwt ?? "") !== ""

/** A login answer without a token is a failed login; what it failed with is the machine's wording. */
const someError = expect.any(Error) as unknown

/** The signed-in user changed: the device keeps the new one (spec 3.1). */
const keep = (user: User | null) => ({ user, stored: user })

export const sessionModel = setup({
  types: {
    input: {} as { readonly stored: User | null },
    context: {} as SessionObservation,
    events: {} as SessionModelEvent,
    emitted: {} as SessionEmitted
  },
  actions: {
    // Logging out and an expiry clear the user and what is stored, and send the app to '/' (spec 4.1).
    endSession: enqueueActions(({ enqueue }, params: { readonly reason: "logout" | "expired" }) => {
      enqueue.assign({ user: null, stored: null, logoutCalls: [] })
      enqueue.emit({ type: "loggedOut", reason: params.reason })
    })
  }
}).createMachine({
  id: "sessionModel",
  context: ({ input }) => ({ user: input.stored, stored: input.stored, error: null, loginCalls: [], logoutCalls: [], resumeCalls: 0 }),
  initial: "restoring",
  states: {
    // The user kept on the device is signed in if it has a token (spec 3.1).
    restoring: {
      always: [{ guard: ({ context }) => signedIn(context.user), target: "loggedIn" }, { target: "anonymous", actions: assign({ user: null }) }]
    },
    anonymous: {
      on: {
        LOGIN: {
          target: "loggingIn",
          actions: assign({ error: null, loginCalls: ({ event }) => [event.credentials] })
        },
        // Back from a sign-in with Google or Facebook, only the refresh cookie is set (spec 2.10):
        // the session asks the server for the user of that cookie.
        RESUME: { target: "resuming", actions: assign({ error: null, resumeCalls: 1 }) }
      }
    },
    // Like a login: an answer with a token signs in, and the login page shows why not otherwise.
    resuming: {
      on: {
        "resume.answers": [
          {
            guard: ({ event }) => signedIn(event.user),
            target: "loggedIn",
            actions: assign({ user: ({ event }) => event.user, stored: ({ event }) => event.user, resumeCalls: 0 })
          },
          { target: "anonymous", actions: assign({ error: someError, resumeCalls: 0 }) }
        ],
        "resume.fails": { target: "anonymous", actions: assign({ error: ({ event }) => event.error, resumeCalls: 0 }) }
      }
    },
    loggingIn: {
      on: {
        "login.answers": [
          {
            guard: ({ event }) => signedIn(event.user),
            target: "loggedIn",
            actions: assign({ user: ({ event }) => event.user, stored: ({ event }) => event.user, loginCalls: [] })
          },
          { target: "anonymous", actions: assign({ error: someError, loginCalls: [] }) }
        ],
        // The login form shows why: the error as the call failed with it.
        "login.fails": { target: "anonymous", actions: assign({ error: ({ event }) => event.error, loginCalls: [] }) }
      }
    },
    loggedIn: {
      on: {
        // The logout call carries the session's bearer (spec 7.1, 7.2).
        LOGOUT: { target: "loggingOut", actions: assign({ logoutCalls: ({ context }) => [{ token: context.user?.jwt ?? null }] }) },
        // The refresh failed (8.1): the session ends as on logout, without the logout call.
        SESSION_EXPIRED: { target: "anonymous", actions: { type: "endSession", params: { reason: "expired" } } },
        TOKEN_REFRESHED: { actions: assign(({ context, event }) => keep(context.user && { ...context.user, jwt: event.jwt })) },
        // PATCH answers with the new user, which replaces the stored one; the token stays (7.2).
        USER_UPDATED: {
          actions: assign(({ context, event }) => keep({ ...event.user, jwt: event.user.jwt ?? context.user?.jwt ?? "" }))
        },
        // Choosing a language sets the user's language (spec 2.3, 3.1).
        LANGUAGE_CHANGED: {
          actions: assign(({ context, event }) => keep(context.user && { ...context.user, language: event.language }))
        }
      }
    },
    // Logged out whatever the call answers: the user asked to leave (spec 4.1).
    loggingOut: {
      on: {
        "logout.answers": { target: "anonymous", actions: { type: "endSession", params: { reason: "logout" } } },
        "logout.fails": { target: "anonymous", actions: { type: "endSession", params: { reason: "logout" } } }
      }
    }
  }
})
