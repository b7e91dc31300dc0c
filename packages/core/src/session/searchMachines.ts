import { citySearchMachine } from "../machines/citySearch.machine"
import { mapSearchMachine } from "../machines/mapSearch.machine"
import { citySearchActors, mapSearchActors } from "../machines/searchActors"
import { readyMachine, type SessionParts } from "./readyMachine"
import { nearMeMachine } from "../machines/nearMe.machine"
import { nearMeActors } from "../machines/nearMeActors"

/** The platform's cached list of built-in cities when it has one; else asked of the server. */
const builtinCities = ({ api, platform }: SessionParts) => platform.builtinCities ?? (() => api.call((client) => client.search.builtinCities()))

/** The city search box. */
export const citySearch = readyMachine((parts) => citySearchMachine.provide({ actors: citySearchActors(parts.api, builtinCities(parts)) }))

/** The map's search. */
export const mapSearch = readyMachine((parts) => mapSearchMachine.provide({ actors: mapSearchActors(parts.api, builtinCities(parts)) }))

/**
 * 'Blisko mnie': the browser's location is the platform's (`locate`; without one, the button finds
 * nothing), an address is looked up as nearMeActors says.
 */
export const nearMe = readyMachine((parts) =>
  nearMeMachine.provide({
    actors: {
      ...nearMeActors(parts.api, () => parts.actor().getSnapshot().context.user !== null),
      ...(parts.platform.locate === undefined ? {} : { locate: parts.platform.locate })
    }
  }))
