import { assign, enqueueActions, fromPromise, setup } from "xstate"
import { toggledFavourite, type GuestFavouritesStore } from "../domain/rules/guestFavourites"
import { favouriteKeys } from "../queries/queryKeys"
import { QUERIES_STALE, type QueriesStale } from "../queries/queriesStale"
import { readFailedCall, type FormToast } from "./formFailure"

/** Input of {@link favouritesMachine}: the guest's store on this device, and whether someone is signed in as it starts. */
export interface FavouritesInput {
  readonly store: GuestFavouritesStore
  readonly signedIn: boolean
}

/** One heart's change waiting to be saved in the account. */
export interface FavouriteChange {
  readonly facilityId: number
  readonly favourite: boolean
}

export interface FavouritesContext {
  readonly store: GuestFavouritesStore
  /** The favourite facilities' ids, most recent first: what every heart shows. */
  readonly ids: ReadonlyArray<number>
  /** Changes shown already and saved one at a time; the first is the one saving. */
  readonly queue: ReadonlyArray<FavouriteChange>
  /** Someone was signed in as it started (a session restored): the account's list is read first. */
  readonly startsSignedIn: boolean
}

export type FavouritesEvent =
  /** A heart was pressed: the facility becomes a favourite, or stops being one. */
  | { readonly type: "TOGGLE"; readonly facilityId: number }
  | { readonly type: "SIGNED_IN" }
  | { readonly type: "SIGNED_OUT" }

const stale: QueriesStale = { type: QUERIES_STALE, keys: [favouriteKeys.all] }

/**
 * A visitor's favourite facilities (issue 20), behind every heart. A guest's are kept on the
 * device (`guest`); at sign-in the account takes them over (`takingOver`: the device's ids are
 * added to the account, which then lists all of its own) and the device forgets them. Signed
 * in (`account`), a heart changes at once and the change is saved in the background, one at a
 * time; a refused save puts that heart back and says why. Signing out shows the
 * device's (now empty) list again.
 *
 * Actor slots: `takeOver`: `guest ids → account ids` (favouriteActors); `save`: a FavouriteChange.
 */
export const favouritesMachine = setup({
  types: {
    input: {} as FavouritesInput,
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    emitted: {} as FormToast | QueriesStale
  },
  actors: {
    takeOver: fromPromise<ReadonlyArray<number>, ReadonlyArray<number>>(async () => {
      throw new Error("provide the favourites' 'takeOver' actor")
    }),
    save: fromPromise<void, FavouriteChange>(async () => {
      throw new Error("provide the favourites' 'save' actor")
    })
  },
  actions: {
    showGuestList: assign({ ids: ({ context }) => context.store.read(), queue: [] })
  }
}).createMachine({
  id: "favourites",
  context: ({ input }) => ({ store: input.store, ids: [], queue: [], startsSignedIn: input.signedIn }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.startsSignedIn, target: "takingOver" }, { target: "guest" }]
    },
    guest: {
      entry: "showGuestList",
      on: {
        TOGGLE: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const ids = toggledFavourite(context.ids, event.facilityId)
            context.store.write(ids)
            enqueue.assign({ ids })
          })
        },
        SIGNED_IN: "takingOver"
      }
    },
    takingOver: {
      invoke: {
        src: "takeOver",
        input: ({ context }) => context.store.read(),
        onDone: {
          target: "account",
          actions: enqueueActions(({ context, event, enqueue }) => {
            context.store.write([])
            enqueue.assign({ ids: event.output })
            enqueue.emit(stale)
          })
        },
        // The device keeps the guest's list, to be taken over at the next sign-in.
        onError: {
          target: "account",
          actions: enqueueActions(({ event, enqueue }) => {
            enqueue.assign({ ids: [] })
            const toast = readFailedCall(event.error).toast
            if (toast !== null) enqueue.emit(toast)
          })
        }
      },
      on: { SIGNED_OUT: "guest" }
    },
    account: {
      initial: "idle",
      on: {
        TOGGLE: {
          actions: assign(({ context, event }) => {
            const ids = toggledFavourite(context.ids, event.facilityId)
            return { ids, queue: [...context.queue, { facilityId: event.facilityId, favourite: ids.includes(event.facilityId) }] }
          })
        },
        SIGNED_OUT: "guest"
      },
      states: {
        idle: { always: { guard: ({ context }) => context.queue.length > 0, target: "saving" } },
        saving: {
          invoke: {
            src: "save",
            input: ({ context }) => context.queue[0]!,
            onDone: {
              target: "idle",
              actions: enqueueActions(({ context, enqueue }) => {
                enqueue.assign({ queue: context.queue.slice(1) })
                enqueue.emit(stale)
              })
            },
            onError: {
              target: "idle",
              actions: enqueueActions(({ context, event, enqueue }) => {
                const refused = context.queue[0]!
                const shown = context.ids.includes(refused.facilityId)
                // Put the heart back as it was before this change (unless a later click already did).
                const ids = shown === refused.favourite ? toggledFavourite(context.ids, refused.facilityId) : context.ids
                enqueue.assign({ ids, queue: context.queue.slice(1) })
                // A heart that springs back says why, a 404 (the facility is gone) too.
                const call = readFailedCall(event.error)
                enqueue.emit(call.toast ?? { type: "toast", tone: "error", key: call.key })
              })
            }
          }
        }
      }
    }
  }
})
