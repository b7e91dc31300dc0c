import { READ_RETRIES, readVisitedFacilities, VISITED_STORAGE_KEY } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { preloadApi } from "../../shared/api"
import { initI18n } from "../../shared/i18n"
import { aFacility } from "../../shared/testing/facilityFixture"
import { descriptionOf } from "../../shared/testing/fieldMessages"
import { recordedError, serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import FacilityPage from "./FacilityPage"

const facility = aFacility()

const tags = [
  { id: "spec-kindergarten", key: "kindergarten", type: "specialization", display: "TAG_KINDERGARTEN" },
  { id: "own-public", key: "public", type: "ownership", display: "TAG_PUBLIC" },
  { id: "feat-garden", key: "own_garden", type: "features", display: "TAG_FEATURE_OWN_GARDEN" },
  { id: "util-recruitment", key: "recruitment", type: "utils", display: "TAG_RECRUITMENT" }
].map((tag) => ({ ...tag, param: tag.key, icon: null, created_at: 0, created_at_display: "" }))

const facilityPath = "GET /api/facility/list/przedszkole-sloneczko-krakow"
const phonePath = "GET /api/facility/list/42/phone"
let facilityAnswer: () => Answer = () => ({ status: 200, body: facility })
let siteAnswer: () => Answer = () => recordedError("ERROR_WEB_PAGE_NOT_FOUND")
const served = serveRecordedAnswers({
  "GET /api/v1/web-pages/przedszkole-sloneczko-krakow/public-site": () => siteAnswer(),
  [facilityPath]: () => facilityAnswer(),
  "GET /api/facility/list/nie-ma-takiej": () => recordedError("ERROR_FACILITY_NOT_FOUND"),
  [phonePath]: () => ({ status: 200, body: { phone: "+48123456789", second_phone: null } }),
  "GET /api/v1/tag": () => ({ status: 200, body: tags }),
  "GET /api/facility/list/przedszkole-sloneczko-krakow/publications": () => ({
    status: 200,
    body: {
      itemsReceived: 1, curPage: 1, nextPage: null, prevPage: null, offset: 0, itemsTotal: 1, pageTotal: 1,
      items: [{
        id: 5, facility_id: 42, title: "Dzień otwarty", content: "<p>Zapraszamy w sobotę.</p>", category: "relation", visibility: "public",
        holiday: null, attachments: [], account_id: null, account: null, created_at: Date.UTC(2026, 10, 2), updated_at: Date.UTC(2026, 10, 2)
      }]
    }
  })
})
const asked = (request: string) => served.requests.filter((made) => made === request).length


const byTestId = (id: string) => screen.queryByTestId(id)
const text = (id: string) => byTestId(id)?.textContent

const open = (path: string) => renderWithProviders(<FacilityPage />, { path, route: "/placowka/:facility" })
/** Opens the profile and waits until the facility is read. */
async function openRead(path = "/placowka/przedszkole-sloneczko-krakow") {
  const rendered = open(path)
  await screen.findByTestId("facility-name")
  return rendered
}

const applyButton = () => screen.getByTestId("apply-button")
const isMain = (button: HTMLElement) => button.classList.contains("btn--primary")

beforeAll(async () => {
  initI18n("pl")
  // The client (Effect) loads once, before the first page waits for it.
  await preloadApi()
})

beforeEach(() => {
  localStorage.removeItem(VISITED_STORAGE_KEY)
  facilityAnswer = () => ({ status: 200, body: facility })
  siteAnswer = () => recordedError("ERROR_WEB_PAGE_NOT_FOUND")
})

describe("FacilityPage", () => {
  it("shows the facility's sections with core's formatting", async () => {
    await openRead()
    await waitFor(() => expect(text("facility-name")).toBe("Przedszkole „Słoneczko”"))
    expect(text("facility-address")).toContain("ul. Długa 5/2, 30-001 Kraków")
    expect(byTestId("facility-badge")?.getAttribute("data-badge")).toBe("TRUSTED")
    expect(text("facility-hours")).toContain("od 06:30 do 17:30")
    expect(text("facility-hours")).toContain("nieczynne")
    expect(text("facility-scores")).toContain("4.3")
    expect(text("facility-scores")).toContain("0.0")
    expect(text("facility-scores")).toContain("22 opinie")
    expect(text("facility-amenities")).toContain("Własny ogród")
    expect(screen.getByText(/Zobacz wszystkie zdjęcia \(2\)/)).toBeDefined()
    expect(document.title).toContain("Przedszkole „Słoneczko”")
  })

  it("marks a facility whose data support checked beside its badge", async () => {
    await openRead()
    expect(text("facility-data-checked")).toBe("Dane sprawdzone przez Pociechę")
  })

  it("gives no such mark to a facility support has not checked", async () => {
    facilityAnswer = () => ({ status: 200, body: { ...facility, verified: false } })
    await openRead()
    expect(byTestId("facility-badge")).not.toBeNull()
    expect(byTestId("facility-data-checked")).toBeNull()
  })

  it("shows no scores for a facility nobody has rated, only the invitation to be the first", async () => {
    facilityAnswer = () => ({
      status: 200,
      body: { ...facility, score_total: null, score_food: null, score_staff: null, score_cleanliness: null, opinions_count: 0 }
    })
    open("/placowka/przedszkole-sloneczko-krakow")
    await screen.findByText(/Nikt jeszcze nie ocenił tej placówki/)
    expect(byTestId("facility-scores")).toBeNull()
    expect(screen.getByRole("region", { name: "Opinie rodziców i ocena" }).textContent).not.toContain("0.0")
  })

  it("colours only the recruitment tag in the success colour", async () => {
    open("/placowka/przedszkole-sloneczko-krakow")
    const chips = within(await screen.findByTestId("facility-tags")).getAllByRole("listitem")
    expect(chips.filter((chip) => chip.classList.contains("facility-tag--success")).map((chip) => chip.textContent)).toHaveLength(1)
    expect(chips.length).toBeGreaterThan(1)
  })

  it("links out with nofollow and never to a script URL", async () => {
    await openRead()
    // The facility's own links, each opening in a new tab; and no link at all to a script URL.
    const links = screen.getAllByRole<HTMLAnchorElement>("link", { name: /otwiera się w nowej karcie/ })
    expect(links[0]?.getAttribute("href")).toBe("https://sloneczko.example.pl")
    for (const link of links) expect(link.rel).toContain("nofollow")
    for (const link of screen.getAllByRole("link")) expect(link.getAttribute("href")).not.toMatch(/^javascript:/i)
  })

  it("links to the facility's own website when it shows one, on the sites' domain, and to none otherwise", async () => {
    const { unmount } = await openRead()
    await waitFor(() => expect(asked("GET /api/v1/web-pages/przedszkole-sloneczko-krakow/public-site")).toBeGreaterThan(0))
    expect(byTestId("facility-website")).toBeNull()
    unmount()
    siteAnswer = () => ({ status: 200, body: { subdomain_name: "sloneczko" } })
    await openRead()
    const link = await screen.findByRole("link", { name: "Strona placówki" })
    expect(link.getAttribute("href")).toBe(`${location.protocol}//sloneczko.${location.host}/`)
  })

  it("fetches the phone only when asked, and shows it in groups of three", async () => {
    const before = asked(phonePath)
    const { user } = await openRead()
    expect(asked(phonePath)).toBe(before)
    await user.click(screen.getByRole("button", { name: /Pokaż telefon/ }))
    await waitFor(() => expect(text("facility-phone")).toContain("+48 123 456 789"))
    expect(asked(phonePath)).toBe(before + 1)
  })

  it("makes 'apply' the main action only while the facility recruits and has places (defect 5)", async () => {
    open("/placowka/przedszkole-sloneczko-krakow")
    await screen.findByTestId("apply-button")
    // Recruiting, but no vacancies: a secondary button, explained by the text it is described by.
    expect(isMain(applyButton())).toBe(false)
    expect(descriptionOf(applyButton())).toContain("brak wolnych miejsc")
  })

  it("explains a closed recruitment above a secondary 'apply'", async () => {
    facilityAnswer = () => ({ status: 200, body: { ...facility, recruitment_active: false, vacancies: true } })
    open("/placowka/przedszkole-sloneczko-krakow")
    await screen.findByTestId("apply-button")
    expect(descriptionOf(applyButton())).toContain("Rekrutacja jest teraz zamknięta")
    expect(isMain(applyButton())).toBe(false)
  })

  it("shows the main 'apply' while recruiting with places", async () => {
    facilityAnswer = () => ({ status: 200, body: { ...facility, vacancies: true } })
    open("/placowka/przedszkole-sloneczko-krakow")
    await waitFor(() => expect(isMain(applyButton())).toBe(true))
    // Nothing holds it back, so nothing explains it.
    expect(descriptionOf(applyButton())).toBe("")
    expect(screen.queryByText(/brak wolnych miejsc|Rekrutacja jest teraz zamknięta/)).toBeNull()
  })

  it("draws the facility's own decorative picture when it has no photo (defect 7)", async () => {
    const { container } = open("/placowka/przedszkole-sloneczko-krakow")
    const picture = await screen.findByTestId("facility-illustration")
    expect(picture.getAttribute("aria-hidden")).toBe("true")
    expect(picture.classList.contains("facility-header__avatar")).toBe(true)
    // A kindergarten gets a play motif.
    expect(["blocks", "kite", "sun", "rainbow", "tree"]).toContain(picture.getAttribute("data-motif"))
    expect(container.querySelector('img[src$="facility.svg"]')).toBeNull()
  })

  it("remembers the visit", async () => {
    open("/placowka/przedszkole-sloneczko-krakow")
    await waitFor(() => expect(readVisitedFacilities(localStorage)).toEqual([42]))
  })

  it("shows the 404 page for an unknown facility, without asking again", async () => {
    const { container } = open("/placowka/nie-ma-takiej")
    await waitFor(() => expect(container.textContent).toContain("404"))
    expect(asked("GET /api/facility/list/nie-ma-takiej")).toBe(1)
  })

  it("offers to try again after the connection failed on every attempt", async () => {
    let online = false
    facilityAnswer = () => (online ? { status: 200, body: facility } : "offline")
    const before = asked(facilityPath)
    const { user } = open("/placowka/przedszkole-sloneczko-krakow")
    const alert = await screen.findByRole("alert")
    await waitFor(() => expect(alert.textContent).toContain("Nie udało się pobrać placówki"))
    expect(asked(facilityPath) - before).toBe(1 + READ_RETRIES)
    online = true
    await user.click(screen.getByRole("button", { name: "Spróbuj ponownie" }))
    await screen.findByTestId("facility-name")
  })

  it("sends a guest who asks a question to log in, and back to the question (spec 4.8)", async () => {
    const { user, location } = await openRead()
    await user.click(screen.getByRole("button", { name: "Zadaj pytanie" }))
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/logowanie\?/))
    const next = new URLSearchParams(location.history.at(-1)!.split("?")[1]).get("next")
    expect(next).toBe("/placowka/przedszkole-sloneczko-krakow?action=ask-question")
  })

  it("shows the facility's news, and sends a guest who wants the private ones to log in and subscribe (spec 3.12, 4.5, 4.8)", async () => {
    const { user, location } = await openRead()
    const news = await screen.findByRole("region", { name: "Aktualności" })
    expect(within(news).getByRole("heading", { name: "Dzień otwarty" })).toBeDefined()
    expect(screen.getByRole("navigation", { name: "Sekcje profilu" }).querySelector('a[href="#news"]')?.textContent).toBe("Aktualności")
    await user.click(within(news).getByRole("button", { name: "Dołącz, aby czytać wszystkie" }))
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/logowanie\?/))
    const next = new URLSearchParams(location.history.at(-1)!.split("?")[1]).get("next")
    // The profile's own subscription runs once they are back (MembershipCard).
    expect(next).toBe("/placowka/przedszkole-sloneczko-krakow?action=subscribe%3Aparent")
  })

  it("opens the claim flow's own page from 'I'm the owner'", async () => {
    const { user, location } = await openRead()
    await user.click(screen.getByRole("button", { name: "Jestem właścicielem tej placówki" }))
    expect(location.history.at(-1)).toBe("/placowka/przedszkole-sloneczko-krakow/jestem-wlascicielem")
  })
})
