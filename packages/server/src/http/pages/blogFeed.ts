import { blogPaths, type BlogPostSummary } from "@pociecha/core"
import { blogCategoryName, blogTranslator } from "./blogServedTexts"
import { escapeHtml } from "./servedRead"

/** What a feed entry is made of: a post's summary (Polish) and when it last changed. */
export type FeedPost = BlogPostSummary & { readonly updated_at: string }

/** XML text: what escapes HTML escapes XML (`&`, `<`, `>`, `"`); control characters are not in our texts. */
const xml = escapeHtml

/** The newest of the moments, or `fallback` for none (an empty blog). */
const newest = (moments: ReadonlyArray<string>, fallback: string) =>
  moments.reduce((latest, moment) => (Date.parse(moment) > Date.parse(latest) ? moment : latest), moments[0] ?? fallback)

/**
 * The blog's Atom 1.0 feed (RFC 4287), in Polish: the feed's id (the blog's URL), title,
 * subtitle, author, `updated` (its newest entry's change) and links to itself and to the blog;
 * per post its URL as id, title, published and updated moments, link, author, summary and
 * category (key as term, Polish name as label). Every URL absolute from `publicUrl`.
 */
export function blogFeedXml(posts: ReadonlyArray<FeedPost>, publicUrl: string, now: Date): string {
  const t = blogTranslator("pl")
  const blogUrl = `${publicUrl}${blogPaths.list}`
  const entries = posts.map((post) => {
    const url = `${publicUrl}${blogPaths.post(post.slug)}`
    return [
      "  <entry>",
      `    <id>${xml(url)}</id>`,
      `    <title>${xml(post.title)}</title>`,
      `    <published>${post.published_at}</published>`,
      // A post edited before its publication is new to readers at its publication.
      `    <updated>${newest([post.updated_at, post.published_at], post.published_at)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <author><name>${xml(post.author)}</name></author>`,
      `    <summary>${xml(post.description)}</summary>`,
      `    <category term="${xml(post.category)}" label="${xml(blogCategoryName("pl", post.category))}"/>`,
      "  </entry>"
    ].join("\n")
  })
  const updated = newest(posts.flatMap((post) => [post.updated_at, post.published_at]), now.toISOString())
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pl">`,
    `  <id>${xml(blogUrl)}</id>`,
    `  <title>${xml(t("BLOG_TITLE"))}</title>`,
    `  <subtitle>${xml(t("BLOG_DESCRIPTION"))}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>Pociecha</name><uri>${xml(publicUrl)}/</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${publicUrl}${blogPaths.feed}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(blogUrl)}"/>`,
    ...entries,
    `</feed>`,
    ""
  ].join("\n")
}
