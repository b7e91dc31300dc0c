import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The blog (issue 19; public 2.12, 3.12): posts written in the CMS, each with its address, one
 * of the nine categories (core's blogCategories), author and cover, and the shared content
 * columns (contentRows.ts): a draft, or published from `publish_at`; Polish text with optional
 * Ukrainian and English versions.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create table blog_posts (
    id serial primary key,
    slug text not null unique,
    category text not null check (category in ('advice', 'child_nutrition', 'games', 'child_health', 'contests',
      'kindergarten_recruitment', 'upbringing', 'child_illnesses', 'events')),
    author text not null,
    cover_url text not null,
    cover_alt text not null,
    status text not null default 'draft' check (status in ('draft', 'published')),
    publish_at timestamptz,
    title text not null,
    description text not null,
    body_html text not null,
    translations jsonb not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    updated_by uuid references accounts(id) on delete set null,
    check (status = 'draft' or publish_at is not null)
  )`
  // The blog's list and the feed: published posts, newest first; a category's list by its own index.
  yield* sql`create index blog_posts_published on blog_posts (publish_at desc, id desc) where status = 'published'`
  yield* sql`create index blog_posts_category_published on blog_posts (category, publish_at desc, id desc) where status = 'published'`
})
