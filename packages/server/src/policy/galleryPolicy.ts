import { apiError, canEditFacilityData, hasRoomForOneMore, isSupportCaller, TOO_MANY_PHOTOS } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { GalleryRepository } from "../repositories/galleryRepository"
import { makeFacilityRulePolicy } from "./facilityRulePolicy"
import { policy } from "./policy"

const makeGalleryPolicy = Effect.gen(function*() {
  const facilityRule = yield* makeFacilityRulePolicy
  const gallery = yield* GalleryRepository

  /**
   * May upload, delete and reorder a facility's photos (management 2.4, 6: part of the profile,
   * facility-data/write): support, or an accepted member holding it.
   */
  const canManage = (facility: { readonly id: number }) =>
    facilityRule("gallery", "manage", facility, (actor, relation) => canEditFacilityData(actor, facility.id, relation))

  /**
   * May add one more photo: the gallery holds less than its package's `gallery_photos` (support
   * is bound by none); else 403 ERROR_ACTION_LIMIT_MET, 'Too many photos selected'. Run inside
   * the transaction that adds, it counts under the facility's row lock.
   */
  const canAdd = (facility: { readonly id: number }) =>
    policy(
      "gallery",
      "add",
      (actor) =>
        Effect.map(gallery.budget(facility.id), (budget) =>
          hasRoomForOneMore(budget.limit, { facilityStatus: budget.status, isAdmin: isSupportCaller(actor) }, budget.count)),
      () => apiError("ERROR_ACTION_LIMIT_MET", { file: [TOO_MANY_PHOTOS] })
    )

  return { canManage, canAdd } as const
})

/** Who may change a facility's gallery, and whether its package has room for another photo. */
export class GalleryPolicy extends Context.Service<GalleryPolicy, Effect.Success<typeof makeGalleryPolicy>>()(
  "@pociecha/server/GalleryPolicy"
) {
  static readonly layer = Layer.effect(GalleryPolicy, makeGalleryPolicy)
}
