import { canEditFacilityData } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { makeFacilityRulePolicy } from "./facilityRulePolicy"

const makeEmployeePolicy = Effect.gen(function*() {
  const facilityRule = yield* makeFacilityRulePolicy

  /**
   * May add, change and remove a facility's employees and their photos (management 2.4, 6: part
   * of the profile, facility-data/write): support, or an accepted member holding it.
   */
  const canManage = (facility: { readonly id: number }) =>
    facilityRule("employee", "manage", facility, (actor, relation) => canEditFacilityData(actor, facility.id, relation))

  return { canManage } as const
})

/** Who may change a facility's staff list. */
export class EmployeePolicy extends Context.Service<EmployeePolicy, Effect.Success<typeof makeEmployeePolicy>>()(
  "@pociecha/server/EmployeePolicy"
) {
  static readonly layer = Layer.effect(EmployeePolicy, makeEmployeePolicy)
}
