import { type Partner } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { ownerMembershipStatement } from "./ownerMembership"
import { hashSecretToken } from "../auth/secretToken"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"

const partnerColumns = `id, name, ${epochMs("created_at")} as created_at, ${epochMs("revoked_at")} as revoked_at`

const makePartnerRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** The partner whose live key this is (partners_key_hash_key), or null: unknown or revoked. */
  const byKey = (key: string) =>
    Effect.map(
      sql<{ id: number; name: string }>`select id, name from partners where key_hash = ${hashSecretToken(key)} and revoked_at is null`,
      (rows) => rows[0] ?? null
    )

  /** Every partner, newest first (partners_newest); a handful, so one page. */
  const list = () => sql<Partner>`select ${sql.literal(partnerColumns)} from partners order by created_at desc, id desc`

  /** Keeps a new partner with the hash of its key; the key itself is the caller's to hand over once. */
  const create = (name: string, key: string, createdBy: string) =>
    policyRequire("partner", "create")(Effect.map(
      sql<Partner>`insert into partners ${sql.insert({ name, key_hash: hashSecretToken(key), created_by: createdBy })}
        returning ${sql.literal(partnerColumns)}`,
      (rows) => rows[0]!
    ))

  /** Revokes a partner's key (again is a no-op); null when there is no such partner. */
  const revoke = (id: number) =>
    policyRequire("partner", "revoke")(Effect.map(
      sql<Partner>`
        update partners set revoked_at = coalesce(revoked_at, now()) where id = ${id}
        returning ${sql.literal(partnerColumns)}`,
      (rows) => rows[0] ?? null
    ))

  /** The facility a partner names, locked for the account it gets: an active one, or null. */
  const lockedFacility = (id: number) =>
    Effect.map(
      sql<{ id: number; name: string; owned: boolean }>`
        select f.id, f.name, exists (
          select 1 from facility_members m where m.facility_id = f.id and m.role = 'OWNER' and m.status = 'accepted'
        ) as owned
        from facilities f where f.id = ${id} and f.active for update`,
      (rows) => rows[0] ?? null
    )

  /** Makes the account the owner of a facility nobody owns: as accepting a claim does (shadowRepository.accept). */
  const makeOwner = (facilityId: number, accountId: string) =>
    policyRequire("membership", "partnerOwner")(Effect.gen(function*() {
      yield* sql`update facilities set account_id = ${accountId}, facility_owner_account_id = ${accountId} where id = ${facilityId}`
      yield* ownerMembershipStatement(sql, facilityId, accountId)
    }))

  /** Makes the account an accepted parent of the facility: the partner app vouches for them. */
  const addParent = (facilityId: number, accountId: string) =>
    policyRequire("membership", "partnerParent")(Effect.asVoid(sql`
      insert into facility_members ${sql.insert({ facility_id: facilityId, account_id: accountId, role: "parent", status: "accepted" })}`))

  return repository({ byKey, list, create, revoke, lockedFacility, makeOwner, addParent })
})

/** Partner apps, their hashed keys, and the accounts they create for facilities' people. */
export class PartnerRepository extends Context.Service<PartnerRepository, Effect.Success<typeof makePartnerRepository>>()(
  "@pociecha/server/PartnerRepository"
) {
  static readonly layer = Layer.effect(PartnerRepository, makePartnerRepository)
}
