import { describe, expect, it } from "vitest"
import { blogFeedXml, type FeedPost } from "./blogFeed"

const post = (overrides: Partial<FeedPost>): FeedPost => ({
  slug: "wpis",
  category: "games",
  title: "Zabawy",
  description: "Opis",
  author: "Anna",
  published_at: "2026-10-01T08:00:00.000Z",
  updated_at: "2026-10-01T08:00:00.000Z",
  cover_url: "/blog/okladka-zabawy.svg",
  cover_alt: "Okładka",
  reading_minutes: 2,
  language: "pl",
  translated: true,
  ...overrides
})

describe("the blog's Atom feed", () => {
  it("names itself, its blog and each post by absolute URLs, newest change as its own", () => {
    const feed = blogFeedXml([
      post({ slug: "nowy", updated_at: "2026-10-05T10:00:00.000Z" }),
      post({ slug: "stary", published_at: "2026-09-01T08:00:00.000Z", updated_at: "2026-08-30T08:00:00.000Z" })
    ], "https://pociecha.pl", new Date("2026-11-01T00:00:00Z"))
    expect(feed).toContain(`<link rel="self" type="application/atom+xml" href="https://pociecha.pl/blog/feed.xml"/>`)
    expect(feed).toContain(`<link rel="alternate" type="text/html" href="https://pociecha.pl/blog"/>`)
    expect(feed).toContain("<id>https://pociecha.pl/blog/nowy</id>")
    expect(feed).toMatch(/<\/subtitle>\n {2}<updated>2026-10-05T10:00:00.000Z<\/updated>/)
    // Edited before it was published: updated no earlier than published.
    expect(feed).toMatch(/<published>2026-09-01T08:00:00.000Z<\/published>\n {4}<updated>2026-09-01T08:00:00.000Z<\/updated>/)
    expect(feed).toContain(`<category term="games" label="Zabawy"/>`)
  })

  it("escapes what a title, a summary or an author may hold", () => {
    const feed = blogFeedXml([post({ title: `<script>"&"</script>`, author: "A & B", description: "1 < 2" })], "https://pociecha.pl", new Date())
    expect(feed).toContain("<title>&lt;script&gt;&quot;&amp;&quot;&lt;/script&gt;</title>")
    expect(feed).toContain("<name>A &amp; B</name>")
    expect(feed).toContain("<summary>1 &lt; 2</summary>")
  })

  it("is a valid empty feed without posts, updated now", () => {
    expect(blogFeedXml([], "https://pociecha.pl", new Date("2026-11-01T00:00:00Z"))).toContain("<updated>2026-11-01T00:00:00.000Z</updated>")
  })
})
