import { READ_RETRIES, readVisitedFacilities, VISITED_STORAGE_KEY } from "@pociecha/core"
import { act } from "react"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { Route } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { preloadApi } from "../../shared/api"
import { aFacility } from "../../shared/testing/facilityFixture"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { recordedError, serveRecordedAnswers, type Answer } from "../../shared/testing/recordedApi"
import { until } from "../../shared/testing/until"
import { initI18n } from "../../shared/i18n"
import FacilityPage from "./FacilityPage"
import { TestProviders } from "../../shared/testing/TestProviders"

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
const served = serveRecordedAnswers({
  [facilityPath]: () => facilityAnswer(),
  "GET /api/facility/list/nie-ma-takiej": () => recordedError("ERROR_FACILITY_NOT_FOUND"),
  [phonePath]: () => ({ status: 200, body: { phone: "+48123456789", second_phone: null } }),
  "GET /api/v1/tag": () => ({ status: 200, body: tags })
})
const asked = (request: string) => served.requests.filter((made) => made === request).length


const mounted = mountTestRoot()

const byTestId = (id: string) => mounted.container.querySelector(`[data-testid="${id}"]`)
const button = (name: string) => [...mounted.container.querySelectorAll("button")].find((item) => item.textContent === name)!

let location = memoryLocation({ path: "/", record: true })

async function open(path: string) {
  location = memoryLocation({ path, record: true })
  await act(async () => {
    mounted.root.render(
      <TestProviders location={location}>
          <Route path="/placowka/:facility">
            <FacilityPage />
          </Route>
        </TestProviders>
    )
  })
}

beforeAll(async () => {
  initI18n("pl")
  // The client (Effect) loads once, before the first page waits for it.
  await preloadApi()
})

beforeEach(() => {
  localStorage.removeItem(VISITED_STORAGE_KEY)
  facilityAnswer = () => ({ status: 200, body: facility })
})

describe("FacilityPage", () => {
  it("shows the facility's sections with core's formatting", async () => {
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(byTestId("facility-name")?.textContent).toBe("Przedszkole „Słoneczko”"))
    expect(byTestId("facility-address")?.textContent).toContain("ul. Długa 5/2, 30-001 Kraków")
    expect(byTestId("facility-badge")?.getAttribute("data-badge")).toBe("TRUSTED")
    expect(byTestId("facility-hours")?.textContent).toContain("od 06:30 do 17:30")
    expect(byTestId("facility-hours")?.textContent).toContain("nieczynne")
    expect(byTestId("facility-scores")?.textContent).toContain("4.3")
    expect(byTestId("facility-scores")?.textContent).toContain("0.0")
    expect(byTestId("facility-scores")?.textContent).toContain("22 opinie")
    expect(byTestId("facility-amenities")?.textContent).toContain("Własny ogród")
    expect(mounted.container.textContent).toContain("Zobacz wszystkie zdjęcia (2)")
    expect(document.title).toContain("Przedszkole „Słoneczko”")
  })

  it("shows no scores for a facility nobody has rated, only the invitation to be the first", async () => {
    facilityAnswer = () => ({
      status: 200,
      body: { ...facility, score_total: null, score_food: null, score_staff: null, score_cleanliness: null, opinions_count: 0 }
    })
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(mounted.container.textContent).toContain("Nikt jeszcze nie ocenił tej placówki"))
    expect(byTestId("facility-scores")).toBeNull()
    expect(mounted.container.querySelector("#opinions")?.textContent).not.toContain("0.0")
  })

  it("colours only the recruitment tag in the success colour", async () => {
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(byTestId("facility-tags")).not.toBeNull())
    const chips = [...byTestId("facility-tags")!.querySelectorAll("li")]
    expect(chips.filter((chip) => chip.classList.contains("facility-tag--success")).map((chip) => chip.textContent)).toHaveLength(1)
    expect(chips.length).toBeGreaterThan(1)
  })

  it("links out with nofollow and never to a script URL", async () => {
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(byTestId("facility-name")).not.toBeNull())
    const links = [...mounted.container.querySelectorAll<HTMLAnchorElement>(".facility-links a")]
    expect(links[0]?.getAttribute("href")).toBe("https://sloneczko.example.pl")
    for (const link of links) {
      expect(link.getAttribute("href")).not.toMatch(/^javascript:/i)
      expect(link.rel).toContain("nofollow")
    }
  })

  it("fetches the phone only when asked, and shows it in groups of three", async () => {
    const before = asked(phonePath)
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(byTestId("facility-name")).not.toBeNull())
    expect(asked(phonePath)).toBe(before)
    const button = [...mounted.container.querySelectorAll("button")].find((b) => b.textContent?.includes("Pokaż telefon"))!
    await act(async () => button.click())
    await until(() => expect(byTestId("facility-phone")?.textContent).toContain("+48 123 456 789"))
    expect(asked(phonePath)).toBe(before + 1)
  })

  it("makes 'apply' the main action only while the facility recruits and has places (defect 5)", async () => {
    const applyButton = () => byTestId("apply-button") as HTMLButtonElement | null
    const hold = () => mounted.container.querySelector(".facility-recruitment__hold")
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(applyButton()).not.toBeNull())
    // Recruiting, but no vacancies: a secondary button, explained.
    expect(applyButton()!.classList.contains("btn--primary")).toBe(false)
    expect(hold()?.textContent).toContain("brak wolnych miejsc")
    expect(applyButton()!.getAttribute("aria-describedby")).toBe(hold()!.id)
  })

  it("explains a closed recruitment above a secondary 'apply'", async () => {
    facilityAnswer = () => ({ status: 200, body: { ...facility, recruitment_active: false, vacancies: true } })
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(mounted.container.querySelector(".facility-recruitment__hold")?.textContent).toContain("Rekrutacja jest teraz zamknięta"))
    expect(byTestId("apply-button")!.classList.contains("btn--primary")).toBe(false)
  })

  it("shows the main 'apply' while recruiting with places", async () => {
    facilityAnswer = () => ({ status: 200, body: { ...facility, vacancies: true } })
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(byTestId("apply-button")?.classList.contains("btn--primary")).toBe(true))
    expect(mounted.container.querySelector(".facility-recruitment__hold")).toBeNull()
  })

  it("draws the facility's own decorative picture when it has no photo (defect 7)", async () => {
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(byTestId("facility-illustration")).not.toBeNull())
    const picture = byTestId("facility-illustration")!
    expect(picture.getAttribute("aria-hidden")).toBe("true")
    expect(picture.classList.contains("facility-header__avatar")).toBe(true)
    // A kindergarten gets a play motif.
    expect(["blocks", "kite", "sun", "rainbow", "tree"]).toContain(picture.getAttribute("data-motif"))
    expect(mounted.container.querySelector('img[src$="facility.svg"]')).toBeNull()
  })

  it("remembers the visit", async () => {
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(readVisitedFacilities(localStorage)).toEqual([42]))
  })

  it("shows the 404 page for an unknown facility, without asking again", async () => {
    await open("/placowka/nie-ma-takiej")
    await until(() => expect(mounted.container.textContent).toContain("404"))
    expect(asked("GET /api/facility/list/nie-ma-takiej")).toBe(1)
  })

  it("offers to try again after the connection failed on every attempt", async () => {
    let online = false
    facilityAnswer = () => (online ? { status: 200, body: facility } : "offline")
    const before = asked(facilityPath)
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(mounted.container.querySelector('[role="alert"]')?.textContent).toContain("Nie udało się pobrać placówki"))
    expect(asked(facilityPath) - before).toBe(1 + READ_RETRIES)
    online = true
    const retry = [...mounted.container.querySelectorAll("button")].find((b) => b.textContent === "Spróbuj ponownie")!
    await act(async () => retry.click())
    await until(() => expect(byTestId("facility-name")).not.toBeNull())
  })

  it("sends a guest who asks a question to log in, and back to the question (spec 4.8)", async () => {
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(byTestId("facility-name")).not.toBeNull())
    await act(async () => button("Zadaj pytanie").click())
    await until(() => expect(location.history.at(-1)).toMatch(/^\/logowanie\?/))
    const next = new URLSearchParams(location.history.at(-1)!.split("?")[1]).get("next")
    expect(next).toBe("/placowka/przedszkole-sloneczko-krakow?action=ask-question")
  })

  it("opens the claim flow's own page from 'I'm the owner'", async () => {
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(byTestId("facility-name")).not.toBeNull())
    await act(async () => button("Jestem właścicielem tej placówki").click())
    expect(location.history.at(-1)).toBe("/placowka/przedszkole-sloneczko-krakow/jestem-wlascicielem")
  })
})
