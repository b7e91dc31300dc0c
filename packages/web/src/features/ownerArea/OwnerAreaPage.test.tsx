import { makeLegacyIdCodec, type Overview } from "@pociecha/core"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { Route } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { routes, type RouteName } from "../../shared/routing/paths"
import { TestProviders } from "../../shared/testing/TestProviders"
import OwnerAreaPage from "./OwnerAreaPage"
import { aFacility, ownerSession, startAsOwner } from "./tabs/ownerTabTesting"

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

/** The count a counter badge shows (it is absent at zero). */
const count = (testId: string) => screen.queryByTestId(testId)?.getAttribute("data-count") ?? null
/** The menus, once the area has read what it shows. */
const myFacilities = async () => within(await screen.findByRole("navigation", { name: "Moje placówki" }))
const tabsMenu = async () => within(await screen.findByRole("navigation", { name: "Zakładki placówki" }))
const profileTabs = async () => (await tabsMenu()).getByRole("link", { name: "Profil placówki" })
const awaitingApproval = "Placówka czeka na zatwierdzenie przez nasz zespół. Sprawdzamy zgłoszenia w ciągu 48 godzin."

/** Renders the area at a path as the app's routes do: the first owner-area route that matches. */
function open(path: string, search = "") {
  const location = memoryLocation({ path, searchPath: search, record: true })
  const names: RouteName[] = [
    "owner_area", "facility_settings_view", "facility_settings_group", "facility_address", "facility_basic_info",
    "facility_parents_teachers", "facility_parents", "facility_teachers", "facility_publications", "facility_dashboard"
  ]
  const user = userEvent.setup()
  const { unmount } = render(
    <TestProviders location={location}>
      {names.map((name) => (
        <Route key={name} path={routes[name].path}>
          {(params: Record<string, string | undefined>) => <OwnerAreaPage route={name} params={params} />}
        </Route>
      ))}
    </TestProviders>
  )
  return { location, user, unmount }
}

beforeAll(startAsOwner)
beforeEach(() => toasts.error.mockClear())

describe("OwnerAreaPage — the shell (management 2.2, 2.3, 6)", () => {
  it("lists My facilities with their counters, leaves the declined claim out, and opens the tab of the slug", async () => {
    open("/user_facility/przedszkole-sloneczko-krakow/facility_settings/info")
    // The tab is its own chunk: the first one a test opens takes a while to arrive.
    await screen.findByRole("group", { name: "Godziny otwarcia w dni powszednie" }, { timeout: 10_000 })
    expect((await myFacilities()).getAllByRole("button").map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Przedszkole Słoneczko/),
      expect.stringMatching(/^Żłobek Bajka/),
      expect.stringMatching(/^Klub Malucha/)
    ])
    await waitFor(() => expect(count("my-facility-counter-42")).toBe("5"))
    expect(count("my-facility-counter-43")).toBe("1")
    expect(count("tab-counter-facility_questions")).toBe("3")
    expect(count("tab-counter-facility_opinions")).toBe("2")
    expect((await tabsMenu()).getByRole("link", { name: "Podstawowe informacje" }).getAttribute("aria-current")).toBe("page")
    // The profile's tabs sit under their parent, open while one of them is shown.
    expect((await profileTabs()).getAttribute("aria-expanded")).toBe("true")
    expect(within((await profileTabs()).closest("li")!).getByRole("link", { name: "Dane adresowe" })).toBeDefined()
  })

  it("keeps the profile's tabs folded away on another tab", async () => {
    open("/user_facility/42/publications")
    // Facility 42 is not premium: its news open under the premium upsell, which hides the page around it from the accessibility tree.
    const menu = within(await screen.findByRole("navigation", { name: "Zakładki placówki", hidden: true }))
    expect(menu.getByRole("link", { name: "Profil placówki", hidden: true }).getAttribute("aria-expanded")).toBe("false")
    expect(menu.queryByRole("link", { name: "Dane adresowe", hidden: true })).toBeNull()
  })

  it("does not open a pending claim: it says the facility awaits approval", async () => {
    const { location, user } = open("/user_facility/42/facility_settings/info")
    await user.click(await (await myFacilities()).findByRole("button", { name: /^Klub Malucha/ }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(expect.stringContaining("czeka na zatwierdzenie")))
    expect(location.history?.at(-1)).toBe("/user_facility/42/facility_settings/info")
  })

  it("opens the premium upsell for a premium-only tab of a facility that is not premium", async () => {
    const { user } = open("/user_facility/42/facility_settings/info")
    await user.click(await (await tabsMenu()).findByRole("button", { name: /^Aktualności/ }))
    const upsell = await screen.findByRole("dialog", { name: "Ta funkcja jest w pakiecie Premium" })
    const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent)
    const [galleryRow, , descriptionRow] = within(within(upsell).getByRole("table")).getAllByRole("row").slice(1)
    expect(cells(galleryRow!)).toEqual(["3", "100"])
    // The facility is registered: its own package's limit, not the unverified one's (management 9).
    expect(cells(descriptionRow!)).toEqual(["5000", "20000"])
  })

  it("shows only the tabs whose permissions the user holds on this facility", async () => {
    open("/user_facility/43/facility_settings/info")
    await (await tabsMenu()).findByRole("link", { name: "Ustawienia" })
    expect((await tabsMenu()).queryByRole("link", { name: "Dane adresowe" })).toBeNull()
    expect((await tabsMenu()).queryByRole("link", { name: "Nauczyciele" })).toBeNull()
  })

  it("opens the first tab of a group: facility_settings the address, parents_teachers the parents", async () => {
    const profile = open("/user_facility/42/facility_settings")
    await waitFor(() => expect(profile.location.history?.at(-1)).toBe("/user_facility/42/facility_settings/address"))
    profile.unmount()
    const members = open("/user_facility/43/parents_teachers")
    await waitFor(() => expect(members.location.history?.at(-1)).toBe("/user_facility/43/parents_teachers/parents"))
  })

  it("takes the facility from ?legacy= or ?facility= without one in the path", async () => {
    const legacy = makeLegacyIdCodec("pociecha").encode(42)
    const byLegacy = open("/user_facility", `legacy=${legacy}`)
    await waitFor(() => expect(byLegacy.location.history?.at(-1)).toBe(`/user_facility/przedszkole-sloneczko-krakow/dashboard?legacy=${legacy}`))
    byLegacy.unmount()
    const byQuery = open("/user_facility", "facility=43,42")
    await waitFor(() => expect(byQuery.location.history?.at(-1)).toBe("/user_facility/43/dashboard?facility=43,42"))
  })

  it("takes a 'shadow' value as the user's claim: the area says it waits for approval", async () => {
    open("/user_facility/shadow-1/facility_settings/address")
    expect((await screen.findByText(awaitingApproval)).getAttribute("role")).toBe("status")
    expect((await myFacilities()).getByRole("button", { name: /^Klub Malucha/ }).getAttribute("aria-current")).toBe("true")
  })

  it("holds no <main> of its own: the layout's is the page's one main landmark", async () => {
    open("/user_facility/42/facility_settings/info")
    await screen.findByTestId("owner-area")
    expect(screen.queryByRole("main")).toBeNull()
  })

  it("takes the facility from ?legacy= and sends the area's root to its dashboard (issue 20)", async () => {
    const legacy = makeLegacyIdCodec("pociecha").encode(42)
    const { location } = open("/user_facility/anything", `legacy=${legacy}`)
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/user_facility/anything/dashboard?legacy=${legacy}`))
    await waitFor(() => expect(requests).toContain("GET /api/facility/list/42/manage"))
    // the lazily loaded tab finishes inside the test, not while the file's worker closes
    await screen.findByRole("link", { name: "Zobacz mój profil" }, { timeout: 10_000 })
  })
})
