import { citySearchMachine } from "../machines/citySearch.machine"
import { mapSearchMachine } from "../machines/mapSearch.machine"
import { citySearchActors, mapSearchActors } from "../machines/searchActors"
import { readyMachine, type SessionParts } from "./readyMachine"

/** The platform's cached list of built-in cities when it has one; else asked of the server. */
const builtinCities = ({ api, platform }: SessionParts) => platform.builtinCities ?? (() => api.call((client) => client.search.builtinCities()))

/** The city search box. */
export const citySearch = readyMachine((parts) => citySearchMachine.provide({ actors: citySearchActors(parts.api, builtinCities(parts)) }))

/** The map's search. */
export const mapSearch = readyMachine((parts) => mapSearchMachine.provide({ actors: mapSearchActors(parts.api, builtinCities(parts)) }))
