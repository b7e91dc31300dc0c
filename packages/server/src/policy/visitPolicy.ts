import { canManageVisits } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { makeFacilityRulePolicy } from "./facilityRulePolicy"
import { signedInPolicy } from "./policy"

const makeVisitPolicy = Effect.gen(function*() {
  const facilityRule = yield* makeFacilityRulePolicy

  /** May publish and withdraw the facility's slots and see who booked (core's canManageVisits). */
  const canManage = (facility: { readonly id: number }) =>
    facilityRule("visit", "manage", facility, (actor, relation) => canManageVisits(actor, relation))

  /** May book a place (core's canBookVisit): anyone signed in; the abuse limits count the bookings. */
  const canBook = () => signedInPolicy("visit", "book")

  /** May cancel a booking: anyone signed in, and the repository touches only their own. */
  const canCancel = () => signedInPolicy("visit", "cancel")

  return { canManage, canBook, canCancel } as const
})

/** Who publishes a facility's visits and who books them. */
export class VisitPolicy extends Context.Service<VisitPolicy, Effect.Success<typeof makeVisitPolicy>>()(
  "@pociecha/server/VisitPolicy"
) {
  static readonly layer = Layer.effect(VisitPolicy, makeVisitPolicy)
}
