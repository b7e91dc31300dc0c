import { act, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { applyLanguage, i18n, initI18n } from "../../shared/i18n"
import { pathTo } from "../../shared/routing/paths"
import { serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import ForFacilitiesPage from "./ForFacilitiesPage"

// The limits as support left them: not the seeded ones, so a page with its own figures fails.
const limitRows = [
  { id: 1, key: "gallery_photos", type: "limit", value_free: 4, value_registered: 4, value_premium: 120 },
  { id: 2, key: "amenities", type: "limit", value_free: 6, value_registered: 6, value_premium: 100 },
  { id: 3, key: "amenities_edits_per_month", type: "limit", value_free: 1, value_registered: 1, value_premium: 100 },
  { id: 4, key: "messages", type: "limit", value_free: 10, value_registered: 10, value_premium: 100_000 },
  { id: 5, key: "recruitment_description", type: "boolean", value_free: 0, value_registered: 0, value_premium: 1 },
  { id: 6, key: "description_chars", type: "limit", value_free: 1500, value_registered: 5000, value_premium: 20_000 }
]

let limits: Answer[] = []
const served = serveRecordedAnswers({ "GET /api/v1/user-limit": () => limits.shift() ?? { status: 200, body: limitRows } })

async function open() {
  const rendered = renderWithProviders(<ForFacilitiesPage />, { path: pathTo("product_landing") })
  await screen.findByRole("heading", { level: 1 })
  return rendered
}

const h1 = () => screen.getByRole("heading", { level: 1 }).textContent

/** The comparison table as rows of text: the header row, then each limit with its two packages. */
const tableRows = () =>
  within(screen.getByTestId("for-facilities-limits")).queryAllByRole("row").map((row) => [...row.children].map((cell) => cell.textContent))

/** Each link of that name, with where it leads. */
const links = (name: string) => screen.getAllByRole("link", { name }).map((link) => [link.textContent, link.getAttribute("href")])
const headingLevels = () => screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)))

beforeAll(async () => {
  initI18n("pl")
  await i18n.loadNamespaces("forFacilities")
})

afterEach(async () => {
  limits = []
  served.requests.length = 0
  await act(() => applyLanguage("pl"))
})

describe("the page for facilities (/dla-placowek)", () => {
  it("says what an owner gets and how to start, in Polish, under one h1 and headings in order", async () => {
    const { container } = await open()
    expect(h1()).toBe("Prowadzisz żłobek lub przedszkole? Pokaż je rodzicom")
    expect(document.title).toBe("Dla placówek – profil żłobka lub przedszkola w Pociesze | Pociecha")
    expect(container.textContent).toContain("kliknij „Jestem właścicielem tej placówki”")
    expect(container.textContent).toContain("w ciągu 48 godzin")
    // No level is skipped: one h1, then sections (h2) holding cards (h3).
    const levels = headingLevels()
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1))
    expect(screen.getAllByTestId("for-facilities-feature").map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Profil placówki",
      "Galeria zdjęć",
      "Rekrutacja i wolne miejsca",
      "Opinie i pytania rodziców",
      "Aktualności",
      "Rodzice i nauczyciele"
    ])
  })

  it("claiming leads to the directory search, adding to the creation of a facility", async () => {
    const { location, user } = await open()
    expect(links("Znajdź i przejmij swoją placówkę")).toEqual([
      ["Znajdź i przejmij swoją placówkę", "/wszystkie-lokalizacje"],
      ["Znajdź i przejmij swoją placówkę", "/wszystkie-lokalizacje"]
    ])
    expect(links("Dodaj nową placówkę")).toEqual([
      ["Dodaj nową placówkę", "/stworz-placowke"],
      ["Dodaj nową placówkę", "/stworz-placowke"]
    ])
    await user.click(screen.getAllByRole("link", { name: "Dodaj nową placówkę" })[0]!)
    expect(location.history.at(-1)).toBe("/stworz-placowke")
  })

  it("compares the basic and premium packages by the limits the server holds", async () => {
    await open()
    await waitFor(() => expect(tableRows()).toHaveLength(7))
    expect(tableRows()).toEqual([
      ["", "Podstawowy", "Premium"],
      ["Zdjęcia w galerii", "4", "120"],
      // Polish groups thousands with a no-break space.
      ["Długość opisu (znaki)", "1500", "20\u00a0000"],
      ["Udogodnienia i zajęcia dodatkowe", "6", "100"],
      ["Zmiany udogodnień w miesiącu", "1", "100"],
      ["Odpowiedzi na pytania w miesiącu", "10", "Bez limitu"],
      ["Opis rekrutacji", "Nie", "Tak"]
    ])
    expect(served.requests).toEqual(["GET /api/v1/user-limit"])
  })

  it("offers to try again when the limits cannot be read", async () => {
    // The first try and its two retries find no server.
    limits = ["offline", "offline", "offline"]
    const { user } = await open()
    const alert = await screen.findByRole("alert")
    await waitFor(() => expect(alert.textContent).toContain("Nie udało się wczytać limitów pakietów."))
    expect(served.requests).toHaveLength(3)
    limits = []
    await user.click(within(alert).getByRole("button"))
    await waitFor(() => expect(tableRows()[1]).toEqual(["Zdjęcia w galerii", "4", "120"]))
  })

  it("speaks Ukrainian and English too", async () => {
    await act(() => applyLanguage("ua"))
    const { container } = await open()
    expect(h1()).toBe("Керуєте яслами чи дитячим садком? Покажіть їх батькам")
    expect(screen.getAllByRole("link", { name: "Додати новий заклад" })).toHaveLength(2)
    expect(container.textContent).toContain("натисніть «Я власник цього закладу»")
    await waitFor(() => expect(tableRows()[5]?.[2]).toBe("Без обмежень"))

    await act(() => applyLanguage("en"))
    expect(h1()).toBe("Do you run a nursery or kindergarten? Show it to parents")
    expect(screen.getAllByRole("link", { name: "Find and claim your facility" })).toHaveLength(2)
    expect(tableRows()[2]).toEqual(["Description length (characters)", "1,500", "20,000"])
  })
})
