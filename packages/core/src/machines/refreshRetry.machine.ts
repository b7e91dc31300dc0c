import { assign, fromPromise, setup } from "xstate"
import type { AccessToken } from "../api/account"
import { classifyCallFailure } from "./callFailurePolicy"
import type { CallFailure } from "./callFailurePolicy"

/** Input of {@link refreshRetryMachine}: the bearer to send first (`null` when anonymous). */
export interface RefreshRetryInput {
  readonly token: string | null
}

/** Input of the `request` actor: the bearer to send with this attempt. */
export interface AuthenticatedRequestInput {
  readonly token: string | null
}

/** Context of {@link refreshRetryMachine}. */
export interface RefreshRetryContext {
  /** The bearer of the current attempt; the refreshed one after a refresh. */
  readonly token: string | null
  /** True once a refreshed token was obtained (the app hands it to the session). */
  readonly refreshed: boolean
  /** What the request resolved with. */
  readonly response: unknown
  /** The error of the first attempt, kept while refreshing. */
  readonly originalError: unknown
  /** Why the call failed: the decision (spec 8.1) with the original error. */
  readonly failure: CallFailure | null
}

/** Output of {@link refreshRetryMachine} once it is done. */
export type RefreshRetryOutput =
  | { readonly ok: true; readonly response: unknown; readonly token: string | null; readonly refreshed: boolean }
  | { readonly ok: false; readonly failure: CallFailure }

const needsRefresh = (error: unknown) => classifyCallFailure(error, false).kind === "refresh-and-retry"

/**
 * The life of one authenticated call (spec 4.1, 8.1): send it; when it fails with an
 * expired or missing token or missing permissions, refresh the token once and send it
 * again with the new bearer. A retried call is never retried again; when the refresh
 * itself fails the call fails with the ORIGINAL error.
 *
 * States: `requesting` → `refreshing` → `retrying` → `succeeded` | `failed` (both final).
 *
 * Actor slots to fill with `machine.provide({ actors })`:
 * - `request`: `fromPromise<unknown, { token }>` — performs the call with that bearer;
 * - `refresh`: `fromPromise<{ jwt }, void>` — `POST v1/account/refresh`, or better, asks the
 *   session to refresh (single flight, see `sessionMachine`) and returns the new jwt.
 *
 * @example
 * const call = createActor(refreshRetryMachine.provide({ actors: { request, refresh } }), {
 *   input: { token: selectUser(session.getSnapshot())?.jwt ?? null }
 * }).start()
 * const done = await waitFor(call, (s) => s.status === "done")
 */
export const refreshRetryMachine = setup({
  types: {
    input: {} as RefreshRetryInput,
    context: {} as RefreshRetryContext,
    output: {} as RefreshRetryOutput
  },
  actors: {
    request: fromPromise<unknown, AuthenticatedRequestInput>(async () => {
      throw new Error("provide the 'request' actor")
    }),
    refresh: fromPromise<AccessToken, void>(async () => {
      throw new Error("provide the 'refresh' actor")
    })
  }
}).createMachine({
  id: "refreshRetry",
  context: ({ input }) => ({ token: input.token, refreshed: false, response: undefined, originalError: null, failure: null }),
  initial: "requesting",
  states: {
    requesting: {
      invoke: {
        id: "request",
        src: "request",
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: "succeeded", actions: assign({ response: ({ event }) => event.output }) },
        onError: [
          {
            guard: ({ event }) => needsRefresh(event.error),
            target: "refreshing",
            actions: assign({ originalError: ({ event }) => event.error })
          },
          { target: "failed", actions: assign({ failure: ({ event }) => classifyCallFailure(event.error, false) }) }
        ]
      }
    },
    refreshing: {
      invoke: {
        id: "refresh",
        src: "refresh",
        onDone: { target: "retrying", actions: assign({ token: ({ event }) => event.output.jwt, refreshed: true }) },
        onError: {
          target: "failed",
          actions: assign({ failure: ({ context }) => classifyCallFailure(context.originalError, true) })
        }
      }
    },
    retrying: {
      invoke: {
        id: "retry",
        src: "request",
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: "succeeded", actions: assign({ response: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => classifyCallFailure(event.error, true) }) }
      }
    },
    succeeded: { type: "final" },
    failed: { type: "final" }
  },
  output: ({ context }): RefreshRetryOutput =>
    context.failure === null
      ? { ok: true, response: context.response, token: context.token, refreshed: context.refreshed }
      : { ok: false, failure: context.failure }
})
