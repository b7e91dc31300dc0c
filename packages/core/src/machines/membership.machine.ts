import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from "xstate"
import type { Membership, SubscriberRole } from "../domain/membership"
import { canResign } from "../domain/rules/activityPermissions"
import { facilityRefOf, type FacilityIdentity } from "../domain/rules/facilityRef"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { facilityKeys, membershipKeys } from "../queries/queryKeys"
import { readFailedCall, type FormToast } from "./formFailure"

/** Input of {@link membershipMachine}. */
export interface MembershipInput {
  /** The facility: the calls and the cache keys name it by its ref (facilityRefOf). */
  readonly facility: FacilityIdentity
  readonly signedIn: boolean
  /** My membership of this facility (from myMembershipsQuery), or null. */
  readonly membership: Membership | null
}

/** Context of {@link membershipMachine}. */
export interface MembershipContext {
  /** The facility's ref (facilityRefOf), as its runners' member list is keyed. */
  readonly facilityRef: string
  readonly signedIn: boolean
  readonly membership: Membership | null
  /** The role chosen to subscribe as; kept while a guest logs in. */
  readonly role: SubscriberRole | null
}

/** Events of {@link membershipMachine}. */
export type MembershipEvent =
  | { readonly type: "SUBSCRIBE"; readonly role: SubscriberRole }
  /** The guest logged in; `membership` is theirs of this facility, if any. */
  | { readonly type: "LOGGED_IN"; readonly membership: Membership | null }
  /** A fresh read of my membership (e.g. the facility decided meanwhile). */
  | { readonly type: "REFRESHED"; readonly membership: Membership | null }
  | { readonly type: "RESIGN" }
  | { readonly type: "CONFIRM" }
  | { readonly type: "CANCEL" }

/** Emitted by {@link membershipMachine}. */
export type MembershipEmitted =
  | FormToast
  /** A guest chose to subscribe: the app goes to login (spec 4.8) and comes back with LOGGED_IN. */
  | { readonly type: "loginRequired"; readonly role: SubscriberRole }
  /** Subscribing or resigning changed my membership: the app reads my memberships again. */
  | { readonly type: "membershipChanged"; readonly membership: Membership | null }
  /** The same change, as the cache keys it made stale: my memberships and the facility's member list. */
  | QueriesStale

/** Input of the `subscribe` actor. */
export interface SubscribeInput {
  readonly facilityRef: string
  readonly role: SubscriberRole
}

/** Input of the `resign` actor. */
export interface ResignInput {
  readonly facilityRef: string
}

/**
 * Subscribing to a facility as a parent or a teacher (spec 4.5, 4.8): waiting for login (a
 * guest) → waiting for verification (`pending`) → `accepted`, or `rejected` by the facility.
 * A parent or teacher member may resign (a teacher 'leaves the facility'), after confirming;
 * the facility's OWNER or ADMIN may not (canResign). The facility decides elsewhere: REFRESHED
 * brings a fresh read of my membership. Show a status with membershipStatusDisplay.
 *
 * States: `guest` —SUBSCRIBE→ `awaitingLogin` (emits `loginRequired`) —LOGGED_IN→ `subscribing`
 * (or straight to my membership's state when I already had one); `none` —SUBSCRIBE→
 * `subscribing` → `pending` (or whatever status the server answered); `pending` | `accepted` |
 * `rejected` —RESIGN→ `confirmingResign` —CONFIRM→ `resigning` → `none`; CANCEL goes back. A
 * failed call shows spec 8.1's toast and changes nothing.
 *
 * Actor slots (parentActors): `subscribe`: `{ facilityRef, role } → Membership`; `resign`:
 * `{ facilityRef } → void`.
 */
export const membershipMachine = setup({
  types: {
    input: {} as MembershipInput,
    context: {} as MembershipContext,
    events: {} as MembershipEvent,
    emitted: {} as MembershipEmitted
  },
  actors: {
    subscribe: fromPromise<Membership, SubscribeInput>(async () => {
      throw new Error("provide the membership's 'subscribe' actor")
    }),
    resign: fromPromise<void, ResignInput>(async () => {
      throw new Error("provide the membership's 'resign' actor")
    })
  },
  guards: {
    hasStatus: ({ context }, status: Membership["status"]) => context.membership?.status === status,
    mayResign: ({ context }) => canResign(context.membership)
  },
  actions: {
    chooseRole: assign({
      role: ({ event }) => {
        assertEvent(event, "SUBSCRIBE")
        return event.role
      }
    }),
    takeMembership: assign({
      membership: ({ event }) => {
        assertEvent(event, ["REFRESHED", "LOGGED_IN"])
        return event.membership
      }
    }),
    showFailure: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      const toast = readFailedCall(params.error).toast
      if (toast !== null) enqueue.emit(toast)
    }),
    announce: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: "membershipChanged", membership: context.membership })
      enqueue.emit({ type: QUERIES_STALE, keys: [membershipKeys.all, facilityKeys.members(context.facilityRef)] })
    })
  }
}).createMachine({
  id: "membership",
  context: ({ input }) => ({ facilityRef: facilityRefOf(input.facility), signedIn: input.signedIn, membership: input.membership, role: null }),
  initial: "route",
  states: {
    // Where my membership stands decides the state.
    route: {
      always: [
        { guard: ({ context }) => !context.signedIn, target: "guest" },
        { guard: { type: "hasStatus", params: "pending" }, target: "pending" },
        { guard: { type: "hasStatus", params: "accepted" }, target: "accepted" },
        { guard: { type: "hasStatus", params: "rejected" }, target: "rejected" },
        { target: "none" }
      ]
    },
    guest: {
      on: {
        SUBSCRIBE: {
          target: "awaitingLogin",
          actions: ["chooseRole", emit(({ event }) => ({ type: "loginRequired" as const, role: event.role }))]
        }
      }
    },
    awaitingLogin: {
      on: {
        LOGGED_IN: [
          {
            guard: ({ event }) => event.membership !== null,
            target: "route",
            actions: [assign({ signedIn: true }), "takeMembership"]
          },
          { target: "subscribing", actions: assign({ signedIn: true }) }
        ],
        CANCEL: "guest"
      }
    },
    none: {
      on: { SUBSCRIBE: { target: "subscribing", actions: "chooseRole" }, REFRESHED: { target: "route", actions: "takeMembership" } }
    },
    subscribing: {
      invoke: {
        id: "subscribe",
        src: "subscribe",
        // SUBSCRIBE chose the role on the way here.
        input: ({ context }) => ({ facilityRef: context.facilityRef, role: context.role as SubscriberRole }),
        onDone: { target: "route", actions: [assign({ membership: ({ event }) => event.output }), "announce"] },
        onError: { target: "route", actions: { type: "showFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    pending: { on: { RESIGN: { guard: "mayResign", target: "confirmingResign" }, REFRESHED: { target: "route", actions: "takeMembership" } } },
    accepted: { on: { RESIGN: { guard: "mayResign", target: "confirmingResign" }, REFRESHED: { target: "route", actions: "takeMembership" } } },
    rejected: { on: { RESIGN: { guard: "mayResign", target: "confirmingResign" }, REFRESHED: { target: "route", actions: "takeMembership" } } },
    confirmingResign: {
      on: { CONFIRM: "resigning", CANCEL: "route" }
    },
    resigning: {
      invoke: {
        id: "resign",
        src: "resign",
        input: ({ context }) => ({ facilityRef: context.facilityRef }),
        onDone: { target: "route", actions: [assign({ membership: null }), "announce"] },
        onError: { target: "route", actions: { type: "showFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    }
  }
})
