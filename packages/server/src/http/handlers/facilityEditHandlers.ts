import {
  apiError,
  canEditAmenities,
  canSetFacilityStatus,
  hasChanges,
  limitInForce,
  patchTypeProblems,
  PociechaApi,
  profileLimitKeys,
  type FacilityPatch
} from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction, sqlFailureAsDefect } from "../../db/sqlDefects"
import { Geocoder } from "../../geocoding/geocoder"
import { FacilityEditRepository, type FacilityBeforeEdit } from "../../repositories/facilityEditRepository"
import { facilityFacts } from "../../repositories/facilityLookup"
import { facilityPatchColumns, uniqueIds } from "../../repositories/facilityPatchColumns"
import { sanitizeRichText } from "../../richText/sanitizeRichText"
import { requireViewer } from "../middleware/authentication"
import { requireEditor } from "./facilityEditor"
import { checkPatch } from "../services/facilityPatchChecks"

/** Whether an edit changes the amenities (their set: a new order alone is not an edit). */
const changesAmenities = (patch: FacilityPatch, current: FacilityBeforeEdit) =>
  patch.features !== undefined && hasChanges([...uniqueIds(current.features)].sort(), [...uniqueIds(patch.features)].sort())

/**
 * Editing a facility's profile (management 2.4, 5, 6, 9): its editors read it and save changed
 * fields — checked, limited by its package and written in one transaction, the map's markers
 * told by the database (migration 0007) — support changes its package status, anyone reads the
 * limits, a signed-in person looks an address up on the map.
 */
export const FacilityEditsHandlers = HttpApiBuilder.group(PociechaApi, "facilityEdits", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const edits = yield* FacilityEditRepository
    const abuse = yield* AbuseGuard
    const geocoder = yield* Geocoder

    const managedView = (facilityId: number, isAdmin: boolean) =>
      Effect.flatMap(edits.managed(facilityId, isAdmin), (view) => (view === null ? Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND")) : Effect.succeed(view)))

    /** The amenities change as often a month as the package allows (403 ERROR_ACTION_LIMIT_MET until the next month). */
    const countAmenityEdit = (current: FacilityBeforeEdit, accountId: string, limit: number) =>
      Effect.gen(function*() {
        const used = yield* edits.actionsThisMonth(current.id, "amenities_edit")
        if (!canEditAmenities(used.count, limit)) return yield* Effect.fail(apiError("ERROR_ACTION_LIMIT_MET"))
        yield* edits.logAction(current.id, "amenities_edit", accountId)
      })

    return handlers
      .handle("manage", ({ params }) =>
        Effect.flatMap(requireEditor(sql, params.id), ({ facility, isAdmin }) => managedView(facility.id, isAdmin)))
      .handle("patch", ({ params, query, payload }) =>
        Effect.gen(function*() {
          const { viewer, facility, isAdmin } = yield* requireEditor(sql, params.id)
          const shape = patchTypeProblems(query.type, payload)
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
              yield* countAmenityEdit(current, viewer.accountId, perMonth)
            }
            yield* edits.update(facility.id, facilityPatchColumns(payload, {
              ...(verdict.voivodeshipId === undefined ? {} : { voivodeshipId: verdict.voivodeshipId }),
              ...(verdict.districtId === undefined ? {} : { districtId: verdict.districtId }),
              ...(descriptionHtml === undefined ? {} : { descriptionHtml }),
              now: new Date()
            }))
          }))
          return yield* managedView(facility.id, isAdmin)
        }))
      .handle("setStatus", ({ params, payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          if (!canSetFacilityStatus(viewer)) return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
          const facility = yield* sqlFailureAsDefect(facilityFacts(sql, params.id, "any"))
          if (facility === null || !(yield* edits.setStatus(facility.id, payload.status))) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
          return yield* managedView(facility.id, true)
        }))
      .handle("userLimits", () => edits.limitRows())
      .handle("geocode", ({ query }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          yield* abuse.spend("geocodesPerUser", viewer.accountId)
          const found = yield* geocoder.locate(query.q).pipe(
            Effect.tapError((error) => Effect.logWarning("geocoding failed", error.cause)),
            Effect.mapError(() => apiError("ERROR_GEO_SEARCHER"))
          )
          if (found === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
          return found
        }))
  }))
