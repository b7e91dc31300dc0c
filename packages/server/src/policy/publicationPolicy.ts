import { canWritePublications, mayPublishAs, type FacilityStatus, type PublicationVisibility } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { makeFacilityRulePolicy } from "./facilityRulePolicy"
import { premiumOnly } from "./premiumOnly"

const makePublicationPolicy = Effect.gen(function*() {
  const facilityRule = yield* makeFacilityRulePolicy

  /**
   * May add and change the facility's news and upload their files (management 2.4, 6): core's
   * canWritePublications — those who run it and its moderator teachers — giving an item the
   * `visibility` asked (core's mayPublishAs), while the facility is premium (core's needsPremium,
   * 403 ERROR_PREMIUM_REQUIRED).
   */
  const canWrite = (facility: { readonly id: number; readonly status: FacilityStatus }, visibility?: PublicationVisibility) =>
    premiumOnly(
      facility,
      facilityRule("publication", "write", facility, (actor, relation) =>
        canWritePublications(actor, relation) && (visibility === undefined || mayPublishAs(visibility, actor, relation)))
    )

  /** May take an item down: its writers (core's canWritePublications), whatever the facility's package. */
  const canRemove = (facility: { readonly id: number }) =>
    facilityRule("publication", "remove", facility, (actor, relation) => canWritePublications(actor, relation))

  return { canWrite, canRemove } as const
})

/** Who writes a facility's news, and what they may publish. */
export class PublicationPolicy extends Context.Service<PublicationPolicy, Effect.Success<typeof makePublicationPolicy>>()(
  "@pociecha/server/PublicationPolicy"
) {
  static readonly layer = Layer.effect(PublicationPolicy, makePublicationPolicy)
}
