import { type BlogPost, type BlogPostSummary, makePage } from "@pociecha/core"
import { screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { startSignedOut } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import BlogCategoryPage from "./BlogCategoryPage"
import BlogPostPage from "./BlogPostPage"

const summary = (slug: string, title: string): BlogPostSummary => ({
  slug, category: "games", title, description: `${title} — opis`, author: "Katarzyna Zielińska", published_at: "2026-09-01T08:00:00.000Z",
  cover_url: "/blog/okladka-zabawy.svg", cover_alt: "Klocki", reading_minutes: 3, language: "pl", translated: true
})
const post: BlogPost = {
  ...summary("zabawy-ruchowe", "Zabawy ruchowe"), language: "pl", translated: false, body_html: "<h2>Tor przeszkód</h2><p>Poduszki.</p>",
  updated_at: "2026-09-01T08:00:00.000Z", previous: { slug: "starszy", title: "Starszy wpis" }, next: null, related: [summary("inny", "Inna zabawa")]
}
const listQueries: string[] = []
serveRecordedAnswers({
  "GET /api/v1/blog/posts": (request) => {
    listQueries.push(new URL(request.url).search)
    return { status: 200, body: makePage([summary("a", "Pierwsza zabawa"), summary("b", "Druga zabawa")], { page: 2, limit: 9, total: 11 }) }
  },
  "GET /api/v1/blog/posts/zabawy-ruchowe": () => ({ status: 200, body: post })
})
afterEach(() => {
  listQueries.length = 0
})

describe("the blog's pages", () => {
  it("list a category's posts on the page the address names, with a link back to the first", async () => {
    await startSignedOut()
    renderWithProviders(<BlogCategoryPage />, { path: "/blog/kategoria/zabawy?page=2", route: "/blog/kategoria/:category" })
    expect(await screen.findAllByTestId("blog-card")).toHaveLength(2)
    expect(screen.getByRole("heading", { level: 1, name: "Zabawy" })).toBeDefined()
    expect(listQueries[0]).toContain("category=games")
    expect(listQueries[0]).toContain("page=2")
    expect(screen.getByRole("link", { name: /Poprzednia strona/ }).getAttribute("href")).toBe("/blog/kategoria/zabawy")
    expect(screen.getByRole("link", { name: "Zabawy", current: "page" })).toBeDefined()
  })

  it("show a post with its trail, meta, older post and related ones, saying it is the Polish version", async () => {
    await startSignedOut()
    renderWithProviders(<BlogPostPage />, { path: "/blog/zabawy-ruchowe", route: "/blog/:slug" })
    const article = await screen.findByTestId("blog-post")
    expect(within(article).getByRole("heading", { level: 1, name: "Zabawy ruchowe" })).toBeDefined()
    expect(within(article).getByRole("heading", { level: 2, name: "Tor przeszkód" })).toBeDefined()
    expect(article.textContent).toContain("3 min czytania")
    expect(screen.getByTestId("not-translated")).toBeDefined()
    expect(screen.getByTestId("previous-post").getAttribute("href")).toBe("/blog/starszy")
    expect(screen.queryByTestId("next-post")).toBeNull()
    expect(screen.getByRole("link", { name: "Inna zabawa" }).getAttribute("href")).toBe("/blog/inny")
    expect(screen.getByRole("navigation", { name: "Ścieżka nawigacji" }).textContent).toContain("Blog")
  })
})
