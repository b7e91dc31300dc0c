import { assign, emit, setup } from "xstate"
import type { City } from "../domain/region"

/** Events of {@link cityChoiceMachine}. */
export type CityChoiceEvent =
  | { readonly type: "MAP_SHOWN" }
  | { readonly type: "MAP_HIDDEN" }
  | { readonly type: "CITY_CHOSEN"; readonly city: City }

/** Emitted by {@link cityChoiceMachine} to the maps on screen. */
export type CityChoiceEmitted = { readonly type: "cityChosen"; readonly city: City }

/**
 * Where a city chosen in a search box goes (spec 2.4): to the maps on screen, which move there,
 * or — with no map on screen — nowhere, and the app opens the map page. One actor for the app,
 * shared by the search boxes and the maps.
 */
export const cityChoiceMachine = setup({
  types: {
    context: {} as { readonly maps: number },
    events: {} as CityChoiceEvent,
    emitted: {} as CityChoiceEmitted
  }
}).createMachine({
  id: "cityChoice",
  context: { maps: 0 },
  on: {
    MAP_SHOWN: { actions: assign({ maps: ({ context }) => context.maps + 1 }) },
    MAP_HIDDEN: { actions: assign({ maps: ({ context }) => Math.max(0, context.maps - 1) }) },
    CITY_CHOSEN: { actions: emit(({ event }) => ({ type: "cityChosen" as const, city: event.city })) }
  }
})

/** Whether a map is on screen to take a chosen city. */
export const selectMapOnScreen = (snapshot: { readonly context: { readonly maps: number } }): boolean => snapshot.context.maps > 0
