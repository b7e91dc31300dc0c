import { screen } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { i18n, initI18n } from "../../shared/i18n"
import { pathTo } from "../../shared/routing/paths"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import FaqPage from "./FaqPage"

const entry = (id: number, slug: string, title: string) =>
  ({ id, slug, title, description: "", body_html: `<p>Odpowiedź: ${title}</p>`, language: "pl", translated: true })

const page = {
  section: "rodzic",
  banner: entry(1, "dla-rodzicow", "Pytania rodziców"),
  changes: null,
  entries: [entry(2, "jak-znalezc-przedszkole", "Jak znaleźć przedszkole?"), entry(3, "jak-zlozyc-zgloszenie", "Jak złożyć zgłoszenie?")]
}

const served = serveRecordedAnswers({
  "GET /api/v1/faq/rodzic": (request) => {
    const q = new URL(request.url).searchParams.get("q")
    return { status: 200, body: q === null ? page : { ...page, entries: page.entries.filter((item) => item.title.toLowerCase().includes(q)) } }
  }
})

beforeAll(async () => {
  initI18n("pl")
  await i18n.loadNamespaces("faq")
})
afterEach(() => {
  served.requests.length = 0
  window.location.hash = ""
})

const answer = (name: string) => screen.getByRole("heading", { level: 2, name }).closest("details")

describe("a FAQ page", () => {
  it("shows the banner and every answer folded, but opens the one the link names", async () => {
    window.location.hash = "#jak-zlozyc-zgloszenie"
    renderWithProviders(<FaqPage section="rodzic" />, { path: pathTo("faq_parent") })
    await screen.findByRole("heading", { level: 2, name: "Jak złożyć zgłoszenie?" })
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Pytania rodziców")
    expect(answer("Jak złożyć zgłoszenie?")?.open).toBe(true)
    expect(answer("Jak znaleźć przedszkole?")?.open).toBe(false)
    expect(screen.getAllByRole("link", { name: "Link do tej odpowiedzi" }).map((link) => link.getAttribute("href")))
      .toEqual(["#jak-znalezc-przedszkole", "#jak-zlozyc-zgloszenie"])
  })

  it("searches with the words in the URL, and says when nothing answers them", async () => {
    const { user } = renderWithProviders(<FaqPage section="rodzic" />, { path: pathTo("faq_parent") })
    await screen.findByRole("heading", { level: 2, name: "Jak złożyć zgłoszenie?" })
    await user.type(screen.getByRole("searchbox", { name: "Szukaj w pytaniach i odpowiedziach" }), "zgłoszenie")
    await user.click(screen.getByRole("button", { name: "Szukaj" }))
    await screen.findByRole("button", { name: "Wyczyść" })
    expect(screen.queryByRole("heading", { level: 2, name: "Jak znaleźć przedszkole?" })).toBeNull()
    expect(screen.getByRole("heading", { level: 2, name: "Jak złożyć zgłoszenie?" })).toBeTruthy()

    await user.clear(screen.getByRole("searchbox"))
    await user.type(screen.getByRole("searchbox"), "żyrafa")
    await user.click(screen.getByRole("button", { name: "Szukaj" }))
    expect(await screen.findByText(/Nie znaleźliśmy odpowiedzi na „żyrafa”/)).toBeTruthy()
  })
})
