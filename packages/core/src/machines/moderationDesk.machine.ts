import { assign, emit, fromPromise, setup } from "xstate"
import { RejectPayload, type BulkVerdictPayload, type ModerationTarget } from "../api/moderation"
import type { ModerationDeskFilter } from "../domain/rules/moderationDeskFilter"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { moderationKeys } from "../queries/queryKeys"
import { contractMessages } from "./formChecks"
import type { FormToast } from "./formFailure"

/** An item of the desk's page, named the way its selection and its verdict name it. */
export const deskItemKey = (item: ModerationTarget) => `${item.kind}:${item.id}`

export interface ModerationDeskContext {
  readonly filter: ModerationDeskFilter
  /** The page's items in their order, as last loaded. */
  readonly items: ReadonlyArray<ModerationTarget>
  /** The index of the item the keyboard is on. */
  readonly cursor: number
  /** The keys of the items chosen for one verdict on all of them ('x'). */
  readonly selected: ReadonlyArray<string>
  /** What the verdict being asked or sent is about: the selection, or else the cursor's item. */
  readonly targets: ReadonlyArray<ModerationTarget>
  readonly verdict: BulkVerdictPayload["verdict"]
  readonly reason: string
  readonly reasonError: string | null
}

export type ModerationDeskEvent =
  | { readonly type: "LOADED"; readonly items: ReadonlyArray<ModerationTarget> }
  | { readonly type: "NEXT" }
  | { readonly type: "PREVIOUS" }
  | { readonly type: "FOCUS"; readonly index: number }
  | { readonly type: "TOGGLE" }
  | { readonly type: "ACCEPT" }
  | { readonly type: "REJECT" }
  | { readonly type: "REASON"; readonly reason: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "CANCEL" }
  | { readonly type: "FILTER"; readonly filter: Partial<Omit<ModerationDeskFilter, "page">> }
  | { readonly type: "PAGE"; readonly page: number }

/** The cursor kept on the page: at its last item when fewer remain (a decided item left the list). */
const clamp = (cursor: number, length: number) => Math.max(0, Math.min(cursor, length - 1))

/** The selection, or else the cursor's item alone. */
const targetsOf = (context: ModerationDeskContext): ReadonlyArray<ModerationTarget> => {
  const chosen = context.items.filter((item) => context.selected.includes(deskItemKey(item)))
  if (chosen.length > 0) return chosen
  const current = context.items[context.cursor]
  return current === undefined ? [] : [current]
}

/** The contract's objection to a rejection's reason (FIELD_REQUIRED, REASON_TOO_SHORT), or null. */
const reasonProblem = (reason: string) => contractMessages(RejectPayload, { reason: reason.trim() }).reason ?? null

/** A fresh view of the list: the first item, nothing selected. */
const fresh = { cursor: 0, selected: [] as ReadonlyArray<string> }

/**
 * The moderation desk (issue 18): one page of opinions and answers moved through by keyboard —
 * j/k (NEXT/PREVIOUS) move the cursor, x (TOGGLE) selects, a (ACCEPT) accepts and r (REJECT)
 * asks a reason (REASON, SUBMIT; at least 3 characters, the contract's rule) for the selection
 * or else the cursor's item. Every verdict goes to the bulk endpoint; its success makes the desk
 * stale (it is read again, LOADED) and leaves the cursor where it was: on the next item. The
 * filter (and its page) is the URL's; changing it starts from the first item.
 *
 * `decide`: a BulkVerdictPayload → void (moderationActors' `bulk`).
 */
export const moderationDeskMachine = setup({
  types: {
    context: {} as ModerationDeskContext,
    events: {} as ModerationDeskEvent,
    input: {} as { readonly filter: ModerationDeskFilter },
    emitted: {} as QueriesStale | FormToast
  },
  actors: {
    decide: fromPromise<void, BulkVerdictPayload>(() => Promise.reject(new Error("moderationDesk: provide `decide`")))
  },
  guards: {
    hasTargets: ({ context }) => targetsOf(context).length > 0
  }
}).createMachine({
  id: "moderationDesk",
  context: ({ input }) => ({ filter: input.filter, items: [], ...fresh, targets: [], verdict: "accept", reason: "", reasonError: null }),
  initial: "browsing",
  on: {
    LOADED: {
      actions: assign(({ context, event }) => {
        const keys = event.items.map(deskItemKey)
        return { items: event.items, cursor: clamp(context.cursor, event.items.length), selected: context.selected.filter((key) => keys.includes(key)) }
      })
    }
  },
  states: {
    browsing: {
      on: {
        NEXT: { actions: assign(({ context }) => ({ cursor: clamp(context.cursor + 1, context.items.length) })) },
        PREVIOUS: { actions: assign(({ context }) => ({ cursor: clamp(context.cursor - 1, context.items.length) })) },
        FOCUS: { actions: assign(({ context, event }) => ({ cursor: clamp(event.index, context.items.length) })) },
        TOGGLE: {
          guard: "hasTargets",
          actions: assign(({ context }) => {
            const key = deskItemKey(context.items[context.cursor]!)
            return { selected: context.selected.includes(key) ? context.selected.filter((chosen) => chosen !== key) : [...context.selected, key] }
          })
        },
        ACCEPT: { guard: "hasTargets", target: "deciding", actions: assign(({ context }) => ({ targets: targetsOf(context), verdict: "accept" as const })) },
        REJECT: {
          guard: "hasTargets",
          target: "rejecting",
          actions: assign(({ context }) => ({ targets: targetsOf(context), verdict: "reject" as const, reason: "", reasonError: null }))
        },
        FILTER: { actions: assign(({ context, event }) => ({ filter: { ...context.filter, ...event.filter, page: 1 }, ...fresh })) },
        PAGE: { actions: assign(({ context, event }) => ({ filter: { ...context.filter, page: Math.max(1, event.page) }, ...fresh })) }
      }
    },
    rejecting: {
      on: {
        REASON: { actions: assign(({ event }) => ({ reason: event.reason, reasonError: null })) },
        CANCEL: { target: "browsing" },
        SUBMIT: [
          {
            guard: ({ context }) => reasonProblem(context.reason) !== null,
            actions: assign(({ context }) => ({ reasonError: reasonProblem(context.reason) }))
          },
          { target: "deciding" }
        ]
      }
    },
    deciding: {
      invoke: {
        src: "decide",
        input: ({ context }): BulkVerdictPayload => ({
          items: context.targets,
          verdict: context.verdict,
          ...(context.verdict === "reject" ? { reason: context.reason.trim() } : {})
        }),
        onDone: {
          target: "browsing",
          actions: [
            assign({ selected: [], targets: [], reason: "" }),
            emit({ type: QUERIES_STALE, keys: [moderationKeys.all] }),
            emit(({ context }) => ({ type: "toast" as const, tone: "success" as const, key: context.verdict === "accept" ? "DESK_ACCEPTED" : "DESK_REJECTED" }))
          ]
        },
        onError: { target: "browsing", actions: emit({ type: "toast" as const, tone: "error" as const, key: "DESK_FAILED" }) }
      }
    }
  }
})
