import { Schema } from "effect"
import { blogCategories, type BlogCategory as BlogCategoryKey } from "./blogPages"
import { ContentStatus, ContentText, ServedLanguage } from "./content"

/** One of the nine categories of the blog (blogPages.ts), by its stable key. */
export const BlogCategory = Schema.Literals(blogCategories as [BlogCategoryKey, ...Array<BlogCategoryKey>])
export type BlogCategory = typeof BlogCategory.Type

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
