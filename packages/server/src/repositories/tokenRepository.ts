import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { hashSecretToken, newSecretToken } from "../auth/secretToken"
import { policyRequire } from "../policy/policy"

/** Refresh tokens last 30 days; each use replaces the token with a new one of the same family. */
export const REFRESH_TOKEN_DAYS = 30

/** How long an e-mail link works, by purpose. */
const linkHours = { confirm: 48, reset: 1, email: 24 } as const

/** What an e-mail link is for: confirming an account, resetting a password, confirming a new address. */
export type AccountTokenPurpose = keyof typeof linkHours

export type RefreshOutcome =
  | { readonly _tag: "rotated"; readonly accountId: string; readonly sessionId: string; readonly token: string }
  | { readonly _tag: "unknown" }
  | { readonly _tag: "reused" }

const makeTokenRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** A new refresh token of the family; a rotation's successor, or a new session's first. */
  const insertRefresh = (accountId: string, family: string) =>
    Effect.gen(function*() {
      const token = newSecretToken()
      yield* sql`insert into refresh_tokens ${sql.insert({
        token_hash: hashSecretToken(token),
        account_id: accountId,
        family,
        expires_at: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000)
      })}`
      return { token, sessionId: family }
    })

  /** Starts a session: a new token family (the session id). Returns the plain token for the cookie. */
  const issueRefresh = (accountId: string) => policyRequire("session", "start")(insertRefresh(accountId, crypto.randomUUID()))

  /**
   * Exchanges a refresh token for a new one. A token used twice means it was
   * stolen: the whole family is revoked and both holders must log in again.
   */
  const rotateRefresh = (token: string) =>
    policyRequire("session", "renew")(sql.withTransaction(
      Effect.gen(function*() {
        const rows = yield* sql<{ account_id: string; family: string; revoked: boolean; expired: boolean }>`
          select account_id, family, revoked_at is not null as revoked, expires_at < now() as expired
          from refresh_tokens where token_hash = ${hashSecretToken(token)} for update`
        const row = rows[0]
        if (row === undefined || row.expired) return { _tag: "unknown" } as RefreshOutcome
        if (row.revoked) {
          yield* sql`update refresh_tokens set revoked_at = now() where family = ${row.family} and revoked_at is null`
          return { _tag: "reused" } as RefreshOutcome
        }
        yield* sql`update refresh_tokens set revoked_at = now() where token_hash = ${hashSecretToken(token)}`
        const next = yield* insertRefresh(row.account_id, row.family)
        return { _tag: "rotated", accountId: row.account_id, sessionId: row.family, token: next.token } as RefreshOutcome
      })
    ))

  /** Ends the session the token belongs to. */
  const revokeFamilyOf = (token: string) =>
    policyRequire("session", "end")(Effect.asVoid(sql`
      update refresh_tokens set revoked_at = now()
      where revoked_at is null and family = (select family from refresh_tokens where token_hash = ${hashSecretToken(token)})`))

  /**
   * The account type behind an access token, if its session is still live: the account
   * exists, and the session (refresh family) has an unrevoked, unexpired token. Logout,
   * a password or e-mail change and deletion all end sessions, and with them every access
   * token they issued, on every server at once.
   */
  const liveSession = (accountId: string, sessionId: string) =>
    Effect.map(
      sql<{ type: "user" | "support" }>`
        select a.type from accounts a
        where a.id = ${accountId} and a.status = 'active' and exists (
          select 1 from refresh_tokens r
          where r.family = ${sessionId} and r.account_id = a.id and r.revoked_at is null and r.expires_at > now())`,
      (rows) => rows[0] ?? null
    )

  /** Ends every session of an account (password change, reset). */
  const revokeAllOf = (accountId: string) =>
    policyRequire("session", "endAll")(
      Effect.asVoid(sql`update refresh_tokens set revoked_at = now() where account_id = ${accountId} and revoked_at is null`)
    )

  /** A single-use e-mail link token; earlier unused ones of the same purpose stop working. */
  const issueAccountToken = (accountId: string, purpose: AccountTokenPurpose) =>
    policyRequire("link", "issue")(Effect.gen(function*() {
      const token = newSecretToken()
      yield* sql`update account_tokens set used_at = now()
        where account_id = ${accountId} and purpose = ${purpose} and used_at is null`
      yield* sql`insert into account_tokens ${sql.insert({
        token_hash: hashSecretToken(token),
        account_id: accountId,
        purpose,
        expires_at: new Date(Date.now() + linkHours[purpose] * 3_600_000)
      })}`
      return token
    }))

  /** Uses an e-mail link token once; the account id, or null when unknown, used or expired. */
  const consumeAccountToken = (token: string, purpose: AccountTokenPurpose) =>
    policyRequire("link", "follow")(Effect.map(
      sql<{ account_id: string }>`
        update account_tokens set used_at = now()
        where token_hash = ${hashSecretToken(token)} and purpose = ${purpose}
          and used_at is null and expires_at > now()
        returning account_id`,
      (rows) => rows[0]?.account_id ?? null
    ))

  return repository({
    issueRefresh,
    rotateRefresh,
    revokeFamilyOf,
    liveSession,
    revokeAllOf,
    issueAccountToken,
    consumeAccountToken
  })
})

/** Refresh tokens and single-use e-mail tokens, all stored hashed. */
export class TokenRepository extends Context.Service<
  TokenRepository,
  Effect.Success<typeof makeTokenRepository>
>()("@pociecha/server/TokenRepository") {
  static readonly layer = Layer.effect(TokenRepository, makeTokenRepository)
}
