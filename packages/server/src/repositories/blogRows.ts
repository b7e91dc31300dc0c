import { type BlogCategory, type BlogPostSummary, type Language, readingMinutes } from "@pociecha/core"
import { type ContentRow, servedText } from "./contentRows"

/** A published post's row as the public reads select it ({@link blogSummaryColumns}). */
export interface BlogSummaryRow extends ContentRow {
  readonly id: number
  readonly slug: string
  readonly category: BlogCategory
  readonly author: string
  readonly cover_url: string
  readonly cover_alt: string
  readonly publish_at: Date | string
  readonly updated_at: Date | string
}

/** The columns of {@link BlogSummaryRow}. */
export const blogSummaryColumns =
  "id, slug, category, author, cover_url, cover_alt, title, description, body_html, translations, publish_at, updated_at"

/** A timestamp column's value as an ISO moment (the driver may give a Date or a string). */
export const isoMoment = (value: Date | string): string => new Date(value).toISOString()

/** A row as a list shows it, in the reader's language (else Polish): reading time from the body served. */
export function blogSummary(row: BlogSummaryRow, language: Language): BlogPostSummary {
  const text = servedText(row, language)
  return {
    slug: row.slug,
    category: row.category,
    title: text.title,
    description: text.description,
    author: row.author,
    published_at: isoMoment(row.publish_at),
    cover_url: row.cover_url,
    cover_alt: row.cover_alt,
    reading_minutes: readingMinutes(text.body_html),
    language: text.language,
    translated: text.translated
  }
}
