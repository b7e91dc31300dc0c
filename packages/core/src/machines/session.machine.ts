import { assertEvent, assign, emit, fromPromise, setup } from "xstate"
import type { Credentials } from "../api/account"
import { ConnectionError } from "../client/connectionError"
import type { EndpointError } from "../client/pociechaClient"
import { displayName } from "../domain/rules/displayName"
import type { UserShadowFacility } from "../domain/shadowFacility"
import type { Language, User, UserFacility } from "../domain/user"
import { memoryUserStorage } from "./userStorage"
import type { UserStorage } from "./userStorage"

/** Input of {@link sessionMachine}: where the user is kept between visits (memory by default). */
export interface SessionInput {
  readonly storage?: UserStorage
}

/** Why a login failed: an error the login endpoint declares, or a ConnectionError. */
export type LoginError = EndpointError<"account", "login">

/** Why picking up a session started outside the app failed: an error of `v1/account/session`. */
export type ResumeError = EndpointError<"account", "resumeSession">

/** Why the last way in (a login, or picking up a session) failed. */
export type SessionError = LoginError | ResumeError

/** Context of {@link sessionMachine}. */
export interface SessionContext {
  /** The signed-in user with their jwt and facility lists; `null` when anonymous. */
  readonly user: User | null
  /** Why the last login (or resume) failed; `null` otherwise. */
  readonly error: SessionError | null
  /** The storage dependency (not state): read while restoring, written after every change. */
  readonly storage: UserStorage
}

/** Events of {@link sessionMachine}. */
export type SessionEvent =
  | { readonly type: "LOGIN"; readonly credentials: Credentials }
  /**
   * Pick up a session the server started outside the app — a sign-in with Google or Facebook
   * ends on the login page with only the refresh cookie set (spec 2.10).
   */
  | { readonly type: "RESUME" }
  | { readonly type: "LOGOUT" }
  /** A new access token, which the client obtained when a call needed it: stored with the user. */
  | { readonly type: "TOKEN_REFRESHED"; readonly jwt: string }
  /** The account as returned by PATCH: replaces the stored user (keeping the jwt). */
  | { readonly type: "USER_UPDATED"; readonly user: User }
  /** The client's refresh failed: the session ends as on logout, without the logout call. */
  | { readonly type: "SESSION_EXPIRED" }
  /**
   * A new e-mail address was confirmed on this device: the server ended every session of the
   * account, so this one ends as on logout, without the call — the page that confirmed it says
   * so and asks to sign in with the new address, where an expiry would send the person away.
   */
  | { readonly type: "EMAIL_CHANGED" }
  | { readonly type: "LANGUAGE_CHANGED"; readonly language: Language }

/** Emitted by {@link sessionMachine}: after `loggedOut` the app navigates to '/' (spec 4.1). */
export type SessionEmitted = { readonly type: "loggedOut"; readonly reason: LoggedOutReason }

/** Why a session ended: a logout, an expiry (or one ended elsewhere), or this device's e-mail change. */
export type LoggedOutReason = "logout" | "expired" | "emailChanged"

/** Input of the `logout` actor: the bearer of the ending session. */
export interface LogoutInput {
  readonly token: string | null
}

const hasToken = (user: User | null | undefined): boolean => (user?.jwt ?? "") !== ""

/**
 * The user a login or resume answered with. Named guards and actions are typed by the machine's
 * own events, not by the done events of its actors, hence the cast.
 */
const answeredUser = (event: unknown): User => (event as { readonly output: User }).output

/**
 * The signed-in user (spec 3.1, 4.1).
 *
 * States: `restoring` (transient: reads the stored user) → `anonymous` | `loggedIn`;
 * `anonymous` —LOGIN→ `loggingIn` → `loggedIn` (or back to `anonymous` with `error`);
 * `anonymous` —RESUME→ `resuming` → `loggedIn` (or back to `anonymous` with `error`);
 * `loggedIn` —LOGOUT→ `loggingOut` → `anonymous`. The client refreshes the access token itself
 * (one refresh at a time, see makePociechaClient) and reports it with TOKEN_REFRESHED, or
 * SESSION_EXPIRED when the refresh failed.
 *
 * Logging out (and an expired session) clears the user together with `facilities` and
 * `shadow_facilities`, stores `null` even when the logout call fails, and emits
 * `{ type: "loggedOut" }` so the app goes to '/'. After a password change, an e-mail change
 * or account deletion the app sends LOGOUT.
 *
 * Actor slots to fill with `machine.provide({ actors: sessionActors(api) })`:
 * - `login`: `fromPromise<User, Credentials>` — `POST v1/account/login`, rejecting with a
 *   {@link LoginError};
 * - `logout`: `fromPromise<void, { token }>` — `POST v1/account/logout`;
 * - `resume`: `fromPromise<User>` — `POST v1/account/session`, rejecting with a {@link ResumeError}.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput | undefined,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted
  },
  actors: {
    login: fromPromise<User, Credentials>(async () => {
      throw new Error("provide the 'login' actor")
    }),
    logout: fromPromise<void, LogoutInput>(async () => {
      throw new Error("provide the 'logout' actor")
    }),
    resume: fromPromise<User>(async () => {
      throw new Error("provide the 'resume' actor")
    })
  },
  guards: {
    answerCarriesToken: ({ event }) => hasToken(answeredUser(event))
  },
  actions: {
    persist: ({ context }) => context.storage.save(context.user),
    keepAnsweredUser: assign({ user: ({ event }) => answeredUser(event) }),
    refuseAnswerWithoutToken: assign({
      error: () => new ConnectionError({ cause: new Error("The answer carried no token") })
    }),
    clearUser: assign({ user: null }),
    notifyLoggedOut: emit((_, params: { reason: LoggedOutReason }) => ({
      type: "loggedOut" as const,
      reason: params.reason
    }))
  }
}).createMachine({
  id: "session",
  context: ({ input }) => ({ user: null, error: null, storage: input?.storage ?? memoryUserStorage() }),
  initial: "restoring",
  states: {
    restoring: {
      entry: assign({ user: ({ context }) => context.storage.load() }),
      always: [
        { guard: ({ context }) => hasToken(context.user), target: "loggedIn" },
        { target: "anonymous", actions: "clearUser" }
      ]
    },
    anonymous: {
      on: {
        LOGIN: { target: "loggingIn", actions: assign({ error: null }) },
        RESUME: { target: "resuming", actions: assign({ error: null }) }
      }
    },
    loggingIn: {
      invoke: {
        id: "login",
        src: "login",
        input: ({ event }) => {
          assertEvent(event, "LOGIN")
          return event.credentials
        },
        // A login or resume answer signs in when it carries a token.
        onDone: [
          { guard: "answerCarriesToken", target: "loggedIn", actions: ["keepAnsweredUser", "persist"] },
          { target: "anonymous", actions: "refuseAnswerWithoutToken" }
        ],
        // XState types a rejection as unknown; the login actor rejects only with a LoginError.
        onError: { target: "anonymous", actions: assign({ error: ({ event }) => event.error as LoginError }) }
      }
    },
    resuming: {
      invoke: {
        id: "resume",
        src: "resume",
        // A login or resume answer signs in when it carries a token.
        onDone: [
          { guard: "answerCarriesToken", target: "loggedIn", actions: ["keepAnsweredUser", "persist"] },
          { target: "anonymous", actions: "refuseAnswerWithoutToken" }
        ],
        // The resume actor rejects only with a ResumeError.
        onError: { target: "anonymous", actions: assign({ error: ({ event }) => event.error as ResumeError }) }
      }
    },
    loggedIn: {
      on: {
        LOGOUT: "loggingOut",
        TOKEN_REFRESHED: {
          actions: [assign({ user: ({ context, event }) => context.user && { ...context.user, jwt: event.jwt } }), "persist"]
        },
        USER_UPDATED: {
          actions: [
            assign({
              user: ({ context, event }) => {
                const jwt = event.user.jwt ?? context.user?.jwt
                return jwt === undefined ? event.user : { ...event.user, jwt }
              }
            }),
            "persist"
          ]
        },
        LANGUAGE_CHANGED: {
          actions: [
            assign({ user: ({ context, event }) => context.user && { ...context.user, language: event.language } }),
            "persist"
          ]
        },
        SESSION_EXPIRED: {
          target: "anonymous",
          actions: ["clearUser", "persist", { type: "notifyLoggedOut", params: { reason: "expired" } }]
        },
        EMAIL_CHANGED: {
          target: "anonymous",
          actions: ["clearUser", "persist", { type: "notifyLoggedOut", params: { reason: "emailChanged" } }]
        }
      }
    },
    loggingOut: {
      invoke: {
        id: "logout",
        src: "logout",
        input: ({ context }) => ({ token: context.user?.jwt ?? null }),
        onDone: {
          target: "anonymous",
          actions: ["clearUser", "persist", { type: "notifyLoggedOut", params: { reason: "logout" } }]
        },
        onError: {
          target: "anonymous",
          actions: ["clearUser", "persist", { type: "notifyLoggedOut", params: { reason: "logout" } }]
        }
      }
    }
  }
})

/** The part of a session snapshot the selectors read. */
export interface SessionSnapshotLike {
  readonly context: Pick<SessionContext, "user">
}

/** The signed-in user, or `null`. */
export const selectUser = (snapshot: SessionSnapshotLike): User | null => snapshot.context.user

/** Logged in when the user's jwt is non-empty (spec 3.1, 4.1). */
export const selectIsLogged = (snapshot: SessionSnapshotLike): boolean => hasToken(snapshot.context.user)

const none: ReadonlyArray<UserFacility> = []

/** The user's 'My facilities' list; empty when anonymous. */
export const selectFacilities = (snapshot: SessionSnapshotLike): ReadonlyArray<UserFacility> =>
  snapshot.context.user?.facilities ?? none

const noShadows: ReadonlyArray<UserShadowFacility> = []

/** The user's claims and creations, waiting or declined (shadow facilities); empty when anonymous. */
export const selectShadowFacilities = (snapshot: SessionSnapshotLike): ReadonlyArray<UserShadowFacility> =>
  snapshot.context.user?.shadow_facilities ?? noShadows

/** Name plus surname; `null` when either is missing, so the UI shows its 'no data' label. */
export const selectDisplayName = (snapshot: SessionSnapshotLike): string | null =>
  snapshot.context.user === null ? null : displayName(snapshot.context.user)
