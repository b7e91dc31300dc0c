import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { sanitizeRichText } from "../../richText/sanitizeRichText"
import { faqSeed } from "../faq/faqSeed"

/**
 * The FAQ (issue 19; public-side 2.13): its items by section, in the content tables' shared
 * shape (status, publish_at, Polish text, translations). An item is a question and its answer
 * (`entry`), the section's highlighted notice (`banner`) or its list of what is new (`changes`):
 * one table, since all three are written, published and ordered alike in the CMS. `slug` is an
 * answer's anchor on its page, kept when the question is reworded so links stay valid.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table faq_items (
    id serial primary key,
    section text not null check (section in ('intro', 'info', 'rodzic', 'nauczyciel', 'dyrektor')),
    kind text not null default 'entry' check (kind in ('entry', 'banner', 'changes')),
    slug text not null,
    position int not null,
    title text not null,
    description text not null default '',
    body_html text not null,
    translations jsonb not null default '{}',
    status text not null default 'draft' check (status in ('draft', 'published')),
    publish_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    updated_by uuid references accounts(id) on delete set null,
    check (status = 'draft' or publish_at is not null),
    unique (section, slug)
  )`
  // A page reads its section's published items in order; the CMS all of a section's.
  yield* sql`create index faq_items_section_order on faq_items (section, position, id)`
  yield* sql`create index faq_items_published on faq_items (publish_at) where status = 'published'`

  // The first set is reference data: production answers with it from its first day (faqSeed).
  for (const [index, item] of faqSeed.entries()) {
    const clean = (version: typeof item.pl) => ({ ...version, body_html: sanitizeRichText(version.body_html) })
    const { title, description, body_html } = clean(item.pl)
    const translations = { ua: clean(item.ua), en: clean(item.en) }
    yield* sql`insert into faq_items (section, kind, slug, position, title, description, body_html, translations, status, publish_at)
      values (${item.section}, ${item.kind}, ${item.slug}, ${index + 1}, ${title}, ${description}, ${body_html},
        ${JSON.stringify(translations)}::jsonb, 'published', '2026-11-27T00:00:00Z')`
  }
})
