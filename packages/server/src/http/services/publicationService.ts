import { apiError, PUBLICATION_CONTENT_MAX, type PublicationCategory, type PublicationPatch, type ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import type { Multipart } from "effect/http"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import type { FacilityFacts } from "../../repositories/facilityRepository"
import { PublicationRepository, type PublicationFields } from "../../repositories/publicationRepository"
import { sanitizeRichText } from "../../richText/sanitizeRichText"
import { prepareAttachment, publicationsFolderOf } from "../../storage/attachmentFiles"
import { FileStorage } from "../../storage/fileStorage"
import { withoutQuery } from "../../storage/signedFileUrls"
import { keyOfFileUrl } from "../../storage/storageKey"
import { discardFiles, storeThenCommit } from "../../storage/uploadedImages"

/** A field the server refuses: 400 with its message under it. */
const refused = (field: string, message: string) => Effect.fail(apiError("ERROR_BAD_REQUEST", { [field]: [message] }))

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

const makePublicationService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const publications = yield* PublicationRepository
  const files = yield* FileStorage
  const abuse = yield* AbuseGuard

  /**
   * The fields a payload sets, checked and made safe: its holiday a holiday, its content
   * sanitised and within bounds (its visibility is the policy's).
   */
  const checkedFields = (payload: PublicationPatch) =>
    Effect.gen(function*() {
      const fields: { -readonly [K in keyof PublicationFields]?: PublicationFields[K] } = {}
      if (payload.title !== undefined) fields.title = payload.title.trim()
      if (payload.category !== undefined) fields.category = payload.category
      if (payload.content !== undefined) {
        fields.content = sanitizeRichText(payload.content)
        // What sanitising adds (each link's rel and target) counts too: the stored text is bounded.
        if (fields.content.length > PUBLICATION_CONTENT_MAX) return yield* refused("content", "TEXT_TOO_LONG")
      }
      if (payload.visibility !== undefined) fields.visibility = payload.visibility
      if (payload.holiday !== undefined) {
        if (payload.holiday !== null && !(yield* publications.isHoliday(payload.holiday))) return yield* refused("holiday", "FIELD_INVALID")
        fields.holiday = payload.holiday
      }
      return fields
    })

  /** Makes the item's files those of `keys` (400 when one is not this facility's free upload): the keys it dropped. */
  const attach = (facilityId: number, publicationId: number, keys: ReadonlyArray<string>) =>
    Effect.flatMap(publications.setAttachments(facilityId, publicationId, keys), (dropped) =>
      dropped === false ? refused("attachments", "FIELD_INVALID") : Effect.succeed(dropped))

  /** A new item by `author` taking the uploads it lists, in one transaction: its id. */
  const create = (
    facility: FacilityFacts,
    author: ViewerClaims,
    payload: PublicationPatch & { readonly title: string; readonly category: PublicationCategory }
  ) =>
    Effect.gen(function*() {
      const fields = yield* checkedFields(payload)
      const keys = yield* attachmentKeys(payload.attachments ?? [])
      return yield* inTransaction(sql, Effect.gen(function*() {
        const id = yield* publications.create(facility.id, author.accountId, {
          title: payload.title.trim(),
          content: "",
          category: payload.category,
          visibility: "public",
          holiday: null,
          ...fields
        })
        yield* attach(facility.id, id, keys)
        return id
      }))
    })

  /** Changes an item of the facility (404 for none) and its files; once committed, the files it dropped go. */
  const update = (facility: FacilityFacts, id: number, payload: PublicationPatch) =>
    Effect.gen(function*() {
      yield* publications.findOr404(facility.id, id)
      const fields = yield* checkedFields(payload)
      const keys = payload.attachments === undefined ? undefined : yield* attachmentKeys(payload.attachments)
      const dropped = yield* inTransaction(sql, Effect.gen(function*() {
        yield* publications.update(id, fields)
        return keys === undefined ? [] : yield* attach(facility.id, id, keys)
      }))
      yield* discardFiles(files, dropped)
    })

  /** Deletes an item of the facility (404 for none), then its files. */
  const remove = (facility: FacilityFacts, id: number) =>
    Effect.gen(function*() {
      yield* publications.findOr404(facility.id, id)
      yield* discardFiles(files, yield* publications.remove(id))
    })

  /** Stores a file for the facility's news, within the uploader's abuse budget, then records it: the file as stored. */
  const upload = (facility: FacilityFacts, uploader: ViewerClaims, upload: Multipart.PersistedFile) =>
    Effect.gen(function*() {
      yield* abuse.spend("attachmentUploadsPerUser", uploader.accountId)
      const file = yield* prepareAttachment(upload, publicationsFolderOf(facility.id))
      yield* storeThenCommit(files, [file], publications.addUpload({
        key: file.key,
        facilityId: facility.id,
        accountId: uploader.accountId,
        name: file.name,
        contentType: file.contentType,
        kind: file.kind,
        size: file.bytes.byteLength
      }))
      return file
    })

  return { create, update, remove, upload } as const
})

/** A facility's news: writing items with their files, and uploading them first. */
export class PublicationService extends Context.Service<PublicationService, Effect.Success<typeof makePublicationService>>()(
  "@pociecha/server/PublicationService"
) {
  static readonly layer = Layer.effect(PublicationService, makePublicationService)
}
