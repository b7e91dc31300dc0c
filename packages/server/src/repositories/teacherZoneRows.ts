import type { ContentText, PublicationPayload, TranslationLanguage, TranslationsPayload } from "@pociecha/core"
import type { ContentRow } from "./contentRows"

/**
 * What the teacher zone's tables share (migration 0029): the editorial columns as the CMS reads
 * and writes them, and moments as ISO 8601 text whatever the driver makes of a timestamp.
 */

/** A timestamptz column as `2026-05-26T08:00:00.000Z`. */
export const isoMoment = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** A date column as `2026-05-26`. */
export const isoDay = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`

/** The editorial columns of alias `alias`, for a CMS read. */
export const editorialColumns = (alias: string) =>
  `${alias}.id, ${alias}.status, ${isoMoment(`${alias}.publish_at`)} as publish_at, ${alias}.title, ${alias}.description,
  ${alias}.body_html, ${alias}.translations, ${isoMoment(`${alias}.updated_at`)} as updated_at`

export interface EditorialRow extends ContentRow {
  readonly id: number
  readonly status: "draft" | "published"
  readonly publish_at: string | null
  readonly updated_at: string
}

/** A row's editorial fields as the CMS shows them: the Polish text, the versions as saved. */
export const editorialOf = (row: EditorialRow) => ({
  id: row.id,
  status: row.status,
  publish_at: row.publish_at,
  updated_at: row.updated_at,
  title: row.title,
  description: row.description,
  body_html: row.body_html,
  translations: row.translations ?? {}
})

/** The editorial columns of a save: its texts sanitised already; a version sent as null is removed. */
export interface EditorialWrite extends ContentText, PublicationPayload {
  readonly translations: TranslationsPayload
}

/** The translations as stored: only the versions that exist. */
const translationsJson = (translations: TranslationsPayload) => {
  const kept: Partial<Record<TranslationLanguage, ContentText>> = {}
  for (const language of ["ua", "en"] as const) {
    const version = translations[language]
    if (version !== undefined && version !== null) kept[language] = version
  }
  return JSON.stringify(kept)
}

/** The editorial columns of a save (its texts sanitised already). */
export const editorialValues = (payload: EditorialWrite, publishAt: string | null) => ({
  status: payload.status,
  publish_at: publishAt,
  title: payload.title,
  description: payload.description,
  body_html: payload.body_html,
  translations: translationsJson(payload.translations)
})

/**
 * The moment a save is published from: the chosen one; else, for a published text, the moment it
 * was first published (a correction does not move it up the list), or now. A draft keeps only
 * a moment planned for it.
 */
export function publishMoment(publication: PublicationPayload, previous: { readonly status: string; readonly publish_at: string | null } | null, now: Date): string | null {
  if (publication.publish_at !== null) return publication.publish_at
  if (publication.status === "draft") return null
  return previous?.status === "published" && previous.publish_at !== null ? previous.publish_at : now.toISOString()
}
