import { Schema } from "effect"

/** The eight tag categories (public spec 3.4). */
export const TagType = Schema.Literals([
  "ownership",
  "specialization",
  "features",
  "utils",
  "publication_scope",
  "publication_topic",
  "type_date_event",
  "age_groups"
])
export type TagType = typeof TagType.Type

/** A tag: facility type, ownership, amenity or teaching-material category. */
export const Tag = Schema.Struct({
  id: Schema.String,
  key: Schema.String,
  type: TagType,
  /** Translation key of the label. */
  display: Schema.String,
  /** URL slug. */
  param: Schema.String,
  icon: Schema.NullOr(Schema.String),
  /** Milliseconds since the epoch. */
  created_at: Schema.Number,
  /** 'DD.MM.YYYY - HH:mm' in Polish time. */
  created_at_display: Schema.String
})
export type Tag = typeof Tag.Type
