import { type ContentText, type Language, servedVersion, type TranslationLanguage } from "@pociecha/core"
import type { SqlClient } from "effect/sql"

/**
 * The shared shape of editorial content in the database (issue 19; core's domain/content.ts):
 * every content table has `status` ('draft' | 'published'), `publish_at` (set when published:
 * the save's moment unless a later one is chosen), the Polish `title`, `description` and
 * `body_html`, and `translations` (jsonb `{ ua?: ContentText, en?: ContentText }`).
 */
export interface ContentRow {
  readonly title: string
  readonly description: string
  readonly body_html: string
  readonly translations: Partial<Record<TranslationLanguage, ContentText | null>> | null
}

/**
 * Readers see a text once it is published and its moment has come. Each content table has a
 * partial index on `publish_at` where `status = 'published'`, which this condition uses.
 */
export const publishedNow = (sql: SqlClient.SqlClient) => sql.literal("status = 'published' and publish_at <= now()")

/** A row's text in the reader's language (else Polish), with the language fields of core's ServedLanguage. */
export function servedText(row: ContentRow, wanted: Language): ContentText & { readonly language: Language; readonly translated: boolean } {
  const polish = { title: row.title, description: row.description, body_html: row.body_html }
  const served = servedVersion<ContentText>(polish, row.translations ?? {}, wanted)
  return { ...served.text, language: served.language, translated: served.translated }
}
