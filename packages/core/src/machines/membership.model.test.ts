import { describe } from "vitest"
import { createActor, createMachine, waitFor, type EventObject } from "xstate"
import { apiError } from "../api/errors"
import type { Membership, MembershipStatus, SubscriberRole } from "../domain/membership"
import type { FormToast } from "./formFailure"
import { membershipMachine, type MembershipEmitted, type ResignInput, type SubscribeInput } from "./membership.machine"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { aMembership } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * Subscribing to a facility, as spec 4.5, 4.8 and 8.1 describe it: waiting for login (a guest
 * who chose to subscribe is sent to log in, keeping the role, and after logging in the
 * subscription is sent — unless they already belong to the facility) → waiting for
 * verification → confirmed, or rejected by the facility; the member may resign after
 * confirming it (then nothing ties them to the facility). A refused call shows its red toast
 * and changes nothing; a server failure shows none. Every change made here is announced, so
 * the app reads the memberships again.
 */
interface Context {
  readonly status: MembershipStatus | null
  /** The role the subscription is sent with. */
  readonly role: SubscriberRole | null
  readonly toasts: ReadonlyArray<string>
  readonly announced: ReadonlyArray<MembershipStatus | null>
  readonly loginRequired: ReadonlyArray<SubscriberRole>
}

const choose = (role: SubscriberRole) => assignModel<Context>({ role })
const refreshedTo = (status: MembershipStatus | null) => ({ target: "decide", actions: assignModel<Context>({ status }) }) as const
const refreshes = { FACILITY_CONFIRMED: refreshedTo("accepted"), FACILITY_REJECTED: refreshedTo("rejected"), MEMBERSHIP_GONE: refreshedTo(null) }
const toast = (key: string) => assignModel<Context>(({ context }) => ({ toasts: [...context.toasts, key] }))
const announce = (status: MembershipStatus | null) =>
  assignModel<Context>(({ context }) => ({ status, announced: [...context.announced, status] }))
const resignable = { RESIGN: "confirmingResign" } as const

/** A guest's states: choosing to subscribe sends them to log in. */
const guestStates = {
  guest: {
    on: {
      SUBSCRIBE_PARENT: {
        target: "awaitingLogin",
        actions: assignModel<Context>(({ context }) => ({ role: "parent", loginRequired: [...context.loginRequired, "parent"] }))
      },
      SUBSCRIBE_TEACHER: {
        target: "awaitingLogin",
        actions: assignModel<Context>(({ context }) => ({ role: "teacher", loginRequired: [...context.loginRequired, "teacher"] }))
      }
    }
  },
  awaitingLogin: {
    on: {
      LOG_IN_NEW: "subscribing",
      LOG_IN_MEMBER: { target: "accepted", actions: assignModel<Context>({ status: "accepted" }) },
      CANCEL: "guest"
    }
  }
} as const

const membershipModel = (signedIn: boolean) =>
  createMachine({
    types: {} as { context: Context },
    id: "membership",
    context: { status: null, role: null, toasts: [], announced: [], loginRequired: [] },
    initial: signedIn ? "none" : "guest",
    states: {
      // Only a guest waits for login.
      ...(signedIn ? {} : guestStates),
      // Where a fresh read of the membership leads.
      decide: {
        always: [
          { guard: ({ context }) => context.status === "pending", target: "pending" },
          { guard: ({ context }) => context.status === "accepted", target: "accepted" },
          { guard: ({ context }) => context.status === "rejected", target: "rejected" },
          { target: "none" }
        ]
      },
      none: {
        on: {
          SUBSCRIBE_PARENT: { target: "subscribing", actions: choose("parent") },
          SUBSCRIBE_TEACHER: { target: "subscribing", actions: choose("teacher") },
          ...refreshes
        }
      },
      subscribing: {
        on: {
          SUBSCRIBED: { target: "pending", actions: announce("pending") },
          ALREADY_MEMBER: { target: "decide", actions: toast("ERROR_CONFLICT") },
          SERVER_FAILED: "decide"
        }
      },
      pending: { on: { ...resignable, ...refreshes } },
      accepted: { on: { ...resignable, ...refreshes } },
      rejected: { on: { ...resignable, ...refreshes } },
      confirmingResign: { on: { CONFIRM: "resigning", CANCEL: "decide" } },
      resigning: {
        on: {
          RESIGNED: { target: "none", actions: announce(null) },
          RESIGN_REFUSED: { target: "decide", actions: toast("ERROR_FORBIDDEN") }
        }
      }
    }
  })

const events = [
  "SUBSCRIBE_PARENT",
  "SUBSCRIBE_TEACHER",
  "LOG_IN_NEW",
  "LOG_IN_MEMBER",
  "CANCEL",
  "SUBSCRIBED",
  "ALREADY_MEMBER",
  "SERVER_FAILED",
  "FACILITY_CONFIRMED",
  "FACILITY_REJECTED",
  "MEMBERSHIP_GONE",
  "RESIGN",
  "CONFIRM",
  "RESIGNED",
  "RESIGN_REFUSED"
].map((type) => ({ type }))

function start(signedIn: boolean) {
  const subscribe = controllablePromise<Membership, SubscribeInput>()
  const resign = controllablePromise<void, ResignInput>()
  const actor = createActor(membershipMachine.provide({ actors: { subscribe: subscribe.logic, resign: resign.logic } }), {
    input: { facility: { id: 7, slug: "przedszkole-7" }, signedIn, membership: null }
  })
  const emitted: MembershipEmitted[] = []
  actor.on("*", (event) => emitted.push(event))
  actor.start()
  return { actor, subscribe, resign, emitted }
}
type System = ReturnType<typeof start>

const settled = (system: System) => waitFor(system.actor, (snapshot) => !snapshot.matches("subscribing") && !snapshot.matches("resigning"))
const refreshed: Record<string, Membership | null> = {
  FACILITY_CONFIRMED: aMembership("accepted"),
  FACILITY_REJECTED: aMembership("rejected"),
  MEMBERSHIP_GONE: null
}

async function perform(system: System, { type }: EventObject) {
  const { actor, subscribe, resign } = system
  const lastRole = () => subscribe.latest().input.role
  if (type === "SUBSCRIBE_PARENT") actor.send({ type: "SUBSCRIBE", role: "parent" })
  else if (type === "SUBSCRIBE_TEACHER") actor.send({ type: "SUBSCRIBE", role: "teacher" })
  else if (type === "LOG_IN_NEW") actor.send({ type: "LOGGED_IN", membership: null })
  else if (type === "LOG_IN_MEMBER") actor.send({ type: "LOGGED_IN", membership: aMembership("accepted") })
  else if (type in refreshed) actor.send({ type: "REFRESHED", membership: refreshed[type] ?? null })
  else if (type === "RESIGN" || type === "CONFIRM" || type === "CANCEL") actor.send({ type })
  else {
    if (type === "SUBSCRIBED") await subscribe.latest().resolve(aMembership("pending", lastRole()))
    else if (type === "ALREADY_MEMBER") await subscribe.latest().reject(apiError("ERROR_CONFLICT"))
    else if (type === "SERVER_FAILED") await subscribe.latest().reject(apiError("ERROR_UNCAUGHT"))
    else if (type === "RESIGNED") await resign.latest().resolve()
    else await resign.latest().reject(apiError("ERROR_FORBIDDEN"))
    await settled(system)
  }
}

const observe = ({ actor, subscribe, resign, emitted }: System) => {
  const { value, context } = actor.getSnapshot()
  return {
    state: value,
    status: context.membership?.status ?? null,
    toasts: emitted.filter((event): event is FormToast => event.type === "toast").map((event) => event.key),
    announced: emitted.flatMap((event) => (event.type === "membershipChanged" ? [event.membership?.status ?? null] : [])),
    loginRequired: emitted.flatMap((event) => (event.type === "loginRequired" ? [event.role] : [])),
    calling: value === "subscribing" ? subscribe.latest().input : value === "resigning" ? resign.latest().input : null
  }
}

const expected = ({ value, context }: { value: unknown; context: Context }) => ({
  state: value,
  status: context.status,
  toasts: context.toasts,
  announced: context.announced,
  loginRequired: context.loginRequired,
  calling:
    value === "subscribing"
      ? { facilityRef: "przedszkole-7", role: context.role }
      : value === "resigning"
        ? { facilityRef: "przedszkole-7" }
        : null
})

const replay = (signedIn: boolean) => ({
  start: () => start(signedIn),
  perform,
  observe,
  expected,
  stop: (system: System) => system.actor.stop(),
  // What was shown and announced grows without end; where the machine can go does not depend on it.
  vertex: ({ status, role }: Context) => ({ status, role })
})

describe("membershipMachine — model-based, signed in (spec 4.5, 8.1)", () => {
  replayModelPaths(membershipModel(true), events, replay(true))
})

describe("membershipMachine — model-based, as a guest (spec 4.5, 4.8)", () => {
  replayModelPaths(membershipModel(false), events, replay(false))
})
