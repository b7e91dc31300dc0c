import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { cmsKeys, type CmsCitiesFilter } from "./queryKeys"

/** A page of the CMS's cities, narrowed to a voivodeship and a name (content staff and support). */
export const cmsCitiesQuery = (api: ApiCaller, filter: CmsCitiesFilter) =>
  apiQuery(api, cmsKeys.cities(filter), (c) => c.cms.cities({ query: filter }))

/** A city's description as the CMS edits it. */
export const cityDescriptionQuery = (api: ApiCaller, cityId: number) =>
  apiQuery(api, cmsKeys.description(cityId), (c) => c.cms.description({ params: { id: cityId } }))
