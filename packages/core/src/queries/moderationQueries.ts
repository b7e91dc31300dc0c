import type { ApiCaller } from "../client/pociechaClient"
import { deskQueryOf, type ModerationDeskFilter } from "../domain/rules/moderationDeskFilter"
import { apiQuery } from "./apiQuery"
import { moderationKeys } from "./queryKeys"

/** One page of the moderation desk: opinions and facility answers of the filter (support only). */
export const moderationQueueQuery = (api: ApiCaller, filter: ModerationDeskFilter) =>
  apiQuery(api, moderationKeys.queue(filter), (c) => c.moderation.queue({ query: deskQueryOf(filter) }))

/** Who reported one opinion (or its answer), why, and when (support only). */
export const opinionReportsQuery = (api: ApiCaller, opinionId: number) =>
  apiQuery(api, moderationKeys.opinionReports(opinionId), (c) => c.moderation.opinionReports({ params: { id: opinionId } }))

/** Reports, open or resolved (support only). */
export const reportsQuery = (api: ApiCaller, status: "open" | "resolved") =>
  apiQuery(api, moderationKeys.reports(status), (c) => c.moderation.reports({ query: { status } }))
