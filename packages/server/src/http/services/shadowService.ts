import { apiError, appRoutes, type Language, type ShadowData, type ShadowDetails, type ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { Outbox } from "../../mail/outbox"
import { competingClaimReason, shadowAcceptedMail, shadowDeclinedMail, shadowReceivedMail } from "../../mail/shadowNotices"
import type { MailContent } from "../../mail/templates"
import { accountPolicy } from "../../policy/accountPolicy"
import { policyUse } from "../../policy/policy"
import { AccountRepository } from "../../repositories/accountRepository"
import { AuditRepository } from "../../repositories/auditRepository"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { ShadowRepository, type ShadowRow, type ShadowTown } from "../../repositories/shadowRepository"
import { TokenRepository } from "../../repositories/tokenRepository"
import { ServerConfig } from "../../services"
import { shadowDocuments } from "../../storage/shadowDocuments"

/** The verified data as kept: trimmed, a blank apartment number left out, the town's names added. */
const detailsOf = ({ facility_id: _, ...data }: ShadowData, town: ShadowTown): ShadowDetails => ({
  ...data,
  name: data.name.trim(),
  street: data.street.trim(),
  building_number: data.building_number.trim(),
  apartment_number: data.apartment_number?.trim() || null,
  phone: data.phone.trim(),
  city_name: town.name,
  voivodeship_name: town.voivodeship_name
})

const makeShadowService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const shadows = yield* ShadowRepository
  const facilities = yield* FacilityRepository
  const accounts = yield* AccountRepository
  const tokens = yield* TokenRepository
  const outbox = yield* Outbox
  const abuse = yield* AbuseGuard
  const audit = yield* AuditRepository
  const config = yield* ServerConfig
  const documents = yield* shadowDocuments

  /** Mails the sender a letter in their language. */
  const mailSender = (accountId: string, compose: (language: Language, name: string) => MailContent) =>
    Effect.gen(function*() {
      const account = yield* accounts.byId(accountId)
      if (account !== null) yield* outbox.enqueue(account.email, compose(account.language, account.name ?? ""))
    })

  const recordOf = (id: number) =>
    Effect.flatMap(shadows.record(id), (record) =>
      record === null ? Effect.fail(apiError("ERROR_SHADOW_FACILITY_NOT_FOUND")) : Effect.succeed(record))

  /** The facility a claim names: one parents can see, and nobody owns (the sender included). */
  const claimable = (facilityId: number) =>
    Effect.gen(function*() {
      const facility = yield* facilities.findOr404(facilityId, "public")
      if ((yield* shadows.ownerOf(facility.id)) !== null) return yield* Effect.fail(apiError("ERROR_FACILITY_ALREADY_CLAIMED"))
      return facility
    })

  /** What the data names must exist: its town in its voivodeship, its specialization tags. */
  const townOf = (data: ShadowData) =>
    Effect.gen(function*() {
      const town = yield* shadows.town(data.city, data.voivodeship)
      if (town === null) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { city: ["FIELD_INVALID"] }))
      if (!(yield* shadows.areSpecializations(data.specialization))) {
        return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { specialization: ["FIELD_INVALID"] }))
      }
      return town
    })

  /**
   * Stores a claim (of a public facility nobody owns) or a creation (with its new, inactive
   * facility), with its documents, and mails its sender, in one transaction: the record.
   */
  const send = (viewer: ViewerClaims, data: ShadowData, uploads: Parameters<typeof documents.check>[0]) =>
    Effect.gen(function*() {
      yield* abuse.spend("shadowsPerUser", viewer.accountId)
      const checked = yield* documents.check(uploads)
      const town = yield* townOf(data)
      const details = detailsOf(data, town)
      const claimed = data.facility_id === undefined ? null : yield* claimable(data.facility_id)
      const kind = claimed === null ? "creation" as const : "claim" as const
      const prepared = documents.prepare(checked)
      const id = yield* documents.storeThenRecord(prepared, inTransaction(sql, Effect.gen(function*() {
        const facilityId = claimed?.id ?? (yield* shadows.createFacility(details, town, viewer.accountId))
        const record = { kind, accountId: viewer.accountId, facilityId, townId: town.id, data: details }
        const inserted = yield* shadows.insert(record, prepared.documents)
        if (inserted === null) return yield* Effect.fail(apiError("ERROR_CLAIM_ALREADY_SENT"))
        yield* mailSender(viewer.accountId, (language, name) => shadowReceivedMail[language](kind, details.name, name))
        return inserted
      })))
      return yield* recordOf(id)
    })

  /** The record a decision is about, locked; 404 when there is none, 409 when it was decided already. */
  const pendingRecord = (id: number) =>
    Effect.gen(function*() {
      const shadow = yield* shadows.lockForDecision(id)
      if (shadow === null) return yield* Effect.fail(apiError("ERROR_SHADOW_FACILITY_NOT_FOUND"))
      if (shadow.status !== "pending") return yield* Effect.fail(apiError("ERROR_CONFLICT"))
      return shadow
    })

  const ownerAreaLink = (shadow: ShadowRow) => `${config.publicUrl}/user_facility/${shadow.facility_id}`

  /**
   * Declines a waiting record by `support`, with the reason in its sender's language; audited and
   * mailed to the sender. `cause` tells the trail why when support did not decline it by hand.
   */
  const declineRecord = (support: ViewerClaims, shadow: ShadowRow, reasonIn: (language: Language) => string, cause?: object) =>
    Effect.gen(function*() {
      const sender = yield* accounts.byId(shadow.account_id)
      const reason = reasonIn(sender?.language ?? "pl").trim()
      yield* shadows.decline(shadow, reason, support.accountId)
      yield* audit.record({
        actorId: support.accountId,
        action: "shadow.decline",
        facilityId: shadow.facility_id,
        accountId: shadow.account_id,
        before: { shadow: shadow.id, status: shadow.status },
        after: { shadow: shadow.id, status: "rejected", reason, ...cause }
      })
      if (sender === null) return
      yield* outbox.enqueue(
        sender.email,
        shadowDeclinedMail[sender.language](shadow.kind, shadow.data.name, reason, `${config.publicUrl}${appRoutes.user}`, sender.name ?? "")
      )
    })

  /**
   * Accepts a waiting record by `support`, and mails its sender: the record as it is then. The
   * facility has one owner, so every other claim of it still waiting is declined in the same
   * transaction, each sender told why.
   */
  const accept = (support: ViewerClaims, id: number) =>
    Effect.gen(function*() {
      yield* inTransaction(sql, Effect.gen(function*() {
        const shadow = yield* pendingRecord(id)
        const owner = yield* shadows.ownerOf(shadow.facility_id)
        if (owner !== null && owner !== shadow.account_id) return yield* Effect.fail(apiError("ERROR_FACILITY_ALREADY_CLAIMED"))
        const town = yield* shadows.townById(shadow.town_id)
        if (town === null) return yield* Effect.die(new Error(`the town ${shadow.town_id} of shadow ${shadow.id} is gone`))
        yield* shadows.accept(shadow, town, support.accountId)
        yield* audit.record({
          actorId: support.accountId,
          action: "shadow.accept",
          facilityId: shadow.facility_id,
          accountId: shadow.account_id,
          before: { shadow: shadow.id, status: shadow.status },
          after: { shadow: shadow.id, status: "accepted", kind: shadow.kind }
        })
        // Management 4: accepting a new facility logs its sender out — every session ends, and
        // the next sign-in carries the owner's rights on it.
        if (shadow.kind === "creation") {
          yield* tokens.revokeAllOf(shadow.account_id).pipe(policyUse(accountPolicy.canActOn("session", "endAll", shadow.account_id)))
        }
        yield* mailSender(shadow.account_id, (language, name) =>
          shadowAcceptedMail[language](shadow.kind, shadow.data.name, ownerAreaLink(shadow), name))
        for (const competing of yield* shadows.lockCompetingClaims(shadow)) {
          yield* declineRecord(support, competing, (language) => competingClaimReason[language], { outclaimed_by: shadow.id })
        }
      }))
      return yield* recordOf(id)
    })

  /** Declines a waiting record by `support` with the reason, and mails its sender: the record as it is then. */
  const decline = (support: ViewerClaims, id: number, reason: string) =>
    Effect.gen(function*() {
      yield* inTransaction(sql, Effect.flatMap(pendingRecord(id), (shadow) => declineRecord(support, shadow, () => reason)))
      return yield* recordOf(id)
    })

  /** Deletes a record, its documents' rows and then their files. */
  const remove = (support: ViewerClaims, id: number) =>
    Effect.gen(function*() {
      const keys = yield* inTransaction(sql, Effect.gen(function*() {
        const shadow = yield* shadows.lockForDecision(id)
        if (shadow === null) return yield* Effect.fail(apiError("ERROR_SHADOW_FACILITY_NOT_FOUND"))
        yield* audit.record({
          actorId: support.accountId,
          action: "shadow.delete",
          facilityId: shadow.facility_id,
          accountId: shadow.account_id,
          before: { shadow: shadow.id, status: shadow.status, kind: shadow.kind, name: shadow.data.name }
        })
        return yield* shadows.remove(shadow)
      }))
      // Only once the rows are gone: a failed delete leaves the record whole.
      yield* documents.discard(keys)
    })

  return { send, accept, decline, remove } as const
})

/**
 * Claims' and creations' use cases: sending one with its documents, and support's decisions —
 * each change and its mail in one transaction, files stored before and discarded after.
 */
export class ShadowService extends Context.Service<ShadowService, Effect.Success<typeof makeShadowService>>()(
  "@pociecha/server/ShadowService"
) {
  static readonly layer = Layer.effect(ShadowService, makeShadowService)
}
