import { type AgeGroup, apiError, type Application, type ApplicationPayload, type ApplicationStatus } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"

export const applicationColumns = `a.id, a.facility_id, f.name as facility_name, f.slug as facility_slug,
  a.parent_name, a.parent_surname, a.parent_phone, a.address, a.child_name, a.child_surname,
  to_char(a.child_birth_date, 'YYYY-MM-DD') as child_birth_date, a.status,
  ${epochMs("a.created_at")} as created_at, ${epochMs("a.status_changed_at")} as status_changed_at`

/** An application with the account that sent it (null once that account is deleted). */
export type ApplicationRecord = Application & { readonly account_id: string | null }

/**
 * A parent's applications (`account`) or a facility's (`facility`), newest first (indexes
 * applications_account and applications_facility).
 */
export const applicationListStatement = (
  sql: SqlClient.SqlClient,
  whose: { readonly account: string } | { readonly facility: number }
) =>
  sql<Application>`
    select ${sql.literal(applicationColumns)}
    from applications a join facilities f on f.id = a.facility_id
    where ${"account" in whose ? sql`a.account_id = ${whose.account}` : sql`a.facility_id = ${whose.facility}`}
    order by a.created_at desc, a.id desc`

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
          where status in ('new', 'contacted', 'waiting_list') and account_id is not null
          do nothing
        returning id`,
      (rows) => rows[0]?.id ?? null
    ))

  const list = (whose: Parameters<typeof applicationListStatement>[1]) => applicationListStatement(sql, whose)

  /**
   * Moves an application on; onto the waiting list, in the child's age group (`waitingIn`): its
   * place there is its turn by this moment (see applicationChoiceRepository's waiting position).
   */
  const setStatus = (id: number, status: ApplicationStatus, waitingIn: AgeGroup | null = null) =>
    policyRequire("application", "decide")(
      Effect.asVoid(sql`
        update applications set status = ${status}, status_changed_at = now(),
          waiting_age_group = ${status === "waiting_list" ? waitingIn : null}
        where id = ${id}`)
    )

  return repository({ ofFacility, create, list, setStatus })
})

/** Recruitment applications (spec 2.9, 3.10). */
export class ApplicationRepository extends Context.Service<
  ApplicationRepository,
  Effect.Success<typeof makeApplicationRepository>
>()("@pociecha/server/ApplicationRepository") {
  static readonly layer = Layer.effect(ApplicationRepository, makeApplicationRepository)
}
