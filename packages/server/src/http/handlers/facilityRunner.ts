import { apiError, runsFacility } from "@pociecha/core"
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import { sqlFailureAsDefect } from "../../db/sqlDefects"
import { facilityFacts } from "../../repositories/facilityLookup"
import { facilityRelationOf } from "../../repositories/facilityRelation"
import { requireViewer } from "../middleware/authentication"

/**
 * The signed-in caller who runs the facility a route names (core's runsFacility: its accepted
 * OWNER or ADMIN, or support), with the facility: 404 when there is no such facility, 403 when it
 * is not theirs to run.
 */
export const requireRunner = (sql: SqlClient.SqlClient, ref: string | number) =>
  Effect.gen(function*() {
    const viewer = yield* requireViewer
    const facility = yield* sqlFailureAsDefect(facilityFacts(sql, ref, "any"))
    if (facility === null) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
    const relation = yield* sqlFailureAsDefect(facilityRelationOf(sql, facility.id, viewer.accountId))
    if (!runsFacility(viewer, relation)) return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
    return { viewer, facility }
  })
