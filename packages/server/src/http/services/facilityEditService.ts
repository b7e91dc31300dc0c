import {
  apiError,
  canEditAmenities,
  hasChanges,
  isSupportCaller,
  limitInForce,
  patchTypeProblems,
  profileLimitKeys,
  type FacilityPatch,
  type FacilityPatchType,
  type ViewerClaims
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { FacilityEditRepository, type FacilityBeforeEdit } from "../../repositories/facilityEditRepository"
import { facilityPatchColumns, uniqueIds } from "../../repositories/facilityPatchColumns"
import type { FacilityFacts } from "../../repositories/facilityRepository"
import { sanitizeRichText } from "../../richText/sanitizeRichText"
import { checkPatch } from "./facilityPatchChecks"

/** Whether an edit changes the amenities (their set: a new order alone is not an edit). */
const changesAmenities = (patch: FacilityPatch, current: FacilityBeforeEdit) =>
  patch.features !== undefined && hasChanges([...uniqueIds(current.features)].sort(), [...uniqueIds(patch.features)].sort())

const makeFacilityEditService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const edits = yield* FacilityEditRepository

  /** The amenities change as often a month as the package allows (403 ERROR_ACTION_LIMIT_MET until the next month). */
  const countAmenityEdit = (current: FacilityBeforeEdit, accountId: string, limit: number) =>
    Effect.gen(function*() {
      const used = yield* edits.actionsThisMonth(current.id, "amenities_edit")
      if (!canEditAmenities(used.count, limit)) return yield* Effect.fail(apiError("ERROR_ACTION_LIMIT_MET"))
      yield* edits.logAction(current.id, "amenities_edit", accountId)
    })

  /**
   * Saves an editor's changed fields (management 2.4, 5, 6, 9): checked, limited by the package
   * (support, whom no limit binds, excepted) and written in one transaction under the facility's
   * row lock; answers the facility as its editors see it.
   */
  const patch = (editor: ViewerClaims, facility: FacilityFacts, type: FacilityPatchType | undefined, payload: FacilityPatch) =>
    Effect.gen(function*() {
      const isAdmin = isSupportCaller(editor)
      const shape = patchTypeProblems(type, payload)
      if (shape !== null) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", shape))
      // Sanitised before anything is locked: the allow-list decides what is stored and counted.
      const descriptionHtml = payload.description === undefined ? undefined : sanitizeRichText(payload.description)
      yield* inTransaction(sql, Effect.gen(function*() {
        const current = yield* edits.lockForEdit(facility.id)
        const limits = yield* edits.limitRows()
        const verdict = yield* checkPatch(edits, payload, current, { limits, isAdmin, descriptionHtml })
        if (Object.keys(verdict.problems).length > 0) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", verdict.problems))
        if (!isAdmin && changesAmenities(payload, current)) {
          const perMonth = limitInForce(limits, profileLimitKeys.AMENITIES_EDITS_PER_MONTH, { facilityStatus: current.status, isAdmin })
          yield* countAmenityEdit(current, editor.accountId, perMonth)
        }
        yield* edits.update(facility.id, facilityPatchColumns(payload, {
          ...(verdict.voivodeshipId === undefined ? {} : { voivodeshipId: verdict.voivodeshipId }),
          ...(verdict.districtId === undefined ? {} : { districtId: verdict.districtId }),
          ...(descriptionHtml === undefined ? {} : { descriptionHtml }),
          now: new Date()
        }))
      }))
      return yield* edits.managed(facility.id, isAdmin)
    })

  return { patch } as const
})

/** Editing a facility's profile: the use case between the handler and the repository. */
export class FacilityEditService extends Context.Service<FacilityEditService, Effect.Success<typeof makeFacilityEditService>>()(
  "@pociecha/server/FacilityEditService"
) {
  static readonly layer = Layer.effect(FacilityEditService, makeFacilityEditService)
}
