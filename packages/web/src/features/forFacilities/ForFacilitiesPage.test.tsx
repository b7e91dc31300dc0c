import { act } from "react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { memoryLocation } from "wouter/memory-location"
import { applyLanguage, i18n, initI18n } from "../../shared/i18n"
import { pathTo } from "../../shared/routing/paths"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { until } from "../../shared/testing/until"
import ForFacilitiesPage from "./ForFacilitiesPage"
import { TestProviders } from "../../shared/testing/TestProviders"

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

const mounted = mountTestRoot()
const page = () => mounted.container

async function open() {
  const location = memoryLocation({ path: pathTo("product_landing"), record: true })
  await act(async () => {
    mounted.root.render(
      <TestProviders location={location}>
          <ForFacilitiesPage />
        </TestProviders>
    )
  })
  await until(() => expect(page().querySelector("h1")).not.toBeNull())
  return location
}

/** The comparison table as rows of text: the header row, then each limit with its two packages. */
const tableRows = () =>
  [...page().querySelectorAll('[data-testid="for-facilities-limits"] tr')].map((row) => [...row.children].map((cell) => cell.textContent))

const links = (testId: string) => [...page().querySelectorAll<HTMLAnchorElement>(`[data-testid="${testId}"]`)]
const headings = () => [...page().querySelectorAll("h1, h2, h3")].map((heading) => heading.tagName)

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
    await open()
    expect(page().querySelector("h1")?.textContent).toBe("Prowadzisz żłobek lub przedszkole? Pokaż je rodzicom")
    expect(document.title).toBe("Dla placówek – profil żłobka lub przedszkola w Pociesze | Pociecha")
    expect(page().textContent).toContain("kliknij „Jestem właścicielem tej placówki”")
    expect(page().textContent).toContain("w ciągu 48 godzin")
    // No level is skipped: one h1, then sections (h2) holding cards (h3).
    const levels = headings().map((tag) => Number(tag.slice(1)))
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1))
    expect([...page().querySelectorAll('[data-testid="for-facilities-feature"] h3')].map((title) => title.textContent)).toEqual([
      "Profil placówki",
      "Galeria zdjęć",
      "Rekrutacja i wolne miejsca",
      "Opinie i pytania rodziców",
      "Aktualności",
      "Rodzice i nauczyciele"
    ])
  })

  it("claiming leads to the directory search, adding to the creation of a facility", async () => {
    const location = await open()
    expect(links("for-facilities-claim").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Znajdź i przejmij swoją placówkę", "/wszystkie-lokalizacje"],
      ["Znajdź i przejmij swoją placówkę", "/wszystkie-lokalizacje"]
    ])
    expect(links("for-facilities-create").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Dodaj nową placówkę", "/stworz-placowke"],
      ["Dodaj nową placówkę", "/stworz-placowke"]
    ])
    act(() => links("for-facilities-create")[0]?.click())
    expect(location.history.at(-1)).toBe("/stworz-placowke")
  })

  it("compares the basic and premium packages by the limits the server holds", async () => {
    await open()
    await until(() => expect(tableRows()).toHaveLength(7))
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
    await open()
    await until(() => expect(page().querySelector('[role="alert"]')?.textContent).toContain("Nie udało się wczytać limitów pakietów."))
    expect(served.requests).toHaveLength(3)
    limits = []
    act(() => page().querySelector<HTMLButtonElement>('[role="alert"] button')?.click())
    await until(() => expect(tableRows()[1]).toEqual(["Zdjęcia w galerii", "4", "120"]))
  })

  it("speaks Ukrainian and English too", async () => {
    await act(() => applyLanguage("ua"))
    await open()
    expect(page().querySelector("h1")?.textContent).toBe("Керуєте яслами чи дитячим садком? Покажіть їх батькам")
    expect(links("for-facilities-create")[0]?.textContent).toBe("Додати новий заклад")
    expect(page().textContent).toContain("натисніть «Я власник цього закладу»")
    await until(() => expect(tableRows()[5]?.[2]).toBe("Без обмежень"))

    await act(() => applyLanguage("en"))
    expect(page().querySelector("h1")?.textContent).toBe("Do you run a nursery or kindergarten? Show it to parents")
    expect(links("for-facilities-claim")[0]?.textContent).toBe("Find and claim your facility")
    expect(tableRows()[2]).toEqual(["Description length (characters)", "1,500", "20,000"])
  })
})
