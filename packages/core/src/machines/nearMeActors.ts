import { fromPromise } from "xstate"
import type { City } from "../domain/region"
import type { NearPlace } from "../domain/rules/searchRefinements"
import { normalizeSearchText } from "../domain/rules/searchText"
import type { ClientCaller } from "./accountFormActors"

/** The centre of a place's box, `[minLat, maxLat, minLon, maxLon]`. */
const centreOf = (place: City): NearPlace => {
  const [minLat, maxLat, minLon, maxLon] = place.boundingbox
  return { lat: (minLat + maxLat) / 2, lng: (minLon + maxLon) / 2, label: place.display_name }
}

const wordsOf = (text: string) => normalizeSearchText(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "")

/**
 * The place the address names most closely: the one with the most of its words in the text —
 * its name with its town or voivodeship (display_name) — then the most words of its own name
 * ('Stare Miasto, Kraków' is Kraków's district, not the village Stare Miasto nor the city;
 * 'Kraków' the city, not one of its districts); the place search's first among equals.
 */
export function closestPlace(address: string, places: ReadonlyArray<City>): City | undefined {
  const typed = new Set(wordsOf(address))
  const matched = (text: string) => wordsOf(text).filter((word) => typed.has(word)).length
  const better = (a: City, b: City) =>
    matched(a.display_name) - matched(b.display_name) || matched(a.name) - matched(b.name)
  return places.reduce<City | undefined>((best, place) => (best === undefined || better(place, best) > 0 ? place : best), undefined)
}

/**
 * The address look-up of 'Blisko mnie' (nearMeMachine), bound to the contract's client. A
 * signed-in parent's address goes to the app's geocoder (`GET /v1/geocode`, which serves signed-in
 * accounts only, within their limit); when there is none, it finds nothing, or the parent is a
 * guest, the app's place search (`POST /geo-search`) gives the town or district the text names (closestPlace),
 * measured from its centre and labelled with the place's name, so the parent sees what the
 * distances are from.
 */
export function nearMeActors(client: ClientCaller, signedIn: () => boolean) {
  return {
    lookUp: fromPromise<NearPlace | null, string>(async ({ input }) => {
      if (signedIn()) {
        const point = await client.call((api) => api.facilityEdits.geocode({ query: { q: input } })).catch(() => null)
        if (point !== null) return { lat: point.lat, lng: point.lng, label: input }
      }
      const found = await client.call((api) => api.search.geoSearch({ payload: { query: input } }))
      const place = closestPlace(input, found.city)
      return place === undefined ? null : centreOf(place)
    })
  }
}
