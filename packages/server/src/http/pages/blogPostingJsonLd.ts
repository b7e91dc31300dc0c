import { type BlogPost, type BlogPostSummary, intlLocale, type JsonLd } from "@pociecha/core"

const CONTEXT = "https://schema.org"

/** A cover's absolute URL: a path of this site under `publicUrl`, an https URL as it is. */
export const absoluteUrl = (url: string, publicUrl: string) => (url.startsWith("/") ? `${publicUrl}${url}` : url)

/** The later of two ISO moments (a post edited before its publication changed at its publication). */
const later = (a: string, b: string) => (Date.parse(a) > Date.parse(b) ? a : b)

/** A post in a list's data: its headline, URL, date and author. */
export const blogPostingSummaryJsonLd = (post: BlogPostSummary, url: string): JsonLd => ({
  "@type": "BlogPosting",
  headline: post.title,
  url,
  datePublished: post.published_at,
  author: { "@type": "Person", name: post.author }
})

/**
 * A post's page as schema.org BlogPosting: headline, description, dates, author, cover, its
 * category as section, its reading time, its language and the page it is the main entity of.
 */
export const blogPostingJsonLd = (post: BlogPost, options: { readonly url: string; readonly publicUrl: string; readonly section: string }): JsonLd => ({
  "@context": CONTEXT,
  ...blogPostingSummaryJsonLd(post, options.url),
  description: post.description,
  dateModified: later(post.updated_at, post.published_at),
  image: absoluteUrl(post.cover_url, options.publicUrl),
  articleSection: options.section,
  timeRequired: `PT${post.reading_minutes}M`,
  inLanguage: intlLocale(post.language),
  mainEntityOfPage: { "@type": "WebPage", "@id": options.url },
  publisher: { "@type": "Organization", name: "Pociecha", url: `${options.publicUrl}/` }
})
