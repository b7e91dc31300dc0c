import { fromPromise } from "xstate"
import type { City } from "../domain/region"
import type { NearPlace } from "../domain/rules/searchRefinements"
import type { ClientCaller } from "./accountFormActors"

/** The centre of a place's box, `[minLat, maxLat, minLon, maxLon]`. */
const centreOf = (place: City): NearPlace => {
  const [minLat, maxLat, minLon, maxLon] = place.boundingbox
  return { lat: (minLat + maxLat) / 2, lng: (minLon + maxLon) / 2, label: place.display_name }
}

/**
 * The address look-up of 'Blisko mnie' (nearMeMachine), bound to the contract's client. A
 * signed-in parent's address goes to the app's geocoder (`GET /v1/geocode`, which serves signed-in
 * accounts only, within their limit); when there is none, it finds nothing, or the parent is a
 * guest, the app's place search (`POST /geo-search`) gives the town or district the text names,
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
      const place = found.city[0]
      return place === undefined ? null : centreOf(place)
    })
  }
}
