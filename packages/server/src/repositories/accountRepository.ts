import type { Language, User, UserFacility } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { pendingConsentsStatement } from "./legalRepository"
import { userShadowFacilitiesStatement } from "./shadowRepository"
import { facilityStatusInForce } from "./facilityStatusInForce"

/** An account row as stored. */
export interface AccountRow {
  readonly id: string
  readonly email: string
  /** A new address waiting for its confirmation link. */
  readonly pending_email: string | null
  readonly password_hash: string
  readonly name: string | null
  readonly surname: string | null
  readonly type: "user" | "support"
  readonly status: "not_activated" | "active"
  readonly language: Language
  readonly avatar: string | null
  readonly source: string
  readonly third_party_data: unknown
  readonly notify_new_opinions: boolean
  readonly notify_new_questions: boolean
}

/** Fields an account update may change. */
export interface AccountChanges {
  readonly name?: string
  readonly surname?: string
  readonly language?: Language
  readonly notify_new_opinions?: boolean
  readonly notify_new_questions?: boolean
  readonly email?: string
  readonly pending_email?: string | null
  readonly password_hash?: string
}

const makeAccountRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const byEmail = (email: string) =>
    Effect.map(sql<AccountRow>`select * from accounts where email = ${email}`, (rows) => rows[0] ?? null)

  const byId = (id: string) =>
    Effect.map(
      sql<AccountRow>`select * from accounts where id::text = ${id}`,
      (rows) => rows[0] ?? null
    )

  /** Inserts an account; null when the e-mail is taken. */
  const create = (account: {
    id: string
    email: string
    password_hash: string
    name: string | null
    surname: string | null
    language: Language
    /** Where it came from: 'email' (the sign-up form, the default), 'google' or 'facebook'. */
    source?: "google" | "facebook"
    /** An account made from a provider's verified address needs no confirmation mail. */
    status?: "active"
  }) =>
    policyRequire("account", "create")(Effect.map(
      sql<{ id: string }>`insert into accounts ${sql.insert(account)} on conflict (email) do nothing returning id`,
      (rows) => rows[0]?.id ?? null
    ))

  const update = (id: string, changes: AccountChanges) =>
    policyRequire("account", "update")(
      Object.keys(changes).length === 0
        ? Effect.void
        : Effect.asVoid(sql`update accounts set ${sql.update(changes as Record<string, unknown>)} where id = ${id}`)
    )

  /**
   * Points the account at a photo (or none) and answers the photo it had, reading it under the
   * row's lock: two changes at once cannot both keep theirs. Null when there is no such account.
   */
  const swapAvatar = (id: string, avatar: string | null) =>
    policyRequire("account", "update")(Effect.gen(function*() {
      const [row] = yield* sql<{ avatar: string | null }>`select avatar from accounts where id = ${id} for update`
      if (row === undefined) return null
      yield* sql`update accounts set avatar = ${avatar} where id = ${id}`
      return { previous: row.avatar }
    }))

  const activate = (id: string) =>
    policyRequire("account", "activate")(Effect.asVoid(sql`update accounts set status = 'active' where id = ${id}`))

  /**
   * The user as the client keeps it: profile, permissions by facility, the facilities it runs, and
   * its claims and creations waiting or declined.
   */
  const userView = (account: AccountRow) =>
    Effect.gen(function*() {
      const [memberships, shadows, pendingConsents] = yield* Effect.all([
        sql<UserFacility & { role: string; permissions: ReadonlyArray<string> }>`
          select f.id, f.slug, f.name, ${sql.literal(facilityStatusInForce())} as status, m.role, m.permissions
          from facility_members m join facilities f on f.id = m.facility_id
          where m.account_id = ${account.id} and m.status = 'accepted' order by f.name`,
        userShadowFacilitiesStatement(sql, account.id),
        pendingConsentsStatement(sql, account.id)
      ])
      const perms: Record<string, ReadonlyArray<string>> = {}
      for (const membership of memberships) perms[String(membership.id)] = membership.permissions
      const user: User = {
        id: account.id,
        email: account.email,
        pending_email: account.pending_email,
        name: account.name,
        surname: account.surname,
        avatar: account.avatar,
        source: account.source,
        status: account.status,
        third_party_data: account.third_party_data ?? null,
        type: account.type,
        language: account.language,
        perms,
        facilities: memberships
          .filter((m) => m.role === "OWNER" || m.role === "ADMIN")
          .map(({ id, slug, name, status }) => ({ id, slug, name, status })),
        shadow_facilities: shadows,
        notify_new_opinions: account.notify_new_opinions,
        notify_new_questions: account.notify_new_questions,
        pending_consents: pendingConsents
      }
      return user
    })

  return repository({ byEmail, byId, create, update, swapAvatar, activate, userView })
})

/** Accounts and the user view built from them. */
export class AccountRepository extends Context.Service<
  AccountRepository,
  Effect.Success<typeof makeAccountRepository>
>()("@pociecha/server/AccountRepository") {
  static readonly layer = Layer.effect(AccountRepository, makeAccountRepository)
}
