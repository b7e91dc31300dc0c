import { normalizeEmail, PlainPersonName, type Language, type OAuthErrorKey, type OAuthProvider } from "@pociecha/core"
import { Data, Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../abuse/abuseGuard"
import { unusablePasswordHash } from "../auth/password"
import { PasswordWork } from "../auth/passwordWork"
import { inTransaction } from "../db/sqlDefects"
import { clientAddress } from "../http/middleware/clientAddress"
import { publicPolicy } from "../policy/policy"
import { AccountRepository, type AccountRow } from "../repositories/accountRepository"
import { OAuthIdentityRepository } from "../repositories/oauthIdentityRepository"
import type { OAuthProfile } from "./oauthProfile"

/** Why a sign-in with a provider ends without a session: the catalogue key the login page shows. */
export class OAuthRefusal extends Data.TaggedError("OAuthRefusal")<{ readonly error: OAuthErrorKey }> {}

const refuse = (error: OAuthErrorKey) => Effect.fail(new OAuthRefusal({ error }))

const isPersonName = Schema.is(PlainPersonName)

/** A name from the profile, if it passes our name rule; otherwise none rather than a refusal. */
const personName = (name: string | null): string | null => (name !== null && isPersonName(name) ? name : null)

/**
 * The account a provider's profile signs in to (spec 2.10), in this order:
 * - the account this outside account was linked to before, whatever its address is now;
 * - else, only for an address the provider verified: the account with that address, which it is
 *   linked to from now on — an unconfirmed one becomes active (the provider proved the mailbox)
 *   and loses the password it was signed up with, which nobody proved to be the owner's;
 * - else a new, active account with that address, its names from the profile, and no usable
 *   password (a reset sets one), counted against the sign-ups of the caller's address.
 * An unverified address never signs in: linking it would hand someone else's account over, and
 * an account made from it would be taken over by the next sign-in with that address.
 */
export const oauthSignIn = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const accounts = yield* AccountRepository
  const identities = yield* OAuthIdentityRepository
  const abuse = yield* AbuseGuard
  const passwords = yield* PasswordWork

  /** A new unusable password's hash, in its turn among the instance's bounded password work. */
  const unusableHash = passwords.inTurn(Effect.promise(unusablePasswordHash))

  /**
   * Every write of a sign-in with a provider is a guest's: the provider's verified answer,
   * checked before, is what authorizes it.
   */
  const providerProven = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    effect.pipe(
      publicPolicy("account", "create"),
      publicPolicy("account", "update"),
      publicPolicy("account", "activate"),
      publicPolicy("oauthIdentity", "link")
    )

  const linkExisting = (provider: OAuthProvider, subject: string, account: AccountRow) =>
    Effect.gen(function*() {
      // Hashed before the transaction: waiting for a hashing slot must not hold its locks.
      const passwordHash = account.status === "active" ? null : yield* unusableHash
      return yield* inTransaction(sql, Effect.gen(function*() {
        if (passwordHash !== null) {
          yield* accounts.update(account.id, { password_hash: passwordHash })
          yield* accounts.activate(account.id)
        }
        yield* identities.link(provider, subject, account.id)
        return account
      })).pipe(providerProven)
    })

  const createAccount = (provider: OAuthProvider, profile: OAuthProfile, email: string, language: Language) =>
    Effect.gen(function*() {
      // The budget's only failure is its 429.
      yield* abuse.spend("signupsPerIp", yield* clientAddress).pipe(Effect.catch(() => refuse("ERROR_TOO_MANY_REQUESTS")))
      const passwordHash = yield* unusableHash
      return yield* inTransaction(sql, Effect.gen(function*() {
        const id = yield* accounts.create({
          id: crypto.randomUUID(),
          email,
          password_hash: passwordHash,
          name: personName(profile.givenName),
          surname: personName(profile.familyName),
          language,
          source: provider,
          status: "active"
        })
        // Taken meanwhile by a sign-up of the same address: that one stands; trying again links to it.
        if (id === null) return yield* refuse("ERROR_OAUTH_FAILED")
        yield* identities.link(provider, profile.subject, id)
        const created = yield* accounts.byId(id)
        return created ?? (yield* refuse("ERROR_OAUTH_FAILED"))
      })).pipe(providerProven)
    })

  return (provider: OAuthProvider, profile: OAuthProfile, language: Language) =>
    Effect.gen(function*() {
      const linked = yield* identities.accountOf(provider, profile.subject)
      if (linked !== null) return linked
      if (profile.email === null) return yield* refuse("ERROR_OAUTH_EMAIL_MISSING")
      if (!profile.emailVerified) return yield* refuse("ERROR_OAUTH_EMAIL_UNVERIFIED")
      const email = normalizeEmail(profile.email)
      const existing = yield* accounts.byEmail(email)
      return existing === null
        ? yield* createAccount(provider, profile, email, language)
        : yield* linkExisting(provider, profile.subject, existing)
    })
})
