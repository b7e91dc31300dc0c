import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { hashSecretToken, newSecretToken } from "../auth/secretToken"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"

/** How long a code opens a site session: the redirect from the portal to the site takes a moment. */
export const SITE_SIGN_IN_CODE_SECONDS = 60

/** The account a code was issued to, as the site shows it, and the portal session the site's session ends with. */
export interface SiteSignInAccount {
  readonly account_id: string
  readonly session_id: string
  readonly name: string
}

const makeSiteSignInRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** A new one-time code for the account's portal session on the site's host; only its hash is kept. Expired codes go. */
  const issue = (accountId: string, sessionId: string, host: string) =>
    policyRequire("siteSignIn", "issue")(Effect.gen(function*() {
      const code = newSecretToken()
      yield* sql`delete from site_sign_in_codes where expires_at < now()`
      yield* sql`insert into site_sign_in_codes ${sql.insert({
        code_hash: hashSecretToken(code),
        account_id: accountId,
        session_id: sessionId,
        host,
        expires_at: new Date(Date.now() + SITE_SIGN_IN_CODE_SECONDS * 1000)
      })}`
      return code
    }))

  /**
   * Uses up a code on the host it was issued for: its active account and the portal session it was
   * asked in, or null (unknown, used, expired, another host). Whether that session still lives is
   * the site's check on every signed-in page (siteSession.ts).
   */
  const consume = (code: string, host: string) =>
    policyRequire("siteSignIn", "follow")(Effect.map(
      sql<SiteSignInAccount>`
        with used as (
          delete from site_sign_in_codes where code_hash = ${hashSecretToken(code)} returning account_id, session_id, host, expires_at)
        select a.id::text as account_id, used.session_id::text as session_id,
          coalesce(nullif(trim(concat_ws(' ', a.name, a.surname)), ''), a.email) as name
        from used join accounts a on a.id = used.account_id
        where used.host = ${host} and used.expires_at > now() and a.status = 'active'`,
      (rows) => rows[0] ?? null
    ))

  return repository({ issue, consume })
})

/** One-time codes that carry a portal sign-in over to a facility site's host (issue 17). */
export class SiteSignInRepository extends Context.Service<SiteSignInRepository, Effect.Success<typeof makeSiteSignInRepository>>()(
  "@pociecha/server/SiteSignInRepository"
) {
  static readonly layer = Layer.effect(SiteSignInRepository, makeSiteSignInRepository)
}
