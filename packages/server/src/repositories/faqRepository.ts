import { type CmsFaqItem, type ContentText, type FaqItem, type FaqPage, type FaqSection, type Language, normalizeSearchText } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { type ContentRow, publishedNow, servedText } from "./contentRows"

/** A FAQ item's columns as a write sets them: text already sanitised, publication already resolved. */
export interface FaqItemColumns {
  readonly section: FaqSection
  readonly kind: CmsFaqItem["kind"]
  readonly title: string
  readonly description: string
  readonly body_html: string
  readonly translations: Partial<Record<"ua" | "en", ContentText>>
  readonly status: CmsFaqItem["status"]
  readonly publish_at: string | null
}

type PublicRow = ContentRow & { readonly id: number; readonly slug: string; readonly kind: CmsFaqItem["kind"] }

const cmsColumns = (sql: SqlClient.SqlClient) =>
  sql.literal(`id, section, kind, slug, position, title, description, body_html, translations, status,
    to_char(publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as publish_at,
    to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at`)

const makeFaqRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /**
   * A section's page in the reader's language: its first banner and changes block, and its
   * answers in order — those whose question or answer, in Polish or a translation, holds `q`
   * (accents and case aside: unaccent over lower-cased text; a section holds tens of items).
   */
  const page = (section: FaqSection, language: Language, q: string | undefined): Effect.Effect<FaqPage, SqlError> => {
    const words = q === undefined ? "" : normalizeSearchText(q).trim()
    const matches = words === ""
      ? sql`true`
      : sql`unaccent(lower(title || ' ' || body_html || ' ' || translations::text)) like ${`%${words.replace(/[\\%_]/g, "\\$&")}%`}`
    return Effect.map(
      sql<PublicRow>`
        select id, slug, kind, title, description, body_html, translations from faq_items
        where section = ${section} and ${publishedNow(sql)} and (kind <> 'entry' or ${matches})
        order by position, id`,
      (rows) => {
        const served = (row: PublicRow): FaqItem => ({ id: row.id, slug: row.slug, ...servedText(row, language) })
        const first = (kind: PublicRow["kind"]) => {
          const row = rows.find((item) => item.kind === kind)
          return row === undefined ? null : served(row)
        }
        return { section, banner: first("banner"), changes: first("changes"), entries: rows.filter((row) => row.kind === "entry").map(served) }
      }
    )
  }

  /** Every item (of one section), drafts included, in each section's order. */
  const list = (section: FaqSection | undefined) =>
    sql<CmsFaqItem>`select ${cmsColumns(sql)} from faq_items
      ${section === undefined ? sql`` : sql`where section = ${section}`}
      order by section, position, id`

  const byId = (id: number) =>
    Effect.map(sql<CmsFaqItem>`select ${cmsColumns(sql)} from faq_items where id = ${id}`, (rows) => rows[0] ?? null)

  /** The slugs a section already uses, to give a new item one of its own. */
  const slugsOf = (section: FaqSection) =>
    Effect.map(sql<{ slug: string }>`select slug from faq_items where section = ${section}`, (rows) => new Set(rows.map((row) => row.slug)))

  /** Adds an item at the end of its section. */
  const create = (columns: FaqItemColumns, slug: string, actorId: string) =>
    policyRequire("faq", "write")(Effect.map(
      sql<{ id: number }>`
        insert into faq_items (section, kind, slug, position, title, description, body_html, translations, status, publish_at, updated_by)
        values (${columns.section}, ${columns.kind}, ${slug},
          (select coalesce(max(position), 0) + 1 from faq_items where section = ${columns.section}),
          ${columns.title}, ${columns.description}, ${columns.body_html}, ${JSON.stringify(columns.translations)}::jsonb,
          ${columns.status}, ${columns.publish_at}, ${actorId})
        returning id`,
      (rows) => rows[0]!.id
    ))

  /** Replaces an item's text and publication; moved to another section, it goes to that one's end. */
  const update = (id: number, columns: FaqItemColumns, slug: string, actorId: string) =>
    policyRequire("faq", "write")(sql`
      update faq_items set
        position = case when section = ${columns.section} then position
          else (select coalesce(max(position), 0) + 1 from faq_items where section = ${columns.section}) end,
        section = ${columns.section}, kind = ${columns.kind}, slug = ${slug}, title = ${columns.title},
        description = ${columns.description}, body_html = ${columns.body_html},
        translations = ${JSON.stringify(columns.translations)}::jsonb, status = ${columns.status},
        publish_at = ${columns.publish_at}, updated_at = now(), updated_by = ${actorId}
      where id = ${id}`)

  const remove = (id: number) => policyRequire("faq", "write")(sql`delete from faq_items where id = ${id}`)

  /** Puts a section's items in the order of `ids` (every item of the section, checked by the caller). */
  const reorder = (section: FaqSection, ids: ReadonlyArray<number>) =>
    policyRequire("faq", "write")(Effect.forEach(ids, (id, index) =>
      sql`update faq_items set position = ${index + 1} where id = ${id} and section = ${section}`, { discard: true }))

  return repository({ page, list, byId, slugsOf, create, update, remove, reorder })
})

/** The FAQ's items: the public pages read them, the CMS writes them. */
export class FaqRepository extends Context.Service<FaqRepository, Effect.Success<typeof makeFaqRepository>>()(
  "@pociecha/server/FaqRepository"
) {
  static readonly layer = Layer.effect(FaqRepository, makeFaqRepository)
}
