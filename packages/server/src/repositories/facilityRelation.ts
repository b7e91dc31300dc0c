import type { Language, MemberRelation } from "@pociecha/core"
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"

/**
 * What an account is to a facility — its membership row, with its permissions — for core's
 * permission rules (activityPermissions.ts, publicationPermissions.ts); null when it is nothing to it.
 */
export const facilityRelationOf = (sql: SqlClient.SqlClient, facilityId: number, accountId: string) =>
  Effect.map(
    sql<MemberRelation>`
      select role, status, permissions from facility_members where facility_id = ${facilityId} and account_id = ${accountId}`,
    (rows) => rows[0] ?? null
  )

/** Someone to mail: an address, the language to write in, the name to greet. */
export interface Recipient {
  readonly email: string
  readonly language: Language
  readonly name: string | null
}

/**
 * Those who run a facility (accepted OWNER and ADMIN) and want to hear of a kind of news: the
 * facility's switch and their own account's switch are both on.
 */
export const runnersToNotify = (
  sql: SqlClient.SqlClient,
  facilityId: number,
  news: "notify_new_opinions" | "notify_new_questions"
) =>
  sql<Recipient>`
    select a.email, a.language, a.name
    from facility_members m join accounts a on a.id = m.account_id join facilities f on f.id = m.facility_id
    where m.facility_id = ${facilityId} and m.role in ('OWNER', 'ADMIN') and m.status = 'accepted'
      and f.${sql(news)} and a.${sql(news)}
    order by a.email`
