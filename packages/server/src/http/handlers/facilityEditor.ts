import { apiError, holdsFacilityPermission, permissionNames, SUPPORT_USER_TYPE } from "@pociecha/core"
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import { sqlFailureAsDefect } from "../../db/sqlDefects"
import { facilityFacts } from "../../repositories/facilityLookup"
import { facilityRelationOf } from "../../repositories/facilityRelation"
import { requireViewer } from "../middleware/authentication"

/**
 * The signed-in caller who holds `permission` on the facility a route names (core's
 * holdsFacilityPermission: an accepted membership listing it, or support), with the facility:
 * 404 when there is no such facility — switched-off ones included, those who run them still
 * edit them — and 403 when the caller lacks the permission.
 */
export const requireFacilityPermission = (sql: SqlClient.SqlClient, ref: string, permission: string) =>
  Effect.gen(function*() {
    const viewer = yield* requireViewer
    const facility = yield* sqlFailureAsDefect(facilityFacts(sql, ref, "any"))
    if (facility === null) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
    const relation = yield* sqlFailureAsDefect(facilityRelationOf(sql, facility.id, viewer.accountId))
    if (!holdsFacilityPermission(viewer, facility.id, relation, permission)) return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
    return { viewer, facility }
  })

/**
 * The caller who may edit the facility's profile (facility-data/write, management 6), and
 * whether the package limits bind them: support has every permission and no limit (management 6).
 */
export const requireEditor = (sql: SqlClient.SqlClient, ref: string) =>
  Effect.map(requireFacilityPermission(sql, ref, permissionNames.FACILITY_DATA_WRITE), ({ viewer, facility }) => ({
    viewer,
    facility,
    isAdmin: viewer.type === SUPPORT_USER_TYPE
  }))
