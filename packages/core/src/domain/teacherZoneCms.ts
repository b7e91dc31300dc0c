import { Schema } from "effect"
import { ContentStatus, ContentText } from "./content"
import {
  AttachmentLink, MaterialAgeGroup, MaterialEntryKind, MaterialTopic, MaterialType, MaterialVisibility, TeacherEventKind
} from "./teacherZone"

/**
 * The teacher zone as the CMS reads it (issue 19): every entry, drafts and scheduled ones too,
 * with all its language versions, as content staff edit it.
 */

const Translations = Schema.Struct({ ua: Schema.optionalKey(Schema.NullOr(ContentText)), en: Schema.optionalKey(Schema.NullOr(ContentText)) })

/** What the CMS shows of every entry's publication and text: flat, as the CMS saves it (and as the blog's). */
const Editorial = {
  id: Schema.Int,
  status: ContentStatus,
  publish_at: Schema.NullOr(Schema.String),
  ...ContentText.fields,
  translations: Translations,
  /** Last saved, ISO 8601. */
  updated_at: Schema.String
}

/** A material as the CMS edits it; `event` is the slug of its calendar event or contest. */
export const CmsMaterial = Schema.Struct({
  ...Editorial,
  slug: Schema.String,
  material_crumb_display: Schema.String,
  entry_kind: MaterialEntryKind,
  visibility: MaterialVisibility,
  material_type: MaterialType,
  topics: Schema.Array(MaterialTopic),
  age_groups: Schema.Array(MaterialAgeGroup),
  event: Schema.NullOr(Schema.String),
  attachments: Schema.Array(AttachmentLink)
})
export type CmsMaterial = typeof CmsMaterial.Type

/** A calendar event or contest as the CMS edits it. */
export const CmsTeacherEvent = Schema.Struct({
  ...Editorial,
  slug: Schema.String,
  kind: TeacherEventKind,
  day: Schema.NullOr(Schema.Int),
  month: Schema.NullOr(Schema.Int),
  starts_on: Schema.NullOr(Schema.String),
  ends_on: Schema.NullOr(Schema.String)
})
export type CmsTeacherEvent = typeof CmsTeacherEvent.Type
