import { Effect } from "effect"
import { isApiError } from "../api/apiErrorBrand"
import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { facilityKeys, referenceKeys } from "./queryKeys"

/** The website templates an owner may choose (management 2.6, 7: the server answers the visible ones). */
export const pageTemplatesQuery = (api: ApiCaller) => apiQuery(api, referenceKeys.pageTemplates, (c) => c.pageTemplates.list({ query: {} }))

/**
 * A facility's websites (management 7 Web pages), for its builder (websiteBuilderMachine's `site`:
 * the first one). `facilityKeys.webPages(ref)` marks stale the list and every site.
 */
export const facilityWebPagesQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, facilityKeys.webPages(ref), (c) => c.webPages.list({ params: { facility_id: ref } }))

/** One of a facility's websites, with its subpages. */
export const facilityWebPageQuery = (api: ApiCaller, ref: string, webPageId: number) =>
  apiQuery(api, facilityKeys.webPage(ref, webPageId), (c) => c.webPages.one({ params: { facility_id: ref, id: webPageId } }))

/**
 * The site a facility's profile links to (`{subdomain_name}.{SITE_DOMAIN}`), or null when it shows
 * none: everyone may ask, and most facilities have no site, so that is an answer, not a failure.
 */
export const facilityPublicSiteQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, facilityKeys.publicSite(ref), (c) =>
    c.webPages.publicSite({ params: { facility_id: ref } }).pipe(
      Effect.catch((error) => (isApiError(error) && error.data.error.type === "error/web-page-not-found" ? Effect.succeed(null) : Effect.fail(error)))
    ))
