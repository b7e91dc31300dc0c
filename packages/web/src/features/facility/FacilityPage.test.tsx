import { apiError, readVisitedFacilities, VISITED_STORAGE_KEY, type Facility } from "@pociecha/core"
import { act } from "react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { until } from "../../shared/testing/until"
import { initI18n } from "../../shared/i18n"

const facility: Facility = {
  id: 42,
  slug: "przedszkole-sloneczko-krakow",
  name: "Przedszkole „Słoneczko”",
  created_at: Date.UTC(2024, 2, 29, 10),
  status: "premium",
  shadow_status: null,
  specialization: ["spec-kindergarten"],
  ownership: ["own-public"],
  features: ["feat-garden", "util-recruitment"],
  country: "Polska",
  voivodeship: "małopolskie",
  voivodeship_slug: "malopolskie",
  county: "",
  city: "Kraków",
  city_slug: "krakow",
  district: null,
  district_slug: null,
  post_code: "30-001",
  street: "ul. Długa",
  building_number: "5",
  apartment_number: "2",
  location: { lat: 50.06, lng: 19.94 },
  has_phone: true,
  has_email: false,
  website: "sloneczko.example.pl",
  facebook: null,
  instagram: null,
  bip: "javascript:alert(1)",
  headmaster: "Anna Nowak",
  avatar: null,
  children_count: 75,
  tuition: null,
  tuition_from: 500,
  tuition_to: 900,
  open_at: 390,
  close_at: 1050,
  saturday_open_at: null,
  saturday_close_at: null,
  sunday_open_at: null,
  sunday_close_at: null,
  is_open_saturday: false,
  is_open_sunday: false,
  description: [{ type: "paragraph", text: "Kameralne przedszkole z ogrodem." }],
  extra_classes: [],
  gallery: [
    { id: 1, url: "/a.jpg", order: 2 },
    { id: 2, url: "/b.jpg", order: 1 }
  ],
  day_plan: [],
  employees: [],
  recruitment_active: true,
  recruitment_description: null,
  vacancies: false,
  active: true,
  score_total: 4.25,
  score_food: null,
  score_staff: 5,
  score_cleanliness: 3.5,
  opinions_count: 22,
  account: null,
  account_id: null,
  facility_owner_account_id: null
}

const tags = [
  { id: "spec-kindergarten", key: "kindergarten", type: "specialization", display: "TAG_KINDERGARTEN" },
  { id: "own-public", key: "public", type: "ownership", display: "TAG_PUBLIC" },
  { id: "feat-garden", key: "own_garden", type: "features", display: "TAG_FEATURE_OWN_GARDEN" },
  { id: "util-recruitment", key: "recruitment", type: "utils", display: "TAG_RECRUITMENT" }
].map((tag) => ({ ...tag, param: tag.key, icon: null, created_at: 0, created_at_display: "" }))

let answer: () => Promise<unknown> = async () => facility
const phone = vi.fn(async () => ({ phone: "+48123456789", second_phone: null }))

vi.mock("../../shared/api", async () => {
  const { useEffect, useState } = await import("react")
  const client = {
    facilities: {
      get: ({ params }: { params: { id: string } }) => ({ endpoint: "get", id: params.id }),
      phone: () => ({ endpoint: "phone" })
    },
    tags: { list: () => ({ endpoint: "tags" }) }
  }
  const call = async (f: (c: typeof client) => { endpoint: string }) => {
    const { endpoint } = f(client)
    if (endpoint === "tags") return tags
    if (endpoint === "phone") return phone()
    return answer()
  }
  // The shell's hook, reduced to what the page needs.
  const useApiResource = (load: () => Promise<unknown>, deps: unknown[]) => {
    const [state, setState] = useState<{ data?: unknown; error?: unknown; loading: boolean; n: number }>({ loading: true, n: 0 })
    useEffect(() => {
      let live = true
      load().then(
        (data) => live && setState((s) => ({ ...s, data, error: undefined, loading: false })),
        (error: unknown) => live && setState((s) => ({ ...s, error, loading: false }))
      )
      return () => {
        live = false
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [...deps, state.n])
    return { ...state, reload: () => setState((s) => ({ ...s, loading: true, n: s.n + 1 })) }
  }
  return { api: { call }, useApiResource }
})

vi.mock("../../shared/auth/requireLogin", () => ({ useRequireLogin: () => () => false }))

const { default: FacilityPage } = await import("./FacilityPage")

const mounted = mountTestRoot()

const byTestId = (id: string) => mounted.container.querySelector(`[data-testid="${id}"]`)

async function open(path: string) {
  const location = memoryLocation({ path })
  await act(async () => {
    mounted.root.render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/placowka/:facility">
          <FacilityPage />
        </Route>
      </Router>
    )
  })
}

beforeAll(() => {
  initI18n("pl")
})

beforeEach(() => {
  localStorage.removeItem(VISITED_STORAGE_KEY)
  answer = async () => facility
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
    phone.mockClear()
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(byTestId("facility-name")).not.toBeNull())
    expect(phone).not.toHaveBeenCalled()
    const button = [...mounted.container.querySelectorAll("button")].find((b) => b.textContent?.includes("Pokaż telefon"))!
    await act(async () => button.click())
    await until(() => expect(byTestId("facility-phone")?.textContent).toContain("+48 123 456 789"))
    expect(phone).toHaveBeenCalledTimes(1)
  })

  it("remembers the visit", async () => {
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(readVisitedFacilities(localStorage)).toEqual([42]))
  })

  it("shows the 404 page for an unknown facility", async () => {
    answer = async () => {
      throw apiError("ERROR_FACILITY_NOT_FOUND")
    }
    await open("/placowka/nie-ma-takiej")
    await until(() => expect(mounted.container.textContent).toContain("404"))
  })

  it("offers to try again after a failed fetch", async () => {
    let attempts = 0
    answer = async () => {
      attempts += 1
      if (attempts === 1) throw new Error("offline")
      return facility
    }
    await open("/placowka/przedszkole-sloneczko-krakow")
    await until(() => expect(mounted.container.querySelector('[role="alert"]')?.textContent).toContain("Nie udało się pobrać placówki"))
    const retry = [...mounted.container.querySelectorAll("button")].find((b) => b.textContent === "Spróbuj ponownie")!
    await act(async () => retry.click())
    await until(() => expect(byTestId("facility-name")).not.toBeNull())
  })
})
