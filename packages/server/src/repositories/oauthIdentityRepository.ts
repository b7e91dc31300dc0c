import type { OAuthProvider } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import type { AccountRow } from "./accountRepository"

const makeOAuthIdentityRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** The account an outside account signs in to, if it was linked before. */
  const accountOf = (provider: OAuthProvider, subject: string) =>
    Effect.map(
      sql<AccountRow>`
        select a.* from oauth_identities i join accounts a on a.id = i.account_id
        where i.provider = ${provider} and i.subject = ${subject}`,
      (rows) => rows[0] ?? null
    )

  /** Links an outside account to one of ours; a link made meanwhile by a concurrent sign-in stands. */
  const link = (provider: OAuthProvider, subject: string, accountId: string) =>
    policyRequire("oauthIdentity", "link")(Effect.asVoid(sql`
      insert into oauth_identities ${sql.insert({ provider, subject, account_id: accountId })}
      on conflict (provider, subject) do nothing`))

  return repository({ accountOf, link })
})

/** Which outside account (Google, Facebook) signs in to which of ours (migration 0010). */
export class OAuthIdentityRepository extends Context.Service<
  OAuthIdentityRepository,
  Effect.Success<typeof makeOAuthIdentityRepository>
>()("@pociecha/server/OAuthIdentityRepository") {
  static readonly layer = Layer.effect(OAuthIdentityRepository, makeOAuthIdentityRepository)
}
