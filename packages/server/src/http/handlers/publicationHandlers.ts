import {
  apiError,
  canWritePublications,
  mayPublishAs,
  needsPremium,
  PociechaApi,
  PUBLICATION_CONTENT_MAX,
  publicationVisibilities,
  readableVisibilities,
  Viewer,
  type Publication,
  type PublicationPatch
} from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction, sqlFailureAsDefect } from "../../db/sqlDefects"
import { facilityFacts } from "../../repositories/facilityLookup"
import { facilityRelationOf } from "../../repositories/facilityRelation"
import { PublicationRepository, type PublicationFields } from "../../repositories/publicationRepository"
import { sanitizeRichText } from "../../richText/sanitizeRichText"
import { prepareAttachment, publicationsFolderOf } from "../../storage/attachmentFiles"
import { FileStorage } from "../../storage/fileStorage"
import { fileUrlSigner, withoutQuery } from "../../storage/signedFileUrls"
import { keyOfFileUrl } from "../../storage/storageKey"
import { discardFiles, storeThenCommit } from "../../storage/uploadedImages"
import { ServerConfig } from "../../services"
import { requireViewer } from "../middleware/authentication"

/** The caller of a read: a guest, or the signed-in caller; a token that is no good is refused, so the client refreshes it and asks again. */
const reader = Effect.flatMap(Viewer, (viewer) => (viewer._tag === "guest" ? Effect.succeed(null) : requireViewer))

/** A field the server refuses: 400 with its message under it. */
const refused = (field: string, message: string) => Effect.fail(apiError("ERROR_BAD_REQUEST", { [field]: [message] }))

/**
 * A facility's news (management 2.4 publications, premium only; spec 3.12). Reads answer what
 * the caller may see (core's readableVisibilities); its moderators write (core's
 * canWritePublications, mayPublishAs), while the facility is premium (core's needsPremium) —
 * but may always take an item down. Content is sanitised; files are uploaded first and taken by
 * the item that lists them. A file is answered at its plain, cached URL only while a public item
 * of a public facility holds it; otherwise at a URL signed for the reader just checked (see
 * storedFiles), which an `<img>` or a link opens without a token, for an hour.
 */
export const PublicationsHandlers = HttpApiBuilder.group(PociechaApi, "publications", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const publications = yield* PublicationRepository
    const files = yield* FileStorage
    const abuse = yield* AbuseGuard
    const signer = fileUrlSigner((yield* ServerConfig).jwtSecret)

    /** Whether the public sees the facility (and so, its public items' files). */
    const isPublicFacility = (facilityId: number) =>
      Effect.map(sqlFailureAsDefect(facilityFacts(sql, facilityId, "public")), (facility) => facility !== null)

    /** An item as its reader gets it: the files of one that is not everyone's at URLs signed for them. */
    const served = (item: Publication, publicFacility: boolean): Publication =>
      item.visibility === "public" && publicFacility ? item : {
        ...item,
        attachments: item.attachments.map((file) => {
          const key = keyOfFileUrl(file.url)
          return key === null ? file : { ...file, url: signer.sign(key) }
        })
      }

    /** The facility a read names, and the visibilities the caller reads there; 404 when it is none of theirs to see. */
    const readable = (ref: string) =>
      Effect.gen(function*() {
        const caller = yield* reader
        const facility = yield* sqlFailureAsDefect(facilityFacts(sql, ref, "any"))
        if (facility === null) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
        const relation = caller === null ? null : yield* sqlFailureAsDefect(facilityRelationOf(sql, facility.id, caller.accountId))
        const visibilities = readableVisibilities(caller, relation)
        const publicFacility = yield* isPublicFacility(facility.id)
        // A switched-off facility's news, like its profile, is for its own staff and support.
        if (!visibilities.includes("admin_only") && !publicFacility) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
        return { facility, visibilities, publicFacility }
      })

    /**
     * The caller who writes the facility's news, with the facility: 403 for anyone else, and —
     * for what needs the package — ERROR_PREMIUM_REQUIRED while the facility is not premium.
     */
    const writer = (ref: string, premiumOnly: boolean) =>
      Effect.gen(function*() {
        const viewer = yield* requireViewer
        const facility = yield* sqlFailureAsDefect(facilityFacts(sql, ref, "any"))
        if (facility === null) return yield* Effect.fail(apiError("ERROR_FACILITY_NOT_FOUND"))
        const relation = yield* sqlFailureAsDefect(facilityRelationOf(sql, facility.id, viewer.accountId))
        if (!canWritePublications(viewer, relation)) return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
        if (premiumOnly && needsPremium(facility.status, viewer)) return yield* Effect.fail(apiError("ERROR_PREMIUM_REQUIRED"))
        return { viewer, facility, relation }
      })

    type Writer = Effect.Success<ReturnType<typeof writer>>

    /** The fields a payload sets, checked and made safe: its visibility allowed, its holiday a holiday, its content sanitised and within bounds. */
    const checkedFields = (payload: PublicationPatch, { viewer, relation }: Writer) =>
      Effect.gen(function*() {
        const fields: { -readonly [K in keyof PublicationFields]?: PublicationFields[K] } = {}
        if (payload.title !== undefined) fields.title = payload.title.trim()
        if (payload.category !== undefined) fields.category = payload.category
        if (payload.content !== undefined) {
          fields.content = sanitizeRichText(payload.content)
          // What sanitising adds (each link's rel and target) counts too: the stored text is bounded.
          if (fields.content.length > PUBLICATION_CONTENT_MAX) return yield* refused("content", "TEXT_TOO_LONG")
        }
        if (payload.visibility !== undefined) {
          if (!mayPublishAs(payload.visibility, viewer, relation)) return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
          fields.visibility = payload.visibility
        }
        if (payload.holiday !== undefined) {
          if (payload.holiday !== null && !(yield* publications.isHoliday(payload.holiday))) return yield* refused("holiday", "FIELD_INVALID")
          fields.holiday = payload.holiday
        }
        return fields
      })

    /**
     * The storage keys of the attachments' URLs (plain or signed, as the item was read), each once
     * in the order given; 400 for a URL that is no file of ours.
     */
    const attachmentKeys = (urls: ReadonlyArray<string>) =>
      Effect.gen(function*() {
        const keys = urls.map((url) => keyOfFileUrl(withoutQuery(url)))
        if (keys.some((key) => key === null)) return yield* refused("attachments", "FIELD_INVALID")
        return [...new Set(keys as ReadonlyArray<string>)]
      })

    /** Makes the item's files those of `keys` (400 when one is not this facility's free upload): the keys it dropped. */
    const attach = (facilityId: number, publicationId: number, keys: ReadonlyArray<string>) =>
      Effect.flatMap(publications.setAttachments(facilityId, publicationId, keys), (dropped) =>
        dropped === false ? refused("attachments", "FIELD_INVALID") : Effect.succeed(dropped))

    /** An item as its writers see it; 404 when the facility has none under the id. */
    const existing = (facilityId: number, id: number) =>
      Effect.flatMap(publications.one(facilityId, id, publicationVisibilities), (item) =>
        item === null ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(item))

    /** The item as written, answered to its writer. */
    const written = (facilityId: number, id: number) =>
      Effect.zipWith(existing(facilityId, id), isPublicFacility(facilityId), served)

    return handlers
      .handle("list", ({ params, query }) =>
        Effect.gen(function*() {
          const { facility, visibilities, publicFacility } = yield* readable(params.id)
          const page = yield* publications.page(facility.id, visibilities, query.page ?? 1)
          return { ...page, items: page.items.map((item) => served(item, publicFacility)) }
        }))
      .handle("one", ({ params }) =>
        Effect.gen(function*() {
          const { facility, visibilities, publicFacility } = yield* readable(params.id)
          const item = yield* publications.one(facility.id, params.publication, visibilities)
          if (item === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
          return served(item, publicFacility)
        }))
      .handle("create", ({ params, payload }) =>
        Effect.gen(function*() {
          const caller = yield* writer(params.id, true)
          const fields = yield* checkedFields(payload, caller)
          const keys = yield* attachmentKeys(payload.attachments ?? [])
          const id = yield* inTransaction(sql, Effect.gen(function*() {
            const id = yield* publications.create(caller.facility.id, caller.viewer.accountId, {
              title: payload.title.trim(),
              content: "",
              category: payload.category,
              visibility: "public",
              holiday: null,
              ...fields
            })
            yield* attach(caller.facility.id, id, keys)
            return id
          }))
          return yield* written(caller.facility.id, id)
        }))
      .handle("update", ({ params, payload }) =>
        Effect.gen(function*() {
          const caller = yield* writer(params.id, true)
          yield* existing(caller.facility.id, params.publication)
          const fields = yield* checkedFields(payload, caller)
          const keys = payload.attachments === undefined ? undefined : yield* attachmentKeys(payload.attachments)
          const dropped = yield* inTransaction(sql, Effect.gen(function*() {
            yield* publications.update(params.publication, fields)
            return keys === undefined ? [] : yield* attach(caller.facility.id, params.publication, keys)
          }))
          yield* discardFiles(files, dropped)
          return yield* written(caller.facility.id, params.publication)
        }))
      .handle("remove", ({ params }) =>
        Effect.gen(function*() {
          const { facility } = yield* writer(params.id, false)
          yield* existing(facility.id, params.publication)
          yield* discardFiles(files, yield* publications.remove(params.publication))
        }))
      .handle("uploadAttachment", ({ params, payload }) =>
        Effect.gen(function*() {
          const { viewer, facility } = yield* writer(params.id, true)
          yield* abuse.spend("attachmentUploadsPerUser", viewer.accountId)
          const file = yield* prepareAttachment(payload.file, publicationsFolderOf(facility.id))
          yield* storeThenCommit(files, [file], publications.addUpload({
            key: file.key,
            facilityId: facility.id,
            accountId: viewer.accountId,
            name: file.name,
            contentType: file.contentType,
            kind: file.kind,
            size: file.bytes.byteLength
          }))
          // No item holds it yet: the uploader's preview is signed like a private item's file.
          return { name: file.name, url: signer.sign(file.key), type: file.kind, size: file.bytes.byteLength }
        }))
  }))
