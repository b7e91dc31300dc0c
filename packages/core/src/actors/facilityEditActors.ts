import type { Effect } from "effect"
import { isApiError } from "../api/apiErrorBrand"
import type { ApiCaller, CallError } from "../client/pociechaClient"
import type { GeoPoint } from "../domain/facility"
import { addressLookupQuery, type AddressForLookup } from "../domain/rules/facilityAddress"
import type { ManagedFacility } from "../domain/managedFacility"
import type { FacilityPatchInput } from "../machines/facilityEditForm"
import { callActor } from "./callActor"

/**
 * The owner area's profile calls as actors: `patch` is every tab form's `send`
 * (`PATCH facility/list/:ref`, the facility's canonical ref, `?type=features` for the amenities); `geocode` looks an address up.
 */
export function facilityEditActors(client: ApiCaller) {
  return {
    patch: callActor(client, (api, { facilityRef, type, patch }: FacilityPatchInput): Effect.Effect<ManagedFacility, CallError> =>
      api.facilityEdits.patch({ params: { id: facilityRef }, query: type === undefined ? {} : { type }, payload: patch })
    ),
    geocode: callActor(client, (api, { q }: { readonly q: string }): Effect.Effect<GeoPoint, CallError> => api.facilityEdits.geocode({ query: { q } }))
  }
}

/** Where the address put the pin: the service's point, or the town's centre when nothing was found. */
export interface AddressLocation {
  readonly location: GeoPoint
  /** false: the town's centre — "check the form or set the location manually" (management 2.4, 8). */
  readonly found: boolean
}

/**
 * Looks an address up for the facility's pin (management 2.4: `GET v1/geocode`, a Nominatim-like
 * service behind the server). Nothing found (404), or an address too short to ask about (400),
 * puts the pin in the town's centre; other failures reject as the call does.
 */
export async function locateAddress(client: ApiCaller, address: AddressForLookup, townCentre: GeoPoint): Promise<AddressLocation> {
  const q = addressLookupQuery(address)
  try {
    const location = await client.call((api) => api.facilityEdits.geocode({ query: { q } }))
    return { location, found: true }
  } catch (error) {
    if (isApiError(error) && (error.statusCode === 404 || error.statusCode === 400)) return { location: townCentre, found: false }
    throw error
  }
}
