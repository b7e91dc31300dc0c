import { apiError, normalizeEmail, type PartnerAccountPayload, type ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { newSecretToken } from "../../auth/secretToken"
import { PasswordWork } from "../../auth/passwordWork"
import { inTransaction } from "../../db/sqlDefects"
import { Outbox } from "../../mail/outbox"
import { partnerAccountMail } from "../../mail/partnerNotices"
import { publicPolicy } from "../../policy/policy"
import { AccountRepository } from "../../repositories/accountRepository"
import { AuditRepository } from "../../repositories/auditRepository"
import { PartnerRepository } from "../../repositories/partnerRepository"
import { TokenRepository } from "../../repositories/tokenRepository"
import { ServerConfig } from "../../services"

const makePartnerService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const partners = yield* PartnerRepository
  const accounts = yield* AccountRepository
  const tokens = yield* TokenRepository
  const audit = yield* AuditRepository
  const outbox = yield* Outbox
  const abuse = yield* AbuseGuard
  const passwords = yield* PasswordWork
  const config = yield* ServerConfig

  /** The partner whose key the call carries; 401 when it is missing, unknown or revoked. */
  const partnerOf = (key: string | undefined) =>
    Effect.flatMap(key === undefined || key === "" ? Effect.succeed(null) : partners.byKey(key), (partner) =>
      partner === null ? Effect.fail(apiError("ERROR_UNAUTHORIZED")) : Effect.succeed(partner))

  /**
   * An account for a person of a facility the partner knows (management 8): the facility's owner
   * (one nobody owns yet) or one of its parents. The account has no password anyone knows: its
   * holder gets a password-reset link to set one, so no password ever travels by mail.
   */
  const createAccount = (key: string | undefined, payload: PartnerAccountPayload) =>
    Effect.gen(function*() {
      const partner = yield* partnerOf(key)
      yield* abuse.spend("partnerAccountsPerPartner", String(partner.id))
      const email = normalizeEmail(payload.email)
      yield* abuse.spend("mailsPerAddress", email)
      // A random password nobody learns: the account is usable once its holder sets their own.
      const unusable = yield* passwords.hash(newSecretToken())
      const language = payload.language ?? "pl"
      return yield* inTransaction(sql, Effect.gen(function*() {
        const facility = yield* partners.lockedFacility(payload.facility_id)
        if (facility === null) return yield* Effect.fail(apiError("ERROR_PARTNER_FACILITY_NOT_FOUND"))
        if (payload.kind === "facility" && facility.owned) return yield* Effect.fail(apiError("ERROR_PARTNER_ACCOUNT_FAILED"))
        const id = yield* accounts.create({
          id: crypto.randomUUID(),
          email,
          password_hash: unusable,
          name: payload.name.trim(),
          surname: payload.surname.trim(),
          language
        })
        if (id === null) return yield* Effect.fail(apiError("ERROR_PARTNER_EMAIL_TAKEN", { email: ["ERROR_PARTNER_EMAIL_TAKEN"] }))
        if (payload.kind === "facility") yield* partners.makeOwner(facility.id, id)
        else yield* partners.addParent(facility.id, id)
        const token = yield* tokens.issueAccountToken(id, "reset")
        const link = `${config.publicUrl}/reset-hasla/${encodeURIComponent(token)}`
        yield* outbox.enqueue(email, partnerAccountMail[language](facility.name, link, payload.name.trim()))
        return { id, email, kind: payload.kind }
      })).pipe(
        // The partner's key, checked above, is the proof; the partner budget bounds it.
        publicPolicy("account", "create"),
        publicPolicy("membership", "partnerOwner"),
        publicPolicy("membership", "partnerParent"),
        publicPolicy("link", "issue")
      )
    })

  /** A new partner and its key, answered this once; the creation is in the audit trail. */
  const createPartner = (actor: ViewerClaims, name: string) =>
    inTransaction(sql, Effect.gen(function*() {
      const key = newSecretToken()
      const partner = yield* partners.create(name.trim(), key, actor.accountId)
      yield* audit.record({ actorId: actor.accountId, action: "partner.create", after: { partner: partner.id, name: partner.name } })
      return { ...partner, key }
    }))

  /** Revokes a partner's key: its calls are refused from now on; 404 when there is no such partner. */
  const revokePartner = (actor: ViewerClaims, id: number) =>
    inTransaction(sql, Effect.gen(function*() {
      const partner = yield* partners.revoke(id)
      if (partner === null) return yield* Effect.fail(apiError("ERROR_PARTNER_NOT_FOUND"))
      yield* audit.record({ actorId: actor.accountId, action: "partner.revoke", after: { partner: partner.id, name: partner.name } })
    }))

  return { createAccount, createPartner, revokePartner } as const
})

/** Partner apps: the accounts they create, and support's keys for them. */
export class PartnerService extends Context.Service<PartnerService, Effect.Success<typeof makePartnerService>>()(
  "@pociecha/server/PartnerService"
) {
  static readonly layer = Layer.effect(PartnerService, makePartnerService)
}
