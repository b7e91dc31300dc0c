import type { FacilityListQuery } from "../api/facilities"
import type { ApiCaller } from "../client/pociechaClient"
import { publicEndpoints } from "../client/publicEndpoints"
import type { PublicReader } from "../client/publicReader"
import { apiQuery } from "./apiQuery"
import { publicQuery } from "./publicQuery"
import { facilityKeys, facilityListKeys } from "./queryKeys"

/** The cache key of {@link facilityQuery}; the server keys the profile it sends with a page by it. */
export const facilityQueryKey = facilityKeys.detail

/**
 * A facility's profile by `ref`, its numeric id or its slug: a public read, so the profile page
 * can start it while the Effect client still downloads. Fresh for a minute: the page's first
 * render does not read again what its prefetch (or the server, with the page) has just read;
 * an owner's edit invalidates it at once.
 */
export const facilityQuery = (reader: PublicReader, ref: string) =>
  publicQuery(reader, facilityQueryKey(ref), publicEndpoints.facility(ref), { staleTime: 60_000 })

/** A facility's phone numbers, asked for one by one (spec 2.7: kept from scrapers). */
export const facilityPhoneQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, facilityKeys.phone(ref), (c) => c.facilities.phone({ params: { id: ref } }))

/** A facility's e-mail address, asked for one by one. */
export const facilityEmailQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, facilityKeys.email(ref), (c) => c.facilities.email({ params: { id: ref } }))

/** A page of facilities matching a filter query (spec 7.1). */
export const facilityListQuery = (api: ApiCaller, query: FacilityListQuery) =>
  apiQuery(api, facilityListKeys.list(query), (c) => c.facilities.list({ query }))

/** The recommended facilities of a place ('polska' for the whole country). */
export const bestFacilitiesQuery = (reader: PublicReader, place: string) =>
  publicQuery(reader, facilityListKeys.best(place), publicEndpoints.bestFacilities(place))
