import { Schema } from "effect"
import { ServedLanguage } from "./content"
import { type AttachmentKind } from "./rules/attachment"

/**
 * The teacher zone (spec 2.12, 3.12): teaching materials that content staff publish, tagged by
 * topic, material type, age group and calendar event, and the calendar events and contests
 * the materials are written for.
 */

/** The fourteen topics of spec 3.12, as stable keys (their names are the web app's translations). */
export const materialTopics = [
  "family_patriotism", "plants_animals", "weather", "music_dance", "viewer_actor", "self_surroundings",
  "self_care_hygiene", "art", "safety", "speech_development", "social_skills", "education", "health_fitness", "technique"
] as const
export const MaterialTopic = Schema.Literals(materialTopics)
export type MaterialTopic = typeof MaterialTopic.Type

/** Material types (spec 3.12). */
export const materialTypes = ["scenario", "book", "song", "poem", "tips"] as const
export const MaterialType = Schema.Literals(materialTypes)
export type MaterialType = typeof MaterialType.Type

/** Age groups, in years (spec 3.12). */
export const materialAgeGroups = [3, 4, 5, 6] as const
export const MaterialAgeGroup = Schema.Literals(materialAgeGroups)
export type MaterialAgeGroup = typeof MaterialAgeGroup.Type

/** Entry kinds (spec 3.12): a material, an account of an event (relation), a contest's entry. */
export const materialEntryKinds = ["material", "relation", "contest"] as const
export const MaterialEntryKind = Schema.Literals(materialEntryKinds)
export type MaterialEntryKind = typeof MaterialEntryKind.Type

/** Who sees an entry (spec 3.12): only public ones are listed and served to readers. */
export const MaterialVisibility = Schema.Literals(["public", "private", "admin_only"])
export type MaterialVisibility = typeof MaterialVisibility.Type

/** A calendar event recurs every year on its day; a contest runs between two dates. */
export const TeacherEventKind = Schema.Literals(["calendar", "contest"])
export type TeacherEventKind = typeof TeacherEventKind.Type

/** The event a material is written for, as the material names it. */
export const MaterialEventRef = Schema.Struct({ slug: Schema.String, kind: TeacherEventKind, title: Schema.String })
export type MaterialEventRef = typeof MaterialEventRef.Type

/** An attachment as stored: where it is and its name as shown. */
export const AttachmentLink = Schema.Struct({ url: Schema.String, name: Schema.String })
export type AttachmentLink = typeof AttachmentLink.Type

const attachmentKinds = ["image", "movie", "pdf", "excel", "word", "file"] as const satisfies ReadonlyArray<AttachmentKind>

/** An attachment as served: its kind by spec 3.15 (the icon, and whether an office viewer opens it). */
export const MaterialAttachment = Schema.Struct({ ...AttachmentLink.fields, kind: Schema.Literals(attachmentKinds) })
export type MaterialAttachment = typeof MaterialAttachment.Type

/** A material in the list: its text in the reader's language (or Polish, untranslated). */
export const MaterialSummary = Schema.Struct({
  slug: Schema.String,
  title: Schema.String,
  description: Schema.String,
  material_crumb_display: Schema.String,
  entry_kind: MaterialEntryKind,
  material_type: MaterialType,
  topics: Schema.Array(MaterialTopic),
  age_groups: Schema.Array(MaterialAgeGroup),
  event: Schema.NullOr(MaterialEventRef),
  /** When it was published, ISO 8601. */
  publish_at: Schema.String,
  ...ServedLanguage
})
export type MaterialSummary = typeof MaterialSummary.Type

/** A material's page: the summary with its body (sanitised HTML) and its attachments. */
export const Material = Schema.Struct({
  ...MaterialSummary.fields,
  body_html: Schema.String,
  attachments: Schema.Array(MaterialAttachment)
})
export type Material = typeof Material.Type

/** A calendar event or a contest as readers see it, with the date it next happens. */
export const TeacherEvent = Schema.Struct({
  slug: Schema.String,
  kind: TeacherEventKind,
  title: Schema.String,
  description: Schema.String,
  /** A calendar event's day and month (1–12); null for a contest. */
  day: Schema.NullOr(Schema.Int),
  month: Schema.NullOr(Schema.Int),
  /** A contest's first and last day, `YYYY-MM-DD`; null for a calendar event. */
  starts_on: Schema.NullOr(Schema.String),
  ends_on: Schema.NullOr(Schema.String),
  /** The day it next happens (a running contest: today), `YYYY-MM-DD`; null for a contest that is over. */
  next_on: Schema.NullOr(Schema.String),
  ...ServedLanguage
})
export type TeacherEvent = typeof TeacherEvent.Type

/** `GET /v1/events`: the calendar events and contests, the next one first. */
export const TeacherEvents = Schema.Struct({ events: Schema.Array(TeacherEvent) })
export type TeacherEvents = typeof TeacherEvents.Type
