import { apiError, isoDateInWarsaw, packageProblems, type FacilityPackage, type SupportFacilityPatch, type ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { AuditRepository } from "../../repositories/auditRepository"
import { FileStorage } from "../../storage/fileStorage"
import { discardFiles } from "../../storage/uploadedImages"
import { FacilityEditRepository } from "../../repositories/facilityEditRepository"
import { uniqueIds } from "../../repositories/facilityPatchColumns"
import {
  SupportFacilityRepository,
  type SupportFacilityColumns,
  type SupportFacilityFeatures
} from "../../repositories/supportFacilityRepository"

const tagFields = ["specialization", "ownership", "features"] as const

/** The package a PATCH leaves: another status than premium clears the end date; a premium keeps its date unless given one. */
const nextPackage = (current: SupportFacilityFeatures, patch: SupportFacilityPatch): FacilityPackage => {
  const status = patch.status ?? current.status
  const keptDate = status === "premium" ? current.premium_until : null
  return { status, premium_until: patch.premium_until === undefined ? keptDate : patch.premium_until }
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The fields whose values differ, before and after: what the audit trail keeps. */
const changes = (before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>) => {
  const changed = Object.keys(after).filter((key) => !sameValue(before[key], after[key]))
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]]))
  }
}

const makeSupportFacilityService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const facilities = yield* SupportFacilityRepository
  const edits = yield* FacilityEditRepository
  const audit = yield* AuditRepository
  const files = yield* FileStorage

  const lockedOr404 = (id: number) =>
    Effect.flatMap(facilities.lockFeatures(id), (facility) =>
      facility === null ? Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND")) : Effect.succeed(facility))

  /** The PATCH's objections, by field (the catalogue's 400): the package, unknown tags, an unknown owner. */
  const problemsOf = (patch: SupportFacilityPatch, next: FacilityPackage | null, ownerId: string | null) =>
    Effect.gen(function*() {
      const problems: Record<string, Array<string>> = {}
      if (next !== null) {
        for (const [field, message] of Object.entries(packageProblems(next, isoDateInWarsaw(new Date())))) problems[field] = [message]
      }
      for (const field of tagFields) {
        const ids = patch[field]
        if (ids !== undefined && (yield* edits.tagsOfType(uniqueIds(ids), field)) !== uniqueIds(ids).length) problems[field] = ["FIELD_INVALID"]
      }
      if (patch.owner_email !== undefined && ownerId === null) problems.owner_email = ["OWNER_ACCOUNT_NOT_FOUND"]
      return problems
    })

  /**
   * Changes what the PATCH names, checked first (400, nothing written), in one transaction with
   * its audit entry (`facility.update`, the changed fields only); a PATCH that changes nothing
   * writes nothing. The facility's support view as it is then.
   */
  const update = (support: ViewerClaims, id: number, patch: SupportFacilityPatch) =>
    Effect.gen(function*() {
      yield* inTransaction(sql, Effect.gen(function*() {
        const current = yield* lockedOr404(id)
        const next = patch.status === undefined && patch.premium_until === undefined ? null : nextPackage(current, patch)
        const ownerId = patch.owner_email === undefined ? null : yield* facilities.accountIdByEmail(patch.owner_email)
        const problems = yield* problemsOf(patch, next, ownerId)
        if (Object.keys(problems).length > 0) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", problems))

        const columns: SupportFacilityColumns = {
          ...next,
          ...(patch.verified === undefined ? {} : { verified: patch.verified }),
          ...(patch.active === undefined ? {} : { active: patch.active }),
          ...Object.fromEntries(tagFields.flatMap((field) => (patch[field] === undefined ? [] : [[field, uniqueIds(patch[field])]])))
        }
        const ownerChanges = ownerId === null || ownerId === current.owner_id ? {} : { owner: patch.owner_email! }
        const { before, after } = changes({ ...current, owner: current.owner_email }, { ...columns, ...ownerChanges })
        if (Object.keys(after).length === 0) return

        yield* facilities.update(id, Object.fromEntries(Object.keys(after).filter((key) => key !== "owner").map((key) => [key, columns[key as keyof SupportFacilityColumns]])))
        if (ownerId !== null && "owner" in after) yield* facilities.transferOwner(id, ownerId)
        yield* audit.record({ actorId: support.accountId, action: "facility.update", facilityId: id, accountId: "owner" in after ? ownerId : null, before, after })
      }))
      return yield* Effect.flatMap(facilities.find(id), (facility) =>
        facility === null ? Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND")) : Effect.succeed(facility))
    })

  /**
   * Deletes the facility and all that hangs on it (the foreign keys cascade) in one transaction
   * with its audit entry (`facility.delete`: its name, slug and what went with it in `before`),
   * then its stored files — once the rows pointing at them are gone for good, so a failed delete
   * never leaves a record without its files.
   */
  const remove = (support: ViewerClaims, id: number) =>
    Effect.flatMap(
      inTransaction(sql, Effect.gen(function*() {
        const facility = yield* lockedOr404(id)
        const counts = yield* facilities.deletion(id)
        const keys = yield* facilities.fileKeys(id)
        yield* facilities.remove(id)
        yield* audit.record({
          actorId: support.accountId,
          action: "facility.delete",
          facilityId: id,
          before: { ...counts, name: facility.name, slug: facility.slug }
        })
        return keys
      })),
      (keys) => discardFiles(files, keys)
    )

  return { update, remove } as const
})

/** The Facilities screen's writes: each checked, done in one transaction and kept in the audit trail. */
export class SupportFacilityService extends Context.Service<SupportFacilityService, Effect.Success<typeof makeSupportFacilityService>>()(
  "@pociecha/server/SupportFacilityService"
) {
  static readonly layer = Layer.effect(SupportFacilityService, makeSupportFacilityService)
}
