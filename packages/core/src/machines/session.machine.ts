import { assertEvent, assign, emit, fromPromise, setup } from "xstate"
import type { AccessToken, Credentials } from "../api/account"
import { displayName } from "../domain/rules/displayName"
import type { Language, User, UserFacility } from "../domain/user"
import { memoryUserStorage } from "./userStorage"
import type { UserStorage } from "./userStorage"

/** Input of {@link sessionMachine}: where the user is kept between visits (memory by default). */
export interface SessionInput {
  readonly storage?: UserStorage
}

/** Context of {@link sessionMachine}. */
export interface SessionContext {
  /** The signed-in user with their jwt and facility lists; `null` when anonymous. */
  readonly user: User | null
  /** Why the last login failed; `null` otherwise. */
  readonly error: unknown | null
  /** The storage dependency (not state): read while restoring, written after every change. */
  readonly storage: UserStorage
}

/** Events of {@link sessionMachine}. */
export type SessionEvent =
  | { readonly type: "LOGIN"; readonly credentials: Credentials }
  | { readonly type: "LOGOUT" }
  /** Ask for a new access token; ignored while one is already being fetched (single flight). */
  | { readonly type: "REFRESH" }
  /** A new access token obtained elsewhere (e.g. by the client): stored with the user. */
  | { readonly type: "TOKEN_REFRESHED"; readonly jwt: string }
  /** The account as returned by PATCH: replaces the stored user (keeping the jwt). */
  | { readonly type: "USER_UPDATED"; readonly user: User }
  /** The refresh failed: the session ends as on logout, without the logout call. */
  | { readonly type: "SESSION_EXPIRED" }
  | { readonly type: "LANGUAGE_CHANGED"; readonly language: Language }

/** Emitted by {@link sessionMachine}: after `loggedOut` the app navigates to '/' (spec 4.1). */
export type SessionEmitted = { readonly type: "loggedOut"; readonly reason: "logout" | "expired" }

/** Input of the `logout` actor: the bearer of the ending session. */
export interface LogoutInput {
  readonly token: string | null
}

const hasToken = (user: User | null | undefined): boolean => (user?.jwt ?? "") !== ""

/**
 * The signed-in user (spec 3.1, 4.1).
 *
 * States: `restoring` (transient: reads the stored user) → `anonymous` | `loggedIn`;
 * `anonymous` —LOGIN→ `loggingIn` → `loggedIn` (or back to `anonymous` with `error`);
 * `loggedIn.idle` —REFRESH→ `loggedIn.refreshing` (one refresh at a time: rotating refresh
 * tokens break when two refreshes race); `loggedIn` —LOGOUT→ `loggingOut` → `anonymous`.
 *
 * Logging out (and an expired session) clears the user together with `facilities` and
 * `shadow_facilities`, stores `null` even when the logout call fails, and emits
 * `{ type: "loggedOut" }` so the app goes to '/'. After a password change, an e-mail change
 * or account deletion the app sends LOGOUT.
 *
 * Actor slots to fill with `machine.provide({ actors })`:
 * - `login`: `fromPromise<User, Credentials>` — `POST v1/account/login`;
 * - `logout`: `fromPromise<void, { token }>` — `POST v1/account/logout`;
 * - `refresh`: `fromPromise<{ jwt }, void>` — `POST v1/account/refresh`.
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
    refresh: fromPromise<AccessToken, void>(async () => {
      throw new Error("provide the 'refresh' actor")
    })
  },
  actions: {
    persist: ({ context }) => context.storage.save(context.user),
    clearUser: assign({ user: null }),
    notifyLoggedOut: emit((_, params: { reason: "logout" | "expired" }) => ({
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
      on: { LOGIN: { target: "loggingIn", actions: assign({ error: null }) } }
    },
    loggingIn: {
      invoke: {
        id: "login",
        src: "login",
        input: ({ event }) => {
          assertEvent(event, "LOGIN")
          return event.credentials
        },
        onDone: [
          {
            guard: ({ event }) => hasToken(event.output),
            target: "loggedIn",
            actions: [assign({ user: ({ event }) => event.output }), "persist"]
          },
          { target: "anonymous", actions: assign({ error: () => new Error("The login response carried no token") }) }
        ],
        onError: { target: "anonymous", actions: assign({ error: ({ event }) => event.error }) }
      }
    },
    loggedIn: {
      initial: "idle",
      states: {
        idle: { on: { REFRESH: "refreshing" } },
        refreshing: {
          invoke: {
            id: "refresh",
            src: "refresh",
            onDone: {
              target: "idle",
              actions: [
                assign({ user: ({ context, event }) => context.user && { ...context.user, jwt: event.output.jwt } }),
                "persist"
              ]
            },
            onError: {
              target: "#session.anonymous",
              actions: ["clearUser", "persist", { type: "notifyLoggedOut", params: { reason: "expired" } }]
            }
          }
        }
      },
      on: {
        LOGOUT: "loggingOut",
        TOKEN_REFRESHED: {
          target: ".idle",
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

/** The user's pending claims (shadow facilities); empty when anonymous. */
export const selectShadowFacilities = (snapshot: SessionSnapshotLike): ReadonlyArray<UserFacility> =>
  snapshot.context.user?.shadow_facilities ?? none

/** Name plus surname; `null` when either is missing, so the UI shows its 'no data' label. */
export const selectDisplayName = (snapshot: SessionSnapshotLike): string | null =>
  snapshot.context.user === null ? null : displayName(snapshot.context.user)
