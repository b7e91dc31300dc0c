import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { questionKeys } from "./queryKeys"

/** The threads the signed-in person opened, each with its last message and unseen count (My account). */
export const myQuestionsQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, questionKeys.mine(accountId), (c) => c.questions.list({ query: {} }))

/** A facility's threads, for those who run it. */
export const facilityQuestionsQuery = (api: ApiCaller, facilityId: number) =>
  apiQuery(api, questionKeys.ofFacility(facilityId), (c) => c.questions.list({ query: { facility_id: facilityId } }))

/**
 * A whole conversation, oldest message first (`/user/question/:id`). Reading it marks the other
 * side's messages seen, so refetch the overview counters after it.
 */
export const questionThreadQuery = (api: ApiCaller, id: number) =>
  apiQuery(api, questionKeys.thread(id), (c) => c.questions.thread({ params: { id } }))
