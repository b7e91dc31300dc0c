import { AUDIT_PAGE_SIZE, makePage, type Page, type SupportAuditEntry } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"

/** One support action to keep (issue 18); `before`/`after` hold only the fields it changed. */
export interface AuditRecord {
  readonly actorId: string
  readonly action: string
  readonly facilityId?: number | null
  readonly accountId?: string | null
  readonly before?: unknown
  readonly after?: unknown
}

/** Which part of the trail to read: all of it, one facility's, or one account's (as subject or actor). */
export interface AuditFilter {
  readonly facility?: number | undefined
  readonly account?: string | undefined
  readonly page: number
}

type AuditRow = Omit<SupportAuditEntry, "actor"> & { readonly actor_email: string | null; readonly actor_id: string | null }

const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

const makeAuditRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /**
   * Keeps one support action. Called inside the action's transaction, so the change and its
   * entry are written together or not at all; requires the policy that lets support act.
   */
  const record = (entry: AuditRecord) =>
    policyRequire("supportAudit", "record")(sql`
      insert into support_audit (actor_id, action, facility_id, account_id, before, after)
      values (${entry.actorId}, ${entry.action}, ${entry.facilityId ?? null}, ${entry.accountId ?? null},
        ${asJson(entry.before)}::jsonb, ${asJson(entry.after)}::jsonb)`)

  /** A page of the trail, newest first (support_audit_newest / _facility / _account / _actor). */
  const page = (filter: AuditFilter): Effect.Effect<Page<SupportAuditEntry>, SqlError> => {
    const where = [
      ...(filter.facility === undefined ? [] : [sql`s.facility_id = ${filter.facility}`]),
      ...(filter.account === undefined ? [] : [sql`(s.account_id = ${filter.account} or s.actor_id = ${filter.account})`])
    ]
    return Effect.map(
      Effect.all([
        sql<AuditRow>`
          select s.id::float8 as id, ${sql.literal(epochMs("s.at"))} as at, s.action, s.facility_id, s.account_id::text,
            s.before, s.after, s.actor_id::text, a.email as actor_email
          from support_audit s left join accounts a on a.id = s.actor_id
          ${where.length === 0 ? sql`` : sql`where ${sql.and(where)}`}
          order by s.at desc, s.id desc
          limit ${AUDIT_PAGE_SIZE} offset ${AUDIT_PAGE_SIZE * (filter.page - 1)}`,
        sql<{ total: number }>`select count(*)::int as total from support_audit s
          ${where.length === 0 ? sql`` : sql`where ${sql.and(where)}`}`
      ]),
      ([rows, [count]]) =>
        makePage(
          rows.map(({ actor_id, actor_email, ...entry }) => ({
            ...entry,
            actor: actor_id === null || actor_email === null ? null : { id: actor_id, email: actor_email }
          })),
          { page: filter.page, limit: AUDIT_PAGE_SIZE, total: count?.total ?? 0 }
        )
    )
  }

  return repository({ record, page })
})

/** The audit trail of support actions: written with each action, read by support. */
export class AuditRepository extends Context.Service<AuditRepository, Effect.Success<typeof makeAuditRepository>>()(
  "@pociecha/server/AuditRepository"
) {
  static readonly layer = Layer.effect(AuditRepository, makeAuditRepository)
}
