import {
  apiError, type CmsMaterial, type CmsTeacherEvent, type ContentTextPayload, eventDatesProblems, type MaterialPayload, maxLengths, type TeacherEventPayload,
  type TranslationsPayload, type ViewerClaims
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import type { Multipart } from "effect/http"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { auditedRemoval } from "./auditedRemoval"
import { AuditRepository } from "../../repositories/auditRepository"
import { MaterialRepository } from "../../repositories/materialRepository"
import { TeacherEventRepository } from "../../repositories/teacherEventRepository"
import { publishMoment } from "../../repositories/teacherZoneRows"
import { sanitizeRichText } from "../../richText/sanitizeRichText"
import { prepareAttachment } from "../../storage/attachmentFiles"
import { FileStorage } from "../../storage/fileStorage"
import { fileUrl } from "../../storage/storageKey"

type Texts = ContentTextPayload & { readonly translations: TranslationsPayload }

/**
 * Each version's body sanitised with the rich-text allow-list (readers get it as HTML), and
 * bounded after sanitising (links gain rel and target); too long is 400 under its field.
 */
const sanitisedTexts = <P extends Texts>(payload: P) => {
  const clean = (text: ContentTextPayload): ContentTextPayload => ({ title: text.title, description: text.description, body_html: sanitizeRichText(text.body_html) })
  const polish = clean(payload)
  const translations: Record<string, ContentTextPayload | null> = {}
  for (const language of ["ua", "en"] as const) {
    const version = payload.translations[language]
    if (version !== undefined) translations[language] = version === null ? null : clean(version)
  }
  const tooLong = [["", polish] as const, ...Object.entries(translations).map(([language, version]) => [`translations.${language}.`, version] as const)]
    .filter(([, version]) => version !== null && version.body_html.length > maxLengths.richText)
    .map(([prefix]) => `${prefix}body_html`)
  return tooLong.length > 0
    ? Effect.fail(apiError("ERROR_BAD_REQUEST", Object.fromEntries(tooLong.map((field) => [field, ["TEXT_TOO_LONG"]]))))
    : Effect.succeed({ ...payload, ...polish, translations })
}

const slugTaken = () => apiError("ERROR_CONFLICT", { slug: ["FIELD_INVALID"] })

/**
 * Where a material's files are kept. Teaching materials are for everyone, so their files are
 * served to anyone who has the URL and cached for good, as a facility's photos are.
 */
const MATERIALS_FOLDER = "materials"

const makeTeacherZoneService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const materials = yield* MaterialRepository
  const events = yield* TeacherEventRepository
  const audit = yield* AuditRepository
  const abuse = yield* AbuseGuard
  const files = yield* FileStorage

  /**
   * Creates (no id) or replaces a material (issue 19): its texts sanitised, its slug free (409),
   * its event an existing one (400 under `event`), kept in the audit trail before and after, in
   * one transaction. 404 for no such material.
   */
  const saveMaterial = (editor: ViewerClaims, id: number | null, payload: MaterialPayload) =>
    inTransaction(sql, Effect.gen(function*() {
      const before = id === null ? null : yield* materials.cmsById(id)
      if (id !== null && before === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
      const clean = yield* sanitisedTexts(payload)
      if (yield* materials.slugTaken(clean.slug, id)) return yield* Effect.fail(slugTaken())
      const eventId = clean.event === null ? null : yield* events.idOfSlug(clean.event)
      if (clean.event !== null && eventId === null) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { event: ["FIELD_INVALID"] }))
      const publishAt = publishMoment(clean, before, new Date())
      const savedId = id === null ? yield* materials.create(clean, eventId, publishAt) : yield* Effect.as(materials.save(id, clean, eventId, publishAt), id)
      const after = (yield* materials.cmsById(savedId)) as CmsMaterial
      yield* audit.record({ actorId: editor.accountId, action: id === null ? "material.create" : "material.save", before, after })
      return after
    }))

  /** Deletes a material, kept in the audit trail; 404 for no such material. */
  const removeMaterial = auditedRemoval(sql, { find: materials.cmsById, remove: materials.remove, record: audit.record, action: "material.delete" })

  /** Creates or replaces a calendar event or contest: its dates checked (core's eventDatesProblems), else as a material. */
  const saveEvent = (editor: ViewerClaims, id: number | null, payload: TeacherEventPayload) =>
    inTransaction(sql, Effect.gen(function*() {
      const before = id === null ? null : yield* events.cmsById(id)
      if (id !== null && before === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
      const problems = eventDatesProblems(payload)
      if (Object.keys(problems).length > 0) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", problems))
      const clean = yield* sanitisedTexts(payload)
      if (yield* events.slugTaken(clean.slug, id)) return yield* Effect.fail(slugTaken())
      const publishAt = publishMoment(clean, before, new Date())
      const savedId = id === null ? yield* events.create(clean, publishAt) : yield* Effect.as(events.save(id, clean, publishAt), id)
      const after = (yield* events.cmsById(savedId)) as CmsTeacherEvent
      yield* audit.record({ actorId: editor.accountId, action: id === null ? "teacher-event.create" : "teacher-event.save", before, after })
      return after
    }))

  /** Deletes an event (its materials stay, without it), kept in the audit trail; 404 for no such event. */
  const removeEvent = auditedRemoval(sql, { find: events.cmsById, remove: events.remove, record: audit.record, action: "teacher-event.delete" })

  /**
   * Stores a file for a material (spec 3.15), within the editor's upload budget, made safe as a
   * news item's file is (prepareAttachment): the file as the editor will attach it by its URL.
   */
  const uploadAttachment = (editor: ViewerClaims, upload: Multipart.PersistedFile) =>
    Effect.gen(function*() {
      yield* abuse.spend("attachmentUploadsPerUser", editor.accountId)
      const file = yield* prepareAttachment(upload, MATERIALS_FOLDER)
      yield* files.put(file.key, file.bytes, file.contentType)
      return { name: file.name, url: fileUrl(file.key), type: file.kind, size: file.bytes.byteLength }
    })

  return { saveMaterial, removeMaterial, saveEvent, removeEvent, uploadAttachment } as const
})

/** The teacher zone's CMS use cases: materials and events written, sanitised and audited. */
export class TeacherZoneService extends Context.Service<TeacherZoneService, Effect.Success<typeof makeTeacherZoneService>>()(
  "@pociecha/server/TeacherZoneService"
) {
  static readonly layer = Layer.effect(TeacherZoneService, makeTeacherZoneService)
}
