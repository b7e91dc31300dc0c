import { apiError, type Application, type ApplicationPayload, type ApplicationStatus } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"

const applicationColumns = `a.id, a.facility_id, f.name as facility_name, f.slug as facility_slug,
  a.parent_name, a.parent_surname, a.parent_phone, a.address, a.child_name, a.child_surname,
  to_char(a.child_birth_date, 'YYYY-MM-DD') as child_birth_date, a.status,
  ${epochMs("a.created_at")} as created_at, ${epochMs("a.status_changed_at")} as status_changed_at`

/** An application with the account that sent it (null once that account is deleted). */
export type ApplicationRecord = Application & { readonly account_id: string | null }

/**
 * A parent's applications (`account`) or a facility's (`facility`), newest first (indexes
 * applications_account and applications_facility). Only the parent's read joins the choices
 * (issue 20): the copies of one submission share its created_at, so they stay together, in the
 * parent's priority order.
 */
export const applicationListStatement = (
  sql: SqlClient.SqlClient,
  whose: { readonly account: string } | { readonly facility: number }
) =>
  "account" in whose
    ? sql<ChoiceRow>`
      select ${sql.literal(applicationColumns)}, c.group_id, c.priority
      from applications a join facilities f on f.id = a.facility_id
      left join application_choices c on c.application_id = a.id
      where a.account_id = ${whose.account}
      order by a.created_at desc, c.priority nulls first, a.id desc`
    : sql<ChoiceRow>`
      select ${sql.literal(applicationColumns)}, null as group_id, null as priority
      from applications a join facilities f on f.id = a.facility_id
      where a.facility_id = ${whose.facility}
      order by a.created_at desc, a.id desc`

/** An application row of the parent's read, with its submission's columns when it has one. */
type ChoiceRow = Application & { readonly group_id: string | null; readonly priority: number | null }

/** The parent's view of a row: the choice's columns folded into `choice`, absent for a single application. */
const withChoice = ({ group_id, priority, ...application }: ChoiceRow): Application =>
  group_id === null || priority === null ? application : { ...application, choice: { group_id, priority } }

const makeApplicationRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /**
   * One application of a facility; 404 ERROR_NOT_FOUND when the facility has no such application.
   * `lock` holds its row until the transaction ends (a status move about it).
   */
  const ofFacility = (facilityId: number, id: number, lock: "lock" | "read" = "read") =>
    Effect.flatMap(
      sql<ApplicationRecord>`
        select ${sql.literal(applicationColumns)}, a.account_id
        from applications a join facilities f on f.id = a.facility_id
        where a.id = ${id} and a.facility_id = ${facilityId}
        ${sql.literal(lock === "lock" ? "for update of a" : "")}`,
      ([row]) => (row === undefined ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(row))
    )

  /**
   * One application the account sent, with its choice; 404 ERROR_NOT_FOUND for anyone else's
   * (no hint that it exists). `lock` holds its row (a withdrawal).
   */
  const ofAccount = (accountId: string, id: number, lock: "lock" | "read" = "read") =>
    Effect.flatMap(
      sql<ChoiceRow & { readonly account_id: string | null }>`
        select ${sql.literal(applicationColumns)}, a.account_id, c.group_id, c.priority
        from applications a join facilities f on f.id = a.facility_id
        left join application_choices c on c.application_id = a.id
        where a.id = ${id} and a.account_id = ${accountId}
        ${sql.literal(lock === "lock" ? "for update of a" : "")}`,
      ([row]) => {
        if (row === undefined) return Effect.fail(apiError("ERROR_NOT_FOUND"))
        const { account_id, ...application } = row
        return Effect.succeed({ account_id, application: withChoice(application) })
      }
    )

  /** Marks an application copy as one of a submission to several facilities, at the parent's `priority`. */
  const addChoice = (applicationId: number, accountId: string, groupId: string, priority: number) =>
    policyRequire("application", "apply")(Effect.asVoid(
      sql`insert into application_choices ${sql.insert({ application_id: applicationId, account_id: accountId, group_id: groupId, priority })}`
    ))

  /**
   * Stores a new application; null when the same child's application from this account to this
   * facility is still open (new or contacted) — the unique index applications_open_once decides,
   * so two parallel sends cannot both pass.
   */
  const create = (accountId: string, facilityId: number, application: ApplicationPayload) =>
    policyRequire("application", "apply")(Effect.map(
      sql<{ id: number }>`
        insert into applications ${sql.insert({
          facility_id: facilityId,
          account_id: accountId,
          parent_name: application.parent_name,
          parent_surname: application.parent_surname,
          parent_phone: application.parent_phone.trim(),
          address: application.address.trim(),
          child_name: application.child_name,
          child_surname: application.child_surname,
          child_birth_date: application.child_birth_date
        })}
        on conflict (facility_id, account_id, lower(child_name), lower(child_surname), child_birth_date)
          where status in ('new', 'contacted') and account_id is not null
          do nothing
        returning id`,
      (rows) => rows[0]?.id ?? null
    ))

  const list = (whose: Parameters<typeof applicationListStatement>[1]): Effect.Effect<ReadonlyArray<Application>, SqlError> =>
    Effect.map(applicationListStatement(sql, whose), (rows) => rows.map(withChoice))

  const setStatus = (id: number, status: ApplicationStatus) =>
    policyRequire("application", "decide")(
      Effect.asVoid(sql`update applications set status = ${status}, status_changed_at = now() where id = ${id}`)
    )

  /** The parent takes their application back (issue 20). */
  const withdraw = (id: number) =>
    policyRequire("application", "withdraw")(
      Effect.asVoid(sql`update applications set status = 'withdrawn', status_changed_at = now() where id = ${id}`)
    )

  return repository({ ofFacility, ofAccount, create, addChoice, list, setStatus, withdraw })
})

/** Recruitment applications (spec 2.9, 3.10). */
export class ApplicationRepository extends Context.Service<
  ApplicationRepository,
  Effect.Success<typeof makeApplicationRepository>
>()("@pociecha/server/ApplicationRepository") {
  static readonly layer = Layer.effect(ApplicationRepository, makeApplicationRepository)
}
