import type { ApiCaller } from "../client/pociechaClient"
import type { QueriesStale } from "./queriesStale"
import { apiQuery } from "./apiQuery"
import { catalogueKeys, referenceKeys } from "./queryKeys"

/** Every website template, the hidden ones too (support only: `page-templates?all=true`). */
export const allPageTemplatesQuery = (api: ApiCaller) =>
  apiQuery(api, catalogueKeys.templates, (c) => c.pageTemplates.list({ query: { all: "true" } }))

/** Per limit and status, the facilities at or near it (support only). */
export const limitStatsQuery = (api: ApiCaller) => apiQuery(api, catalogueKeys.limitStats, (c) => c.supportCatalogue.limitStats())

/** A tag written or removed: everyone's tag list (read once a visit, so the owners' forms get it on their next). */
export const tagChangeKeys: QueriesStale["keys"] = [referenceKeys.tags]

/** A limit changed: the limits the owner area applies, and the statistics judged against them. */
export const limitChangeKeys: QueriesStale["keys"] = [referenceKeys.userLimits, catalogueKeys.limitStats]

/** A template written or removed: support's list and the builder's offered ones. */
export const templateChangeKeys: QueriesStale["keys"] = [catalogueKeys.templates, referenceKeys.pageTemplates]
