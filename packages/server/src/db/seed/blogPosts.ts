import { blogCategorySlugs } from "@pociecha/core"
import { Effect } from "effect"
import { insertRows } from "./batches"
import { blogPostSeeds } from "./blogPostTexts"

const DAY = 86_400_000

/** The HTML of a seeded body: `## ` entries are headings, the others paragraphs (the texts hold no markup). */
const bodyHtml = (body: ReadonlyArray<string>) =>
  body.map((entry) => (entry.startsWith("## ") ? `<h2>${entry.slice(3)}</h2>` : `<p>${entry}</p>`)).join("")

/** The cover each category's posts share: a picture of the web app's public folder. */
const blogCoverUrl = (category: keyof typeof blogCategorySlugs) => `/blog/okladka-${blogCategorySlugs[category]}.svg`

/** The demo blog (issue 19): twelve published posts over every category, in the months before `referenceDate`. */
export const seedBlogPosts = (referenceDate: Date) =>
  Effect.asVoid(insertRows("blog_posts", blogPostSeeds.map((post) => {
    // Published at eight in the morning of their day, as an editor would schedule them.
    const moment = new Date(Math.floor((referenceDate.getTime() - post.daysAgo * DAY) / DAY) * DAY + 8 * 3_600_000)
    const translations = Object.fromEntries(Object.entries(post.translations ?? {}).map(([language, text]) =>
      [language, { title: text.title, description: text.description, body_html: bodyHtml(text.body) }]))
    return {
      slug: post.slug,
      category: post.category,
      author: post.author,
      cover_url: blogCoverUrl(post.category),
      cover_alt: post.coverAlt,
      status: "published",
      publish_at: moment,
      title: post.title,
      description: post.description,
      body_html: bodyHtml(post.body),
      translations: JSON.stringify(translations),
      created_at: moment,
      updated_at: moment
    }
  })))
