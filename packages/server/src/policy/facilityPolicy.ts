import { canEditFacilityData, canSetFacilityStatus } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { makeFacilityRulePolicy } from "./facilityRulePolicy"
import { policy } from "./policy"

const makeFacilityPolicy = Effect.gen(function*() {
  const facilityRule = yield* makeFacilityRulePolicy

  /**
   * May edit the facility's profile, its employees, gallery and images (management 6: the
   * profile section needs facility-data/write): support, or an accepted member holding it.
   */
  const canEdit = (facility: { readonly id: number }) =>
    facilityRule("facility", "edit", facility, (actor, relation) => canEditFacilityData(actor, facility.id, relation))

  /** May move a facility between the packages' statuses (management 4): support staff. */
  const canSetStatus = () => policy("facility", "setStatus", (actor) => Effect.succeed(canSetFacilityStatus(actor)))

  return { canEdit, canSetStatus } as const
})

/** Who may change a facility's profile and package (core's facility permission rules). */
export class FacilityPolicy extends Context.Service<FacilityPolicy, Effect.Success<typeof makeFacilityPolicy>>()(
  "@pociecha/server/FacilityPolicy"
) {
  static readonly layer = Layer.effect(FacilityPolicy, makeFacilityPolicy)
}
