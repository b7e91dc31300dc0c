import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { cmsKeys, type CmsCitiesFilter } from "./queryKeys"

/** A page of the CMS's cities, narrowed to a voivodeship and a name (content staff and support). */
export const cmsCitiesQuery = (api: ApiCaller, filter: CmsCitiesFilter) =>
  apiQuery(api, cmsKeys.cities(filter), (c) => c.cms.cities({ query: filter }))

/** A city's description as the CMS edits it. */
export const cityDescriptionQuery = (api: ApiCaller, cityId: number) =>
  apiQuery(api, cmsKeys.description(cityId), (c) => c.cms.description({ params: { id: cityId } }))

/** Every FAQ item with its drafts, as the CMS lists them (content staff and support). */
export const cmsFaqQuery = (api: ApiCaller) => apiQuery(api, cmsKeys.faq, (c) => c.faq.cmsList({ query: {} }))

/** One FAQ item as the CMS edits it. */
export const cmsFaqItemQuery = (api: ApiCaller, id: number) => apiQuery(api, cmsKeys.faqItem(id), (c) => c.faq.cmsItem({ params: { id } }))
