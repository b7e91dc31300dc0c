import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Page } from "../domain/page"
import { CmsMaterial, CmsTeacherEvent } from "../domain/teacherZoneCms"
import { MaterialAgeGroup, MaterialEntryKind, MaterialTopic, MaterialType, MaterialVisibility, TeacherEventKind } from "../domain/teacherZone"
import { IsoDay } from "../domain/rules/legalPublication"
import { MATERIALS_LIST_SEGMENT } from "../domain/rules/teacherZoneSlug"
import { EditorialPayloadFields } from "./contentPayloads"
import { AttachmentUpload } from "./publications"
import { FilledLine, Line, maxLengths } from "./bounds"
import { PublicationAttachment } from "../domain/publication"
import { ConflictError, recordErrors, TooManyRequestsError } from "./errors"
import { PageQuery, RecordId } from "./ids"

/** Entries one page of a CMS list holds. */
export const CMS_TEACHER_ZONE_PAGE_SIZE = 50

/** Attachments a material may carry. */
export const MATERIAL_ATTACHMENTS_MAX = 20

/** A slug of the zone's addresses: lower-case letters and digits between single dashes, never the list's own segment. */
const Slug = Line(maxLengths.key).check(
  Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "FIELD_INVALID" }),
  Schema.makeFilter((slug) => slug !== MATERIALS_LIST_SEGMENT || "FIELD_INVALID")
)

/** An attachment's address: a stored file's path on this server, or a web address. */
const AttachmentUrl = Line(maxLengths.url).check(Schema.isPattern(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, { message: "URL_INVALID" }))


/** A material as the CMS saves it; `event` names a calendar event or contest by its slug. */
export const MaterialPayload = Schema.Struct({
  ...EditorialPayloadFields,
  slug: Slug,
  material_crumb_display: FilledLine(maxLengths.shortText),
  entry_kind: MaterialEntryKind,
  visibility: MaterialVisibility,
  material_type: MaterialType,
  topics: Schema.Array(MaterialTopic).check(Schema.isMinLength(1, { message: "FIELD_REQUIRED" }), Schema.isMaxLength(14)),
  age_groups: Schema.Array(MaterialAgeGroup).check(Schema.isMinLength(1, { message: "FIELD_REQUIRED" }), Schema.isMaxLength(4)),
  event: Schema.NullOr(Slug),
  attachments: Schema.Array(Schema.Struct({ url: AttachmentUrl, name: FilledLine(maxLengths.shortText) }))
    .check(Schema.isMaxLength(MATERIAL_ATTACHMENTS_MAX, { message: "TOO_MANY_ITEMS" }))
})
export type MaterialPayload = typeof MaterialPayload.Type

/**
 * A calendar event (its yearly `day` and `month`) or a contest (its `starts_on` and `ends_on`)
 * as the CMS saves it; the dates the other kind has are null. A day that does not exist in
 * its month, or a contest ending before it starts, is END_BEFORE_START / FIELD_INVALID.
 */
export const TeacherEventPayload = Schema.Struct({
  ...EditorialPayloadFields,
  slug: Slug,
  kind: TeacherEventKind,
  day: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 31 }, { message: "FIELD_INVALID" }))),
  month: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 }, { message: "FIELD_INVALID" }))),
  starts_on: Schema.NullOr(IsoDay),
  ends_on: Schema.NullOr(IsoDay)
})
export type TeacherEventPayload = typeof TeacherEventPayload.Type

const CmsListQuery = { ...PageQuery, q: Schema.optionalKey(Line(maxLengths.searchText)) }
const EntryParam = { id: RecordId }
const writeErrors = [...recordErrors, ConflictError] as const

/**
 * The teacher zone in the CMS (issue 19), content staff and support only: the materials and the
 * calendar events and contests, drafts too, listed newest first (narrowed by a title), read,
 * created, replaced and deleted, each write audited. A slug already taken is 409 under `slug`.
 */
export const CmsTeacherZoneGroup = HttpApiGroup.make("cmsTeacherZone")
  .add(HttpApiEndpoint.get("materials", "/v1/cms/materials", { query: CmsListQuery, success: Page(CmsMaterial), error: recordErrors }))
  .add(HttpApiEndpoint.get("material", "/v1/cms/materials/:id", { params: EntryParam, success: CmsMaterial, error: recordErrors }))
  .add(
    HttpApiEndpoint.post("createMaterial", "/v1/cms/materials", {
      payload: MaterialPayload,
      success: CmsMaterial.pipe(HttpApiSchema.status(201)),
      error: writeErrors
    })
  )
  .add(HttpApiEndpoint.put("saveMaterial", "/v1/cms/materials/:id", { params: EntryParam, payload: MaterialPayload, success: CmsMaterial, error: writeErrors }))
  .add(HttpApiEndpoint.delete("removeMaterial", "/v1/cms/materials/:id", { params: EntryParam, error: recordErrors }))
  .add(
    // A file for a material (spec 3.15), kept and classified as a news item's is; its URL then
    // goes into the material's attachments. 400 FILE_TOO_LARGE under `file`; 429 too many an hour.
    HttpApiEndpoint.post("uploadAttachment", "/v1/cms/materials/attachments", {
      payload: AttachmentUpload,
      success: PublicationAttachment.pipe(HttpApiSchema.status(201)),
      error: [...recordErrors, TooManyRequestsError]
    })
  )
  .add(HttpApiEndpoint.get("events", "/v1/cms/events", { query: CmsListQuery, success: Page(CmsTeacherEvent), error: recordErrors }))
  .add(HttpApiEndpoint.get("event", "/v1/cms/events/:id", { params: EntryParam, success: CmsTeacherEvent, error: recordErrors }))
  .add(
    HttpApiEndpoint.post("createEvent", "/v1/cms/events", {
      payload: TeacherEventPayload,
      success: CmsTeacherEvent.pipe(HttpApiSchema.status(201)),
      error: writeErrors
    })
  )
  .add(HttpApiEndpoint.put("saveEvent", "/v1/cms/events/:id", { params: EntryParam, payload: TeacherEventPayload, success: CmsTeacherEvent, error: writeErrors }))
  .add(HttpApiEndpoint.delete("removeEvent", "/v1/cms/events/:id", { params: EntryParam, error: recordErrors }))
