import {
  BLOG_FEED_SIZE,
  BLOG_PAGE_SIZE,
  BLOG_RELATED_SIZE,
  type BlogCategory,
  type BlogPost,
  type BlogPostSummary,
  CMS_BLOG_PAGE_SIZE,
  type CmsBlogPost,
  type CmsBlogPostItem,
  type ContentText,
  type Language,
  makePage,
  type Page,
  publicationState
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { blogSummary, blogSummaryColumns, type BlogSummaryRow, isoMoment } from "./blogRows"
import { publishedNow, servedText } from "./contentRows"

/** A post as the CMS writes it: text already sanitised, `publish_at` decided (set when published). */
export interface BlogPostRecord {
  readonly slug: string
  readonly category: BlogCategory
  readonly author: string
  readonly cover_url: string
  readonly cover_alt: string
  readonly title: string
  readonly description: string
  readonly body_html: string
  readonly translations: Partial<Record<"ua" | "en", ContentText>>
  readonly status: "draft" | "published"
  readonly publish_at: string | null
}

type CmsRow = Omit<CmsBlogPost, "state" | "publish_at" | "updated_at" | "created_at" | "translations"> & {
  readonly publish_at: Date | string | null
  readonly updated_at: Date | string
  readonly created_at: Date | string
  readonly translations: CmsBlogPost["translations"] | null
}

/** A CMS row with its moments as ISO text and where it stands for readers now. */
const cmsPost = (row: CmsRow): CmsBlogPost => {
  const publish_at = row.publish_at === null ? null : isoMoment(row.publish_at)
  return {
    ...row,
    publish_at,
    translations: row.translations ?? {},
    updated_at: isoMoment(row.updated_at),
    created_at: isoMoment(row.created_at),
    state: publicationState({ status: row.status, publish_at }, new Date())
  }
}

const makeBlogRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const columns = sql.literal(blogSummaryColumns)
  const published = publishedNow(sql)

  /** A page of the published posts, newest first: all of them or one category's (blog_posts_*_published). */
  const posts = (filter: { readonly category?: BlogCategory | undefined; readonly page: number; readonly language: Language }) => {
    const condition = filter.category === undefined ? published : sql`${published} and category = ${filter.category}`
    return Effect.map(
      Effect.all([
        sql<BlogSummaryRow>`select ${columns} from blog_posts where ${condition}
          order by publish_at desc, id desc limit ${BLOG_PAGE_SIZE} offset ${BLOG_PAGE_SIZE * (filter.page - 1)}`,
        sql<{ total: number }>`select count(*)::int as total from blog_posts where ${condition}`
      ]),
      ([rows, [count]]): Page<BlogPostSummary> =>
        makePage(rows.map((row) => blogSummary(row, filter.language)), { page: filter.page, limit: BLOG_PAGE_SIZE, total: count?.total ?? 0 })
    )
  }

  /**
   * A published post by its slug with the older and newer posts beside it (by publication
   * moment, then id) and up to three newest others of its category; null for a draft, a
   * scheduled post or no such post.
   */
  const post = (slug: string, language: Language) =>
    Effect.gen(function*() {
      const [row] = yield* sql<BlogSummaryRow>`select ${columns} from blog_posts where slug = ${slug} and ${published}`
      if (row === undefined) return null
      const [[previous], [next], related] = yield* Effect.all([
        sql<BlogSummaryRow>`select ${columns} from blog_posts where ${published} and (publish_at, id) < (${row.publish_at}, ${row.id})
          order by publish_at desc, id desc limit 1`,
        sql<BlogSummaryRow>`select ${columns} from blog_posts where ${published} and (publish_at, id) > (${row.publish_at}, ${row.id})
          order by publish_at, id limit 1`,
        sql<BlogSummaryRow>`select ${columns} from blog_posts where ${published} and category = ${row.category} and id <> ${row.id}
          order by publish_at desc, id desc limit ${BLOG_RELATED_SIZE}`
      ])
      const link = (neighbour: BlogSummaryRow | undefined) =>
        neighbour === undefined ? null : { slug: neighbour.slug, title: servedText(neighbour, language).title }
      const found: BlogPost = {
        ...blogSummary(row, language),
        body_html: servedText(row, language).body_html,
        updated_at: isoMoment(row.updated_at),
        previous: link(previous),
        next: link(next),
        related: related.map((other) => blogSummary(other, language))
      }
      return found
    })

  /** The newest published posts, as the feed carries them: in Polish, with when each last changed. */
  const latest = () =>
    Effect.map(
      sql<BlogSummaryRow>`select ${columns} from blog_posts where ${published} order by publish_at desc, id desc limit ${BLOG_FEED_SIZE}`,
      (rows) => rows.map((row) => ({ ...blogSummary(row, "pl"), updated_at: isoMoment(row.updated_at) }))
    )

  /** Every published post's slug and the categories that have one (the sitemap). */
  const publicPaths = () =>
    Effect.map(
      sql<{ slug: string; category: BlogCategory }>`select slug, category from blog_posts where ${published} order by publish_at desc, id desc`,
      (rows) => ({ slugs: rows.map((row) => row.slug), categories: [...new Set(rows.map((row) => row.category))] })
    )

  const cmsColumns = sql.literal(
    "id, slug, category, title, author, status, publish_at, updated_at, description, body_html, cover_url, cover_alt, translations, created_at"
  )

  /** A page of every post for the CMS, drafts and scheduled ones too, newest written first. */
  const cmsList = (page: number) =>
    Effect.map(
      Effect.all([
        sql<CmsRow>`select ${cmsColumns} from blog_posts order by created_at desc, id desc
          limit ${CMS_BLOG_PAGE_SIZE} offset ${CMS_BLOG_PAGE_SIZE * (page - 1)}`,
        sql<{ total: number }>`select count(*)::int as total from blog_posts`
      ]),
      ([rows, [count]]): Page<CmsBlogPostItem> =>
        makePage(
          rows.map((row) => {
            const { id, slug, category, title, author, status, publish_at, state, updated_at } = cmsPost(row)
            return { id, slug, category, title, author, status, publish_at, state, updated_at }
          }),
          { page, limit: CMS_BLOG_PAGE_SIZE, total: count?.total ?? 0 }
        )
    )

  /** A post as the CMS edits it; null when there is no such post. */
  const byId = (id: number) =>
    Effect.map(sql<CmsRow>`select ${cmsColumns} from blog_posts where id = ${id}`, (rows) => (rows[0] === undefined ? null : cmsPost(rows[0])))

  /** Whether a post other than `exceptId` has the slug. */
  const slugTaken = (slug: string, exceptId: number | null) =>
    Effect.map(sql<{ id: number }>`select id from blog_posts where slug = ${slug} and id <> ${exceptId ?? 0}`, (rows) => rows.length > 0)

  const values = (post: BlogPostRecord) => ({ ...post, translations: JSON.stringify(post.translations) })

  /** A new post, saved by `actorId`; its id. */
  const create = (post: BlogPostRecord, actorId: string) =>
    policyRequire("blogPost", "write")(Effect.map(
      sql<{ id: number }>`insert into blog_posts ${sql.insert({ ...values(post), updated_by: actorId })} returning id`,
      (rows) => rows[0]?.id ?? 0
    ))

  /** Replaces every field of a post, saved by `actorId`. */
  const update = (id: number, post: BlogPostRecord, actorId: string) =>
    policyRequire("blogPost", "write")(
      sql`update blog_posts set ${sql.update({ ...values(post), updated_by: actorId })}, updated_at = now() where id = ${id}`
    )

  /** Deletes a post. */
  const remove = (id: number) => policyRequire("blogPost", "write")(sql`delete from blog_posts where id = ${id}`)

  return repository({ posts, post, latest, publicPaths, cmsList, byId, slugTaken, create, update, remove })
})

/** The blog's posts: what readers see (published from their moment on) and what the CMS writes. */
export class BlogRepository extends Context.Service<BlogRepository, Effect.Success<typeof makeBlogRepository>>()(
  "@pociecha/server/BlogRepository"
) {
  static readonly layer = Layer.effect(BlogRepository, makeBlogRepository)
}
