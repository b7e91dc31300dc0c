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

/**
 * The icons a tag may show (management 9 "Icon choices"): Material symbol names, as tags store
 * them; the web app draws each with its glyph.
 */
export const tagIcons = [
  "smart_toy", "bedroom_baby", "sports_martial_arts", "pets", "translate", "public", "language", "pedal_bike",
  "restaurant_menu", "soup_kitchen", "meeting_room", "sports_kabaddi", "directions_run", "child_friendly", "air", "local_florist"
] as const
export const TagIcon = Schema.Literals(tagIcons)
export type TagIcon = typeof TagIcon.Type

/**
 * A tag's label in each language the app speaks, set by support (issue 18): a tag support adds
 * has no translation shipped with the app, so its label travels with it.
 */
export const TagNames = Schema.Struct({ pl: Schema.String, ua: Schema.String, en: Schema.String })
export type TagNames = typeof TagNames.Type

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
  /** The label in each language, when support gave one (the seeded tags use `display`'s translations). */
  names: Schema.optionalKey(TagNames),
  /** Milliseconds since the epoch. */
  created_at: Schema.Number,
  /** 'DD.MM.YYYY - HH:mm' in Polish time. */
  created_at_display: Schema.String
})
export type Tag = typeof Tag.Type
