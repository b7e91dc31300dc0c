import { apiError, type ParentApplication } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { applicationColumns, type ApplicationRecord } from "./applicationRepository"

/** One of the parent's applications with its submission (null when sent to one facility alone). */
export type ParentApplicationRecord = ApplicationRecord & { readonly group_id: number | null }

const makeApplicationChoiceRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /**
   * The parent's side of applications (issue 20): submissions newest first, each in the parent's
   * priority order, with the waiting-list position where a facility put the child on its list —
   * its turn among the facility's waiting applications of the same age group, counted by when the
   * facility put each there (index applications_waiting), so it moves up as others leave the list.
   */
  const parentList = (accountId: string, groupId: number | null = null) =>
    sql<ParentApplication>`
      select ${sql.literal(applicationColumns)}, c.group_id, c.priority,
        case when a.status = 'waiting_list' then a.waiting_age_group end as waiting_age_group,
        case when a.status = 'waiting_list' then (
          select count(*) from applications w
          where w.facility_id = a.facility_id and w.status = 'waiting_list'
            and w.waiting_age_group = a.waiting_age_group
            and (w.status_changed_at, w.id) <= (a.status_changed_at, a.id))::int end as waiting_position
      from applications a join facilities f on f.id = a.facility_id
        left join application_choices c on c.application_id = a.id
        left join application_groups g on g.id = c.group_id
      where a.account_id = ${accountId} ${groupId === null ? sql`` : sql`and c.group_id = ${groupId}`}
      order by coalesce(g.created_at, a.created_at) desc, coalesce(c.group_id, 0) desc, c.priority, a.id desc`

  /** A new submission of the parent's. */
  const createGroup = (accountId: string) =>
    policyRequire("application", "apply")(Effect.map(
      sql<{ id: number }>`insert into application_groups (account_id) values (${accountId}) returning id`,
      ([row]) => row!.id
    ))

  /** An application's place (1 = most wanted) in its submission. */
  const addChoice = (groupId: number, applicationId: number, priority: number) =>
    policyRequire("application", "apply")(Effect.asVoid(sql`
      insert into application_choices (application_id, group_id, priority) values (${applicationId}, ${groupId}, ${priority})`))

  /**
   * An application with its sender and submission, its row locked until the transaction ends
   * (a withdrawal); 404 ERROR_NOT_FOUND when there is none.
   */
  const lockOne = (id: number) =>
    Effect.flatMap(
      sql<ParentApplicationRecord>`
        select ${sql.literal(applicationColumns)}, a.account_id, c.group_id
        from applications a join facilities f on f.id = a.facility_id
          left join application_choices c on c.application_id = a.id
        where a.id = ${id}
        for update of a`,
      ([row]) => (row === undefined ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(row))
    )

  /** The copies of a submission, their rows locked (primary key of application_choices, unique group and priority). */
  const lockGroup = (groupId: number) =>
    sql<{ id: number; status: ParentApplication["status"]; facility_id: number }>`
      select a.id, a.status, a.facility_id
      from application_choices c join applications a on a.id = c.application_id
      where c.group_id = ${groupId}
      order by c.priority
      for update of a`

  /** The parent withdraws applications: the facilities see them withdrawn and can no longer move them. */
  const withdraw = (ids: ReadonlyArray<number>) =>
    policyRequire("application", "withdraw")(
      ids.length === 0
        ? Effect.void
        : Effect.asVoid(sql`update applications set status = 'withdrawn', status_changed_at = now() where id in ${sql.in(ids)}`)
    )

  return repository({ parentList, createGroup, addChoice, lockOne, lockGroup, withdraw })
})

/** The parent's side of applications (issue 20): submissions to several facilities, priorities, withdrawals. */
export class ApplicationChoiceRepository extends Context.Service<
  ApplicationChoiceRepository,
  Effect.Success<typeof makeApplicationChoiceRepository>
>()("@pociecha/server/ApplicationChoiceRepository") {
  static readonly layer = Layer.effect(ApplicationChoiceRepository, makeApplicationChoiceRepository)
}
