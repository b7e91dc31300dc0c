import { assign, emit, fromPromise, setup } from "xstate"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { seenMarkKeys } from "../queries/staleKeys"

/** Events of {@link seenMarkerMachine}: the items now on screen ('answer:<id>', 'message:<id>'). */
export type SeenMarkerEvent = { readonly type: "SHOWN"; readonly items: ReadonlyArray<string> }

/** Context of {@link seenMarkerMachine}. */
export interface SeenMarkerContext {
  /** The items being marked now. */
  readonly marking: ReadonlyArray<string>
  /** Items shown while a mark was on its way: marked right after it. */
  readonly next: ReadonlyArray<string> | null
}

/**
 * Marks what a person has seen (spec 3.13: opening an item marks it seen, `v1/seen-by/mark`), for
 * as long as the page is open: each new list of items shown (an answer or a message that arrived
 * meanwhile) is marked too. A list shown while a mark is on its way waits for it, the latest one
 * only. An empty list marks nothing; a failed mark only leaves a counter up, so it says nothing
 * and the next list is marked all the same. Each mark that went through emits `marked`, and
 * QUERIES_STALE for the counters and the lists of threads with their unseen counts.
 *
 * Actor slot: `mark`: the items → nothing (parentActors' `markSeen`).
 */
export const seenMarkerMachine = setup({
  types: {
    context: {} as SeenMarkerContext,
    events: {} as SeenMarkerEvent,
    emitted: {} as { readonly type: "marked" } | QueriesStale
  },
  actors: {
    mark: fromPromise<void, ReadonlyArray<string>>(async () => {
      throw new Error("provide the seen marker's 'mark' actor")
    })
  },
  guards: {
    hasItems: ({ event }) => event.items.length > 0,
    hasNext: ({ context }) => context.next !== null
  }
}).createMachine({
  id: "seenMarker",
  context: { marking: [], next: null },
  initial: "idle",
  states: {
    idle: {
      on: { SHOWN: { guard: "hasItems", target: "marking", actions: assign({ marking: ({ event }) => event.items }) } }
    },
    marking: {
      on: { SHOWN: { guard: "hasItems", actions: assign({ next: ({ event }) => event.items }) } },
      invoke: {
        src: "mark",
        input: ({ context }) => context.marking,
        onDone: {
          target: "settled",
          actions: [
            emit({ type: "marked" }),
            emit({ type: QUERIES_STALE, keys: seenMarkKeys })
          ]
        },
        onError: { target: "settled" }
      }
    },
    settled: {
      always: [
        { guard: "hasNext", target: "marking", actions: assign(({ context }) => ({ marking: context.next!, next: null })) },
        { target: "idle" }
      ]
    }
  }
})
