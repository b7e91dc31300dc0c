import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { moderationKeys } from "./queryKeys"

/** Opinions and facility answers waiting for a decision, oldest first (support only). */
export const moderationQueueQuery = (api: ApiCaller) => apiQuery(api, moderationKeys.queue, (c) => c.moderation.queue())

/** Reports, open or resolved (support only). */
export const reportsQuery = (api: ApiCaller, status: "open" | "resolved") =>
  apiQuery(api, moderationKeys.reports(status), (c) => c.moderation.reports({ query: { status } }))
