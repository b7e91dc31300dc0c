import { Schema } from "effect"
import { ContentStatus, ContentText, ServedLanguage } from "./content"

/**
 * The blog's categories (public 3.12): stable keys the API and the database use, each with the
 * Polish segment of its page's URL (`/blog/kategoria/{slug}`).
 */
export const blogCategorySlugs = {
  advice: "porady",
  child_nutrition: "zywienie-dziecka",
  games: "zabawy",
  child_health: "zdrowie-dziecka",
  contests: "konkursy",
  kindergarten_recruitment: "rekrutacja-do-przedszkola",
  upbringing: "wychowanie",
  child_illnesses: "choroby-dzieci",
  events: "wydarzenia"
} as const

export type BlogCategory = keyof typeof blogCategorySlugs

/** The categories in the order the blog lists them. */
export const blogCategories = Object.keys(blogCategorySlugs) as ReadonlyArray<BlogCategory>

export const BlogCategory = Schema.Literals(blogCategories as [BlogCategory, ...Array<BlogCategory>])

/** The category a page's URL segment names, or null for a segment that names none. */
export function blogCategoryOfSlug(slug: string): BlogCategory | null {
  return blogCategories.find((category) => blogCategorySlugs[category] === slug) ?? null
}

/** Posts one page of the blog's lists holds: three rows of three. */
export const BLOG_PAGE_SIZE = 9

/** Posts the feed carries: the newest ones. */
export const BLOG_FEED_SIZE = 20

/** Posts of the same category a post suggests below itself. */
export const BLOG_RELATED_SIZE = 3

/**
 * A post as a list shows it, in the reader's language (else Polish, `translated` false):
 * `published_at` is an ISO moment; the cover is a URL with its alternative text.
 */
export const BlogPostSummary = Schema.Struct({
  slug: Schema.String,
  category: BlogCategory,
  title: Schema.String,
  description: Schema.String,
  author: Schema.String,
  published_at: Schema.String,
  cover_url: Schema.String,
  cover_alt: Schema.String,
  reading_minutes: Schema.Number,
  ...ServedLanguage
})
export type BlogPostSummary = typeof BlogPostSummary.Type

/** A neighbouring post (by publication date): what its link shows. */
export const BlogPostLink = Schema.Struct({ slug: Schema.String, title: Schema.String })
export type BlogPostLink = typeof BlogPostLink.Type

/**
 * A post as its page shows it: the summary, the body (HTML sanitised when saved), when it last
 * changed, the older (`previous`) and newer (`next`) post and up to three of its category.
 */
export const BlogPost = Schema.Struct({
  ...BlogPostSummary.fields,
  body_html: Schema.String,
  updated_at: Schema.String,
  previous: Schema.NullOr(BlogPostLink),
  next: Schema.NullOr(BlogPostLink),
  related: Schema.Array(BlogPostSummary)
})
export type BlogPost = typeof BlogPost.Type

/** A post in the CMS's list: drafts and scheduled ones too, with where each stands for readers. */
export const CmsBlogPostItem = Schema.Struct({
  id: Schema.Number,
  slug: Schema.String,
  category: BlogCategory,
  title: Schema.String,
  author: Schema.String,
  status: ContentStatus,
  publish_at: Schema.NullOr(Schema.String),
  state: Schema.Literals(["draft", "scheduled", "published"]),
  updated_at: Schema.String
})
export type CmsBlogPostItem = typeof CmsBlogPostItem.Type

/** A post as the CMS edits it: every field, its translations as saved. */
export const CmsBlogPost = Schema.Struct({
  ...CmsBlogPostItem.fields,
  description: Schema.String,
  body_html: Schema.String,
  cover_url: Schema.String,
  cover_alt: Schema.String,
  translations: Schema.Struct({ ua: Schema.optionalKey(ContentText), en: Schema.optionalKey(ContentText) }),
  created_at: Schema.String
})
export type CmsBlogPost = typeof CmsBlogPost.Type
