import { fromPromise } from "xstate"
import type { GeoSearchPayload, GeoSearchResult, SearchPayload } from "../api/search"
import { publicEndpoints } from "../client/publicEndpoints"
import type { PublicReader } from "../client/publicReader"
import type { FacilityMarker } from "../domain/facility"
import type { City } from "../domain/region"
import type { ClientCaller } from "./accountFormActors"
import { findCityActor } from "./cityFromUrl"

/**
 * The city search box's calls, bound to the contract's client:
 * `citySearchMachine.provide({ actors: citySearchActors(client, load) })`. `builtinCities` gives
 * the built-in list — an app passes its cached read, so the list is fetched once a visit;
 * by default it is asked of the server.
 */
export function citySearchActors(
  client: ClientCaller,
  builtinCities: () => Promise<ReadonlyArray<City>> = () => client.call((api) => api.search.builtinCities())
) {
  return {
    geoSearch: fromPromise<GeoSearchResult, GeoSearchPayload>(({ input }) => client.call((api) => api.search.geoSearch({ payload: input }))),
    builtinCities: fromPromise<ReadonlyArray<City>>(() => builtinCities())
  }
}

/**
 * The map search's calls; `builtinCities` gives the built-in list (the app's cached one):
 * `mapSearchMachine.provide({ actors: mapSearchActors(client, load) })`. The search is a public
 * read (a plain fetch, see publicEndpoints.search), so the map never waits for the Effect
 * client; only a city the built-in list lacks is looked up through it.
 */
export function mapSearchActors(client: ClientCaller & PublicReader, builtinCities: () => Promise<ReadonlyArray<City>>) {
  return {
    search: fromPromise<FacilityMarker[], SearchPayload>(({ input }) => client.read(publicEndpoints.search(input))),
    findCity: findCityActor(client, builtinCities)
  }
}
