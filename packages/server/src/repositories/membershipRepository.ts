import { FORMER_OWNER_PERMISSIONS, ownerPermissions, type FacilityMember, type MemberRelation, type Membership, type SubscriberRole } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { facilityRelationOf, runnersToNotify, type Recipient } from "./facilityRelation"
import { epochMs } from "./opinionRows"

const timeColumns = `${epochMs("m.created_at")} as created_at, ${epochMs("m.decided_at")} as decided_at`

/** One's memberships (all, or the one of `facilityId`), the newest first (index facility_members_account). */
export const myMembershipsStatement = (sql: SqlClient.SqlClient, accountId: string, facilityId?: number) =>
  sql<Membership>`
    select m.facility_id, f.name as facility_name, f.slug as facility_slug, t.name as facility_city,
      m.role, m.status, m.permissions, ${sql.literal(timeColumns)}
    from facility_members m join facilities f on f.id = m.facility_id join towns t on t.id = f.town_id
    where m.account_id = ${accountId} and ${facilityId === undefined ? sql.and([]) : sql`m.facility_id = ${facilityId}`}
    order by m.created_at desc, m.facility_id`

/**
 * A facility's members (all of them, or the one of `accountId`) by role, then in the order they
 * joined (index facility_members_facility).
 */
export const membersStatement = (sql: SqlClient.SqlClient, facilityId: number, accountId?: string) =>
  sql<FacilityMember>`
    select m.account_id, a.name, a.surname, a.email, a.avatar, m.role, m.status, m.permissions, ${sql.literal(timeColumns)}
    from facility_members m join accounts a on a.id = m.account_id
    where m.facility_id = ${facilityId} and ${accountId === undefined ? sql.and([]) : sql`m.account_id = ${accountId}`}
    order by m.role, m.created_at, m.account_id`

const makeMembershipRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const mine = (accountId: string) => myMembershipsStatement(sql, accountId)

  /** What an account is to a facility, for core's permission rules; null when it is nothing to it. */
  const relation = (facilityId: number, accountId: string) => facilityRelationOf(sql, facilityId, accountId)

  /**
   * Everyone who runs a facility (accepted OWNER and ADMIN), for news they must hear whatever
   * their switches say: applications and people asking to join.
   */
  const runners = (facilityId: number) =>
    sql<Recipient>`
      select a.email, a.language, a.name
      from facility_members m join accounts a on a.id = m.account_id
      where m.facility_id = ${facilityId} and m.role in ('OWNER', 'ADMIN') and m.status = 'accepted'
      order by a.email`

  /** Those who run a facility and want to hear of a kind of news (the facility's and their own switch on). */
  const newsRecipients = (facilityId: number, news: Parameters<typeof runnersToNotify>[2]) => runnersToNotify(sql, facilityId, news)

  const members = (facilityId: number) => membersStatement(sql, facilityId)

  /** One member of a facility as it sees them; null when the account is not its member. */
  const member = (facilityId: number, accountId: string) =>
    Effect.map(membersStatement(sql, facilityId, accountId), (rows) => rows[0] ?? null)

  /** One of my memberships; null when I am not a member. */
  const membership = (facilityId: number, accountId: string) =>
    Effect.map(myMembershipsStatement(sql, accountId, facilityId), (rows) => rows[0] ?? null)

  /** Asks to join as a parent or a teacher; false when the account already has a membership there. */
  const subscribe = (facilityId: number, accountId: string, role: SubscriberRole) =>
    policyRequire("membership", "subscribe")(Effect.map(
      sql`
        insert into facility_members ${sql.insert({ facility_id: facilityId, account_id: accountId, role, status: "pending" })}
        on conflict (facility_id, account_id) do nothing
        returning 1`,
      (rows) => rows.length === 1
    ))

  const resign = (facilityId: number, accountId: string) =>
    policyRequire("membership", "resign")(
      Effect.asVoid(sql`delete from facility_members where facility_id = ${facilityId} and account_id = ${accountId}`)
    )

  const decide = (facilityId: number, accountId: string, status: "accepted" | "rejected") =>
    policyRequire("membership", "decide")(Effect.asVoid(sql`
      update facility_members set status = ${status}, decided_at = now()
      where facility_id = ${facilityId} and account_id = ${accountId}`))

  /**
   * The memberships of these accounts in the facility, locked until the transaction ends: a
   * change decided on them (permissions, ownership) sees them as they stay.
   */
  const lockedRelations = (facilityId: number, accountIds: ReadonlyArray<string>) =>
    Effect.map(
      sql<MemberRelation & { account_id: string }>`
        select account_id::text as account_id, role, status, permissions from facility_members
        where facility_id = ${facilityId} and account_id in ${sql.in(accountIds)}
        order by account_id
        for update`,
      (rows) => new Map(rows.map(({ account_id, ...relation }) => [account_id, relation] as const))
    )

  const setPermissions = (facilityId: number, accountId: string, permissions: ReadonlyArray<string>) =>
    policyRequire("membership", "setPermissions")(Effect.asVoid(sql`
      update facility_members set permissions = ${permissions}
      where facility_id = ${facilityId} and account_id = ${accountId}`))

  /**
   * Ownership passes (management 4): the heir becomes OWNER with the owner's permissions, the
   * former owner a teacher with none, and the facility names its new owner.
   */
  const passOwnership = (facilityId: number, formerOwnerId: string, heirId: string) =>
    policyRequire("ownership", "transfer")(Effect.gen(function*() {
      yield* sql`
        update facility_members set role = 'OWNER', permissions = ${ownerPermissions}
        where facility_id = ${facilityId} and account_id = ${heirId}`
      yield* sql`
        update facility_members set role = 'teacher', permissions = ${FORMER_OWNER_PERMISSIONS}
        where facility_id = ${facilityId} and account_id = ${formerOwnerId}`
      yield* sql`update facilities set account_id = ${heirId}, facility_owner_account_id = ${heirId} where id = ${facilityId}`
    }))

  return repository({ mine, relation, runners, newsRecipients, members, member, membership, subscribe, resign, decide, lockedRelations, setPermissions, passOwnership })
})

/** Parents' and teachers' memberships of facilities (spec 4.5; management 2.4). */
export class MembershipRepository extends Context.Service<
  MembershipRepository,
  Effect.Success<typeof makeMembershipRepository>
>()("@pociecha/server/MembershipRepository") {
  static readonly layer = Layer.effect(MembershipRepository, makeMembershipRepository)
}
