import { Schema } from "effect"
import { ContentStatus } from "../domain/content"
import { FilledLine, Line, maxLengths, Text } from "./bounds"

/** A text's title, at most a line. */
const TITLE_MAX = 200
/** A text's short description: what lists and a page's meta description show. */
const DESCRIPTION_MAX = 400

/** One language version as the CMS saves it: the body is HTML the server sanitises with the rich-text allow-list. */
export const ContentTextPayload = Schema.Struct({
  title: FilledLine(TITLE_MAX),
  description: Line(DESCRIPTION_MAX),
  body_html: Text(maxLengths.richText)
})
export type ContentTextPayload = typeof ContentTextPayload.Type

/** The optional versions besides Polish; null (or none) removes a version. */
export const TranslationsPayload = Schema.Struct({
  ua: Schema.optionalKey(Schema.NullOr(ContentTextPayload)),
  en: Schema.optionalKey(Schema.NullOr(ContentTextPayload))
})
export type TranslationsPayload = typeof TranslationsPayload.Type

/** An ISO 8601 moment with its offset (`2026-12-01T08:00:00Z`, `…+01:00`), as `Date.toISOString` writes it. */
export const Moment = Line(40).check(
  Schema.makeFilter((text) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text) && !Number.isNaN(Date.parse(text)) || "FIELD_INVALID")
)

/**
 * Whether readers see it: a draft, or published from `publish_at` (none: from the save).
 * A published text dated ahead is scheduled (core's publicationState).
 */
export const PublicationPayload = Schema.Struct({
  status: ContentStatus,
  publish_at: Schema.NullOr(Moment)
})
export type PublicationPayload = typeof PublicationPayload.Type

/**
 * What every text the CMS saves carries, flat beside the kind's own fields (materials, events,
 * blog posts, and the FAQ and legal texts after them): the Polish version, the other versions
 * and the publication — one shape, so one editor writes them all.
 */
export const EditorialPayloadFields = { ...ContentTextPayload.fields, translations: TranslationsPayload, ...PublicationPayload.fields }
