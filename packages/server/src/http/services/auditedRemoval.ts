import { apiError, type ViewerClaims } from "@pociecha/core"
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import type { AuditRecord } from "../../repositories/auditRepository"

/** What deleting one kind of CMS entry needs: how to find it, how to remove it, how to keep it in the audit trail. */
export interface AuditedRemoval<Row, E1, R1, E2, R2, E3, R3> {
  readonly find: (id: number) => Effect.Effect<Row | null, E1, R1>
  readonly remove: (id: number) => Effect.Effect<unknown, E2, R2>
  readonly record: (entry: AuditRecord) => Effect.Effect<unknown, E3, R3>
  /** The audit trail's name of the deletion (`blog.delete`). */
  readonly action: string
}

/**
 * The CMS's deletion of one entry (a post, a material, an event, a FAQ item): 404 for none,
 * else removed and kept in the audit trail as it was, in one transaction.
 */
export const auditedRemoval = <Row, E1, R1, E2, R2, E3, R3>(sql: SqlClient.SqlClient, kind: AuditedRemoval<Row, E1, R1, E2, R2, E3, R3>) =>
  (editor: ViewerClaims, id: number) =>
    inTransaction(sql, Effect.gen(function*() {
      const before = yield* kind.find(id)
      if (before === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
      yield* kind.remove(id)
      yield* kind.record({ actorId: editor.accountId, action: kind.action, before })
    }))
