import { apiError, canManageWebsite, hasRoomForOneMore, isSupportCaller } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { WebPageRepository } from "../repositories/webPageRepository"
import { makeFacilityRulePolicy } from "./facilityRulePolicy"
import { policy } from "./policy"

const makeWebPagePolicy = Effect.gen(function*() {
  const facilityRule = yield* makeFacilityRulePolicy
  const webPages = yield* WebPageRepository

  /** May read and change the facility's sites in the builder (core's canManageWebsite: its OWNER and ADMIN, support). */
  const canManage = (facility: { readonly id: number }) =>
    facilityRule("webPage", "manage", facility, (actor, relation) => canManageWebsite(actor, relation))

  /**
   * May add one more site: the facility has fewer than its package's `web_pages` (support is bound
   * by none); else 403 ERROR_ACTION_LIMIT_MET, as every package limit answers. Run inside the
   * transaction that creates, it counts under the facility's row lock.
   */
  const canCreate = (facility: { readonly id: number }) =>
    policy(
      "webPage",
      "create",
      (actor) =>
        Effect.map(webPages.budget(facility.id), (budget) =>
          hasRoomForOneMore(budget.limit, { facilityStatus: budget.status, isAdmin: isSupportCaller(actor) }, budget.count)),
      () => apiError("ERROR_ACTION_LIMIT_MET")
    )


  return { canManage, canCreate } as const
})

/** Who builds a facility's websites and whether its package has room for one more (support edits the templates: cataloguePolicy). */
export class WebPagePolicy extends Context.Service<WebPagePolicy, Effect.Success<typeof makeWebPagePolicy>>()(
  "@pociecha/server/WebPagePolicy"
) {
  static readonly layer = Layer.effect(WebPagePolicy, makeWebPagePolicy)
}
