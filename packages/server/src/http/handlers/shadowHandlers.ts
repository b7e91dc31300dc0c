import {
  apiError,
  appRoutes,
  canDecideShadow,
  canReadShadow,
  PociechaApi,
  type Language,
  type ShadowData,
  type ShadowDetails,
  type ViewerClaims
} from "@pociecha/core"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction, sqlFailureAsDefect } from "../../db/sqlDefects"
import { Outbox } from "../../mail/outbox"
import { shadowAcceptedMail, shadowDeclinedMail, shadowReceivedMail } from "../../mail/shadowNotices"
import type { MailContent } from "../../mail/templates"
import { AccountRepository } from "../../repositories/accountRepository"
import { facilityFacts } from "../../repositories/facilityLookup"
import { ShadowRepository, type ShadowRow, type ShadowTown } from "../../repositories/shadowRepository"
import { TokenRepository } from "../../repositories/tokenRepository"
import { ServerConfig } from "../../services"
import { shadowDocuments } from "../../storage/shadowDocuments"
import { requireViewer } from "../middleware/authentication"

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

/** `attachment` with the document's own name, and an ASCII one for clients that read only that. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`

/**
 * Claims and creations — shadow facilities (management 2.7, 2.9, 4 lifecycle). Anyone signed in
 * sends one with documents; the facility claimed stays as it is while the claim waits, a created
 * one is inactive. Support accepts (the sender becomes OWNER; a claimed facility verified, a
 * created one live and its sender logged out), declines (with a reason) or deletes. Each outcome
 * is mailed in the same transaction as the change.
 *
 * A facility that has an OWNER is not claimed again (409 ERROR_FACILITY_ALREADY_CLAIMED, also
 * at acceptance when another claim won meanwhile): ownership moves only by the owner's transfer.
 */
export const ShadowsHandlers = HttpApiBuilder.group(PociechaApi, "shadows", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const shadows = yield* ShadowRepository
    const accounts = yield* AccountRepository
    const tokens = yield* TokenRepository
    const outbox = yield* Outbox
    const abuse = yield* AbuseGuard
    const config = yield* ServerConfig
    const documents = yield* shadowDocuments

    const requireSupport = Effect.flatMap(requireViewer, (viewer) =>
      canDecideShadow(viewer) ? Effect.succeed(viewer) : Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS")))

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
        const facility = yield* sqlFailureAsDefect(facilityFacts(sql, facilityId, "public"))
        if (facility === null) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
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

    const create = (viewer: ViewerClaims, data: ShadowData, uploads: Parameters<typeof documents.check>[0]) =>
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

    const accept = (id: number) =>
      Effect.gen(function*() {
        const support = yield* requireSupport
        yield* inTransaction(sql, Effect.gen(function*() {
          const shadow = yield* pendingRecord(id)
          const owner = yield* shadows.ownerOf(shadow.facility_id)
          if (owner !== null && owner !== shadow.account_id) return yield* Effect.fail(apiError("ERROR_FACILITY_ALREADY_CLAIMED"))
          const town = yield* shadows.townById(shadow.town_id)
          if (town === null) return yield* Effect.die(new Error(`the town ${shadow.town_id} of shadow ${shadow.id} is gone`))
          yield* shadows.accept(shadow, town, support.accountId)
          // Management 4: accepting a new facility logs its sender out — every session ends, and
          // the next sign-in carries the owner's rights on it.
          if (shadow.kind === "creation") yield* tokens.revokeAllOf(shadow.account_id)
          yield* mailSender(shadow.account_id, (language, name) =>
            shadowAcceptedMail[language](shadow.kind, shadow.data.name, ownerAreaLink(shadow), name))
        }))
        return yield* recordOf(id)
      })

    const decline = (id: number, reason: string) =>
      Effect.gen(function*() {
        const support = yield* requireSupport
        yield* inTransaction(sql, Effect.gen(function*() {
          const shadow = yield* pendingRecord(id)
          yield* shadows.decline(shadow, reason.trim(), support.accountId)
          yield* mailSender(shadow.account_id, (language, name) =>
            shadowDeclinedMail[language](shadow.kind, shadow.data.name, reason.trim(), `${config.publicUrl}${appRoutes.user}`, name))
        }))
        return yield* recordOf(id)
      })

    const remove = (id: number) =>
      Effect.gen(function*() {
        yield* requireSupport
        const keys = yield* inTransaction(sql, Effect.gen(function*() {
          const shadow = yield* shadows.lockForDecision(id)
          if (shadow === null) return yield* Effect.fail(apiError("ERROR_SHADOW_FACILITY_NOT_FOUND"))
          return yield* shadows.remove(shadow)
        }))
        // Only once the rows are gone: a failed delete leaves the record whole.
        yield* documents.discard(keys)
      })

    const download = (id: number, documentId: number) =>
      Effect.gen(function*() {
        const viewer = yield* requireViewer
        const sender = yield* shadows.senderOf(id)
        if (sender === null) return yield* Effect.fail(apiError("ERROR_SHADOW_FACILITY_NOT_FOUND"))
        if (!canReadShadow(viewer, sender)) return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
        const document = yield* shadows.document(id, documentId)
        const file = document === null ? null : yield* documents.read(document.storage_key)
        if (document === null || file === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
        return HttpServerResponse.uint8Array(file.bytes, {
          contentType: document.content_type,
          // Never cached: securityHeaders marks every answer to a signed-in request no-store.
          headers: { "content-disposition": attachment(document.file_name) }
        })
      })

    return handlers
      .handle("owned", () =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          const account = yield* accounts.byId(viewer.accountId)
          // A live session's account exists; gone meanwhile, the session is over.
          if (account === null) return yield* Effect.fail(apiError("ERROR_INVALID_JWT"))
          const { facilities, shadow_facilities } = yield* accounts.userView(account)
          return { facilities, shadow_facilities }
        }))
      .handle("create", ({ payload }) => Effect.flatMap(requireViewer, (viewer) => create(viewer, payload.data, payload.documents)))
      .handle("list", () =>
        Effect.flatMap(requireViewer, (viewer) => (canDecideShadow(viewer) ? shadows.pending() : shadows.ofAccount(viewer.accountId))))
      .handle("document", ({ params }) => download(params.id, params.document))
      .handle("accept", ({ params }) => accept(params.id))
      .handle("decline", ({ params, payload }) => decline(params.id, payload.reason))
      .handle("remove", ({ params }) => remove(params.id))
  }))
