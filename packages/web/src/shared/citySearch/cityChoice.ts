import { cityChoiceMachine } from "@pociecha/core"
import { createActor } from "xstate"

/**
 * The app's one city-choice actor (core's cityChoiceMachine): the maps on screen say they are
 * there and hear the cities chosen in any search box; a search box with no map on screen
 * opens the map page instead.
 */
export const cityChoiceActor = createActor(cityChoiceMachine).start()
