import { Schema } from "effect"

/**
 * What a facility's news item is about (management 2.4): teaching materials, a report or
 * announcement, a contest, classes, the menu, a payment — named as the spec's entry kinds
 * (material, relation, contest) and subpage content types (menu, payment).
 */
export const publicationCategories = ["material", "relation", "contest", "classes", "menu", "payment"] as const
export const PublicationCategory = Schema.Literals(publicationCategories)
export type PublicationCategory = typeof PublicationCategory.Type

/**
 * Who reads a news item (spec 3.12; management 3): everyone (`public`), the facility's confirmed
 * members too (`private`), or only its staff (`admin_only`).
 */
export const publicationVisibilities = ["public", "private", "admin_only"] as const
export const PublicationVisibility = Schema.Literals(publicationVisibilities)
export type PublicationVisibility = typeof PublicationVisibility.Type

/** Kinds of attachment, each with its own icon (spec 3.15): what core's classifyAttachment answers. */
export const AttachmentType = Schema.Literals(["image", "movie", "pdf", "excel", "word", "file"])
export type AttachmentType = typeof AttachmentType.Type

/** The longest title of a news item. */
export const PUBLICATION_TITLE_MAX = 200

/** The longest content of a news item: its HTML, as sent and as stored once sanitised. */
export const PUBLICATION_CONTENT_MAX = 20_000

/** The most files one news item carries. */
export const PUBLICATION_ATTACHMENTS_MAX = 10

/** A file attached to a news item (management 3, attachment item): its name, where it is served, its kind, its size in bytes. */
export const PublicationAttachment = Schema.Struct({
  name: Schema.String,
  url: Schema.String,
  type: AttachmentType,
  size: Schema.Number
})
export type PublicationAttachment = typeof PublicationAttachment.Type

/** Who wrote a news item, as readers see them (no e-mail address). */
export const PublicationAuthor = Schema.Struct({
  id: Schema.String,
  name: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String)
})
export type PublicationAuthor = typeof PublicationAuthor.Type

/**
 * A facility's news item (spec 3.12; management 2.4, 3): title, sanitised HTML content, category,
 * visibility, an optional calendar holiday (a `type_date_event` tag id), attachments, the author
 * (null once their account is gone), and when it was written and last changed (ms).
 */
export const Publication = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  title: Schema.String,
  content: Schema.String,
  category: PublicationCategory,
  visibility: PublicationVisibility,
  holiday: Schema.NullOr(Schema.String),
  attachments: Schema.Array(PublicationAttachment),
  account_id: Schema.NullOr(Schema.String),
  account: Schema.NullOr(PublicationAuthor),
  created_at: Schema.Number,
  updated_at: Schema.Number
})
export type Publication = typeof Publication.Type
