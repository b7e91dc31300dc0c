import { assign, emit, setup } from "xstate"
import { NO_FILTERS, toggleFilterValue, type FilterKey, type SearchFilters } from "../domain/rules/searchFilters"

/** Events of {@link filtersDialogMachine}. */
export type FiltersDialogEvent =
  /** 'All filters': opens the dialog with the filters in force (the URL's). */
  | { readonly type: "OPEN"; readonly filters: SearchFilters }
  /** A checkbox of the dialog. */
  | { readonly type: "TOGGLE"; readonly key: FilterKey; readonly value: string }
  /** 'Clear filters' inside the dialog: nothing chosen, not applied yet. */
  | { readonly type: "CLEAR" }
  | { readonly type: "APPLY" }
  /** Closed without applying (Escape, the close button, a click outside). */
  | { readonly type: "CLOSE" }

/** Emitted by {@link filtersDialogMachine}: the app writes these filters to the URL. */
export type FiltersDialogEmitted = { readonly type: "applied"; readonly filters: SearchFilters }

/**
 * The 'all filters' dialog of the landing page and the map (spec 2.4): a form whose choices
 * are staged — opening starts from the filters in force, checkboxes and 'clear' change only the
 * staged set — until 'apply' hands them over (`applied`) and closes it. Closing otherwise
 * drops them: the filters in force stay as they were.
 *
 * States: `closed` —OPEN→ `open` —APPLY / CLOSE→ `closed`.
 */
export const filtersDialogMachine = setup({
  types: {
    context: {} as { readonly staged: SearchFilters },
    events: {} as FiltersDialogEvent,
    emitted: {} as FiltersDialogEmitted
  }
}).createMachine({
  id: "filtersDialog",
  context: { staged: NO_FILTERS },
  initial: "closed",
  states: {
    closed: {
      on: { OPEN: { target: "open", actions: assign({ staged: ({ event }) => event.filters }) } }
    },
    open: {
      on: {
        TOGGLE: { actions: assign({ staged: ({ context, event }) => toggleFilterValue(context.staged, event.key, event.value) }) },
        CLEAR: { actions: assign({ staged: NO_FILTERS }) },
        APPLY: { target: "closed", actions: emit(({ context }) => ({ type: "applied" as const, filters: context.staged })) },
        CLOSE: "closed"
      }
    }
  }
})
