import { assign, emit, fromPromise, setup } from "xstate"
import type { NearPlace } from "../domain/rules/searchRefinements"

/** Why no origin was found. */
export type NearMeProblem =
  /** The browser's location was refused (by the parent or the browser). */
  | "denied"
  /** The browser has no location to give (no device, a timeout). */
  | "unavailable"
  /** The address typed names no place the app knows. */
  | "not_found"
  /** The address was too short to look up. */
  | "too_short"

/** A failed browser location, as the platform's `locate` rejects it. */
export class LocationRefused extends Error {
  readonly _tag = "LocationRefused"
}

/** Events of {@link nearMeMachine}. */
export type NearMeEvent =
  /** 'Blisko mnie': ask the browser where the parent is (the only moment it is asked). */
  | { readonly type: "LOCATE" }
  | { readonly type: "ADDRESS_CHANGED"; readonly address: string }
  /** Look the typed address up. */
  | { readonly type: "ADDRESS_SUBMITTED" }

/** Emitted by {@link nearMeMachine}: the app writes this origin (and `sort=distance`) to the URL. */
export type NearMeEmitted = { readonly type: "chosen"; readonly near: NearPlace }

/** Fewest letters an address needs before it is looked up. */
const MIN_ADDRESS = 3

/**
 * 'Blisko mnie' (issue 20): the origin of a search, from the browser's location or a typed
 * address. The browser is asked only when the parent presses the button (LOCATE), never on
 * load; an address is looked up by the app's geocoder or its place search (see nearMeActors).
 * A found origin is emitted (`chosen`); a refusal or an unknown address is told (`problem`).
 *
 * States: `idle` —LOCATE→ `locating`, —ADDRESS_SUBMITTED→ `lookingUp`; both → `idle`.
 *
 * Actor slots (nearMeActors; the browser's location is the platform's):
 * - `locate`: `fromPromise<NearPlace>` — rejects with LocationRefused when refused;
 * - `lookUp`: `fromPromise<NearPlace | null, string>`.
 */
export const nearMeMachine = setup({
  types: {
    context: {} as { readonly address: string; readonly problem: NearMeProblem | null },
    events: {} as NearMeEvent,
    emitted: {} as NearMeEmitted
  },
  actors: {
    locate: fromPromise<NearPlace>(async () => {
      throw new Error("provide the 'locate' actor")
    }),
    lookUp: fromPromise<NearPlace | null, string>(async () => {
      throw new Error("provide the 'lookUp' actor")
    })
  }
}).createMachine({
  id: "nearMe",
  context: { address: "", problem: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        LOCATE: { target: "locating", actions: assign({ problem: null }) },
        ADDRESS_CHANGED: { actions: assign({ address: ({ event }) => event.address, problem: null }) },
        ADDRESS_SUBMITTED: [
          { guard: ({ context }) => context.address.trim().length < MIN_ADDRESS, actions: assign({ problem: "too_short" }) },
          { target: "lookingUp", actions: assign({ problem: null }) }
        ]
      }
    },
    locating: {
      invoke: {
        src: "locate",
        onDone: { target: "idle", actions: emit(({ event }) => ({ type: "chosen" as const, near: event.output })) },
        onError: {
          target: "idle",
          actions: assign({ problem: ({ event }) => (event.error instanceof LocationRefused ? "denied" : "unavailable") })
        }
      }
    },
    lookingUp: {
      invoke: {
        src: "lookUp",
        input: ({ context }) => context.address.trim(),
        onDone: [
          { guard: ({ event }) => event.output === null, target: "idle", actions: assign({ problem: "not_found" }) },
          { target: "idle", actions: emit(({ event }) => ({ type: "chosen" as const, near: event.output! })) }
        ],
        onError: { target: "idle", actions: assign({ problem: "not_found" }) }
      }
    }
  }
})
