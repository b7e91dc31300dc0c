import type { SupportUser, SupportUserFacility } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { counterKey } from "../abuse/abuseGuard"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"

type UserRow = Omit<SupportUser, "facilities" | "locked">

const makeSupportToolboxRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /**
   * The login counters of one address: a pair's wrong passwords (`loginFailuresPerAccountAndIp`)
   * and its wait (`loginWaits`), kept as `prefix:hash(ip):hash(email)` (abuse_counters_account).
   */
  const loginCounters = (email: string) =>
    sql`split_part(key, ':', 3) = ${counterKey(email)} and key like 'login%'`

  /** Whether any client is made to wait before its next password for this address. */
  const isLocked = (email: string) =>
    Effect.map(
      sql<{ locked: boolean }>`select exists (
          select 1 from abuse_counters where ${loginCounters(email)} and key like 'loginWaits:%'
            and points > 1 and (expire is null or expire > ${Date.now()})) as locked`,
      (rows) => rows[0]?.locked === true
    )

  /** The account as the toolbox shows it, or null (accounts_email_key, refresh_tokens_account, facility_members_account). */
  const find = (where: { readonly email: string } | { readonly id: string }) =>
    Effect.gen(function*() {
      const [row] = yield* sql<UserRow>`
        select a.id::text, a.email, a.name, a.surname, a.type, a.status, ${sql.literal(epochMs("a.created_at"))} as created,
          (select ${sql.literal(epochMs("max(first)"))} from (
            select min(r.created_at) as first from refresh_tokens r where r.account_id = a.id group by r.family) s) as last_sign_in,
          (select count(distinct r.family)::int from refresh_tokens r
            where r.account_id = a.id and r.revoked_at is null and r.expires_at > now()) as active_sessions
        from accounts a
        where ${"email" in where ? sql`a.email = ${where.email}` : sql`a.id = ${where.id}`}`
      if (row === undefined) return null
      const facilities = yield* sql<SupportUserFacility>`
        select f.id, f.name, m.role, m.status from facility_members m join facilities f on f.id = m.facility_id
        where m.account_id = ${row.id} order by f.name, f.id`
      return { ...row, locked: yield* isLocked(row.email), facilities } satisfies SupportUser
    })

  /** Forgets every wrong password counted against the address, and every wait they caused. */
  const unlock = (email: string) =>
    policyRequire("account", "unlock")(Effect.asVoid(sql`delete from abuse_counters where ${loginCounters(email)}`))

  return repository({ find, unlock })
})

/** Support's view of one account, and the counters its toolbox clears. */
export class SupportToolboxRepository extends Context.Service<
  SupportToolboxRepository,
  Effect.Success<typeof makeSupportToolboxRepository>
>()("@pociecha/server/SupportToolboxRepository") {
  static readonly layer = Layer.effect(SupportToolboxRepository, makeSupportToolboxRepository)
}
