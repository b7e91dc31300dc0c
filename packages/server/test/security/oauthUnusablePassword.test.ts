import { Effect, Layer } from "effect"
import { HttpServerRequest } from "effect/http"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { AbuseGuard } from "../../src/abuse/abuseGuard"
import { PasswordWork } from "../../src/auth/passwordWork"
import { oauthSignIn } from "../../src/oauth/oauthSignIn"
import { AccountRepository, type AccountChanges, type AccountRow } from "../../src/repositories/accountRepository"
import { OAuthIdentityRepository } from "../../src/repositories/oauthIdentityRepository"
import { ServerConfig } from "../../src/services"

const unconfirmed = {
  id: "00000000-0000-4000-8000-000000000009",
  email: "parent@example.com",
  status: "not_activated",
  password_hash: "scrypt$c2FsdA==$aGFzaA=="
} as AccountRow

describe("a sign-in with a provider that takes over an unconfirmed sign-up", () => {
  it("hashes the account's new, unusable password in its turn in the bounded password work", async () => {
    const updates: Array<AccountChanges> = []
    const madeInTurn: Array<unknown> = []
    const services = Layer.mergeAll(
      // A transaction that just runs its effect: only the order of the work matters here.
      Layer.succeed(SqlClient.SqlClient, { withTransaction: <A, E, R>(effect: Effect.Effect<A, E, R>) => effect } as unknown as SqlClient.SqlClient),
      Layer.succeed(AccountRepository, {
        byEmail: () => Effect.succeed(unconfirmed),
        update: (_id: string, changes: AccountChanges) => Effect.sync(() => void updates.push(changes)),
        activate: () => Effect.void
      } as unknown as typeof AccountRepository.Service),
      Layer.succeed(OAuthIdentityRepository, {
        accountOf: () => Effect.succeed(null),
        link: () => Effect.void
      } as unknown as typeof OAuthIdentityRepository.Service),
      // What only a new account's sign-up budget reads: a takeover makes no account.
      Layer.succeed(AbuseGuard, {} as typeof AbuseGuard.Service),
      Layer.succeed(HttpServerRequest.HttpServerRequest, {} as HttpServerRequest.HttpServerRequest),
      Layer.succeed(ServerConfig, {} as typeof ServerConfig.Service),
      // Keeps what each turn's work made: the hash must be one of them.
      Layer.succeed(PasswordWork, {
        inTurn: <A, E, R>(work: Effect.Effect<A, E, R>) => Effect.tap(work, (made) => Effect.sync(() => void madeInTurn.push(made)))
      } as unknown as typeof PasswordWork.Service)
    )
    const profile = { subject: "g-1", email: unconfirmed.email, emailVerified: true, givenName: null, familyName: null }
    const account = await Effect.gen(function*() {
      const signIn = yield* oauthSignIn
      return yield* signIn("google", profile, "pl")
    }).pipe(Effect.provide(services), Effect.runPromise)

    expect(account.id).toBe(unconfirmed.id)
    const [change] = updates
    expect(change?.password_hash).toMatch(/^scrypt\$/)
    expect(madeInTurn).toEqual([change?.password_hash])
  })
})
