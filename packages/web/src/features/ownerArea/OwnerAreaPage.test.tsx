import { makeLegacyIdCodec, type Overview } from "@pociecha/core"
import { act } from "react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { Route } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { until } from "../../shared/testing/until"
import { routes, type RouteName } from "../../shared/routing/paths"
import OwnerAreaPage from "./OwnerAreaPage"
import { aFacility, click, ownerSession, signInOwner } from "./tabs/ownerTabTesting"
import { TestProviders } from "../../shared/testing/TestProviders"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const shadow = (id: number, facilityId: number, status: "pending" | "rejected", name: string) => ({
  id, facility_id: facilityId, slug: null, name, status: "unknown", shadow_status: status, kind: "claim",
  decline_reason: status === "rejected" ? "Brak dokumentów" : null, created_at: 0, is_shadow: true
})
const owned = {
  facilities: [
    { id: 42, slug: "przedszkole-sloneczko-krakow", name: "Przedszkole Słoneczko", status: "registered" },
    // Run by the account, but its perms hold nothing on it (e.g. a teacher's facility).
    { id: 43, slug: null, name: "Żłobek Bajka", status: "premium" }
  ],
  shadow_facilities: [shadow(1, 70, "pending", "Klub Malucha"), shadow(2, 71, "rejected", "Odrzucona placówka")]
}
const overview: Overview = {
  opinions: { new_answers: 1, new_opinions: 3, new_opinions_by_facility: { "42": 2, "43": 1 } },
  user_questions: { new_messages: 4, new_messages_by_facility: { "42": 3 } }
}

const { requests } = serveRecordedAnswers({
  ...ownerSession,
  "GET /api/v1/facility/owned": () => ({ status: 200, body: owned }),
  "GET /api/v1/overview": () => ({ status: 200, body: overview }),
  "GET /api/v1/user-limit": () => ({
    status: 200,
    body: [
      { id: 1, key: "gallery_photos", type: "limit", value_free: 3, value_registered: 3, value_premium: 100 },
      { id: 2, key: "description_chars", type: "limit", value_free: 1500, value_registered: 5000, value_premium: 20000 }
    ]
  }),
  "GET /api/facility/list/42/manage": () => ({ status: 200, body: aFacility({ status: "registered" }) }),
  "GET /api/facility/list/43/manage": () => ({ status: 200, body: aFacility({ id: 43, slug: null, name: "Żłobek Bajka" }) })
})

const mounted = mountTestRoot()
const count = (testId: string) => mounted.container.querySelector(`[data-testid="${testId}"]`)?.getAttribute("data-count") ?? null

/** Renders the area at a path as the app's routes do: the first owner-area route that matches. */
async function open(path: string, search = "") {
  const location = memoryLocation({ path, searchPath: search, record: true })
  const names: RouteName[] = [
    "owner_area", "facility_settings_view", "facility_settings_group", "facility_address", "facility_basic_info",
    "facility_parents_teachers", "facility_parents", "facility_teachers", "facility_publications"
  ]
  await act(async () => {
    mounted.root.render(
      <TestProviders location={location}>
          {names.map((name) => (
            <Route key={name} path={routes[name].path}>
              {(params: Record<string, string | undefined>) => <OwnerAreaPage route={name} params={params} />}
            </Route>
          ))}
        </TestProviders>
    )
  })
  return location
}

beforeAll(signInOwner)
beforeEach(() => toasts.error.mockClear())

describe("OwnerAreaPage — the shell (management 2.2, 2.3, 6)", () => {
  it("lists My facilities with their counters, leaves the declined claim out, and opens the tab of the slug", async () => {
    await open("/user_facility/przedszkole-sloneczko-krakow/facility_settings/info")
    // The tab is its own chunk: the first one a test opens takes a while to arrive.
    await until(() => expect(mounted.container.querySelector('[data-testid="basic-info-form"]')).not.toBeNull(), 10_000)
    const names = [...mounted.container.querySelectorAll(".owner-facilities__name")].map((name) => name.textContent)
    expect(names).toEqual(["Przedszkole Słoneczko", "Żłobek Bajka", "Klub Malucha"])
    await until(() => expect(count("my-facility-counter-42")).toBe("5"))
    expect(count("my-facility-counter-43")).toBe("1")
    expect(count("tab-counter-facility_questions")).toBe("3")
    expect(count("tab-counter-facility_opinions")).toBe("2")
    expect(mounted.container.querySelector('[data-testid="tab-facility_basic_info"]')?.getAttribute("aria-current")).toBe("page")
    // The profile's tabs sit under their parent, open while one of them is shown.
    expect(mounted.container.querySelector('[data-testid="tab-facility_settings_view"]')?.getAttribute("aria-expanded")).toBe("true")
    expect(mounted.container.querySelector('[data-testid="tab-facility_settings_view"] + ul [data-testid="tab-facility_address"]')).not.toBeNull()
  })

  it("keeps the profile's tabs folded away on another tab", async () => {
    await open("/user_facility/42/publications")
    await until(() => expect(mounted.container.querySelector('[data-testid="tab-facility_settings_view"]')).not.toBeNull())
    expect(mounted.container.querySelector('[data-testid="tab-facility_settings_view"]')?.getAttribute("aria-expanded")).toBe("false")
    expect(mounted.container.querySelector('[data-testid="tab-facility_address"]')).toBeNull()
  })

  it("does not open a pending claim: it says the facility awaits approval", async () => {
    const location = await open("/user_facility/42/facility_settings/info")
    await until(() => expect(mounted.container.querySelector('[data-testid="my-facility-70"]')).not.toBeNull())
    await click(mounted.container.querySelector('[data-testid="my-facility-70"]'))
    await until(() => expect(toasts.error).toHaveBeenCalledWith(expect.stringContaining("czeka na zatwierdzenie")))
    expect(location.history?.at(-1)).toBe("/user_facility/42/facility_settings/info")
  })

  it("opens the premium upsell for a premium-only tab of a facility that is not premium", async () => {
    await open("/user_facility/42/facility_settings/info")
    await until(() => expect(mounted.container.querySelector('[data-testid="tab-facility_publications"]')).not.toBeNull())
    await click(mounted.container.querySelector('[data-testid="tab-facility_publications"]'))
    await until(() => expect(document.querySelector('[data-testid="premium-upsell-limits"]')).not.toBeNull())
    const [galleryRow, , descriptionRow] = [...document.querySelectorAll('[data-testid="premium-upsell-limits"] tbody tr')]
    expect([...galleryRow!.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["3", "100"])
    // The facility is registered: its own package's limit, not the unverified one's (management 9).
    expect([...descriptionRow!.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["5000", "20000"])
  })

  it("shows only the tabs whose permissions the user holds on this facility", async () => {
    await open("/user_facility/43/facility_settings/info")
    await until(() => expect(mounted.container.querySelector('[data-testid="tab-facility_settings"]')).not.toBeNull())
    expect(mounted.container.querySelector('[data-testid="tab-facility_address"]')).toBeNull()
    expect(mounted.container.querySelector('[data-testid="tab-facility_teachers"]')).toBeNull()
  })

  it("opens the first tab of a group: facility_settings the address, parents_teachers the parents", async () => {
    const profile = await open("/user_facility/42/facility_settings")
    await until(() => expect(profile.history?.at(-1)).toBe("/user_facility/42/facility_settings/address"))
    const members = await open("/user_facility/43/parents_teachers")
    await until(() => expect(members.history?.at(-1)).toBe("/user_facility/43/parents_teachers/parents"))
  })

  it("takes the facility from ?legacy= or ?facility= without one in the path", async () => {
    const legacy = makeLegacyIdCodec("pociecha").encode(42)
    const byLegacy = await open("/user_facility", `legacy=${legacy}`)
    await until(() => expect(byLegacy.history?.at(-1)).toBe(`/user_facility/przedszkole-sloneczko-krakow/facility_settings/address?legacy=${legacy}`))
    const byQuery = await open("/user_facility", "facility=43,42")
    await until(() => expect(byQuery.history?.at(-1)).toBe("/user_facility/43/facility_settings/address?facility=43,42"))
  })

  it("takes a 'shadow' value as the user's claim: the area says it waits for approval", async () => {
    await open("/user_facility/shadow-1/facility_settings/address")
    await until(() => expect(mounted.container.querySelector(".owner-area__notice")?.textContent).toContain("czeka na zatwierdzenie"))
    expect(mounted.container.querySelector('[data-testid="my-facility-70"]')?.getAttribute("aria-current")).toBe("true")
  })

  it("holds no <main> of its own: the layout's is the page's one main landmark", async () => {
    await open("/user_facility/42/facility_settings/info")
    await until(() => expect(mounted.container.querySelector('[data-testid="owner-area"]')).not.toBeNull())
    expect(mounted.container.querySelector("main")).toBeNull()
  })

  it("takes the facility from ?legacy= and sends the area's root to the address tab", async () => {
    const legacy = makeLegacyIdCodec("pociecha").encode(42)
    const location = await open("/user_facility/anything", `legacy=${legacy}`)
    await until(() => expect(location.history?.at(-1)).toBe(`/user_facility/anything/facility_settings/address?legacy=${legacy}`))
    await until(() => expect(requests).toContain("GET /api/facility/list/42/manage"))
    // the lazily loaded tab finishes inside the test, not while the file's worker closes
    await until(() => expect(mounted.container.querySelector('[data-testid="locate-address"]')).not.toBeNull(), 10_000)
  })
})
