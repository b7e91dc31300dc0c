import type { ApiCaller } from "../client/pociechaClient"
import { apiQuery } from "./apiQuery"
import { facilityKeys, membershipKeys } from "./queryKeys"

/**
 * The signed-in person's memberships, each with its status (My account: subscriptions and the
 * facilities they take part in); membershipMachine's `membership` is the one of its facility.
 */
export const myMembershipsQuery = (api: ApiCaller, accountId: string) =>
  apiQuery(api, membershipKeys.mine(accountId), (c) => c.memberships.mine())

/** A facility's members and those waiting, for those who run it. */
export const facilityMembersQuery = (api: ApiCaller, ref: string) =>
  apiQuery(api, facilityKeys.members(ref), (c) => c.memberships.members({ params: { id: ref } }))
