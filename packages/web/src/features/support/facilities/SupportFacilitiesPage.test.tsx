import { isoDateInWarsaw, makePage, type SupportFacility, type SupportFacilityRow } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSupportUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import SupportFacilitiesPage from "./SupportFacilitiesPage"

const support = aSupportUser()

const row = (id: number, name: string, overrides: Partial<SupportFacilityRow> = {}): SupportFacilityRow => ({
  id,
  slug: `placowka-${id}`,
  name,
  city: "Kraków",
  status: "registered",
  premium_until: null,
  verified: true,
  active: true,
  owner_email: "wlasciciel@example.pl",
  ...overrides
})
let facility: SupportFacility = {
  ...row(7, "Przedszkole Słoneczko"),
  specialization: [],
  ownership: [],
  features: [],
  owner: { id: "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5f6e", email: "wlasciciel@example.pl", name: "Anna", surname: "Nowak" },
  members_count: 3,
  opinions_count: 12,
  created_at: Date.UTC(2026, 0, 1)
}
const listQueries: string[] = []
const patches: unknown[] = []
const deleted: number[] = []
const served = serveRecordedAnswers({
  ...sessionOf(support),
  "GET /api/tags": () => ({ status: 200, body: [] }),
  "GET /api/v1/support/facilities": (request) => {
    listQueries.push(new URL(request.url).search)
    return { status: 200, body: makePage([row(7, "Przedszkole Słoneczko"), row(6, "Żłobek Pod Kasztanem", { status: "premium", premium_until: "2027-01-31" })], { page: 1, limit: 25, total: 60 }) }
  },
  "GET /api/v1/support/facilities/7": () => ({ status: 200, body: facility }),
  "PATCH /api/v1/support/facilities/7": async (request) => {
    const patch = (await request.json()) as Partial<SupportFacility>
    patches.push(patch)
    facility = { ...facility, ...patch }
    return { status: 200, body: facility }
  },
  "GET /api/v1/support/facilities/7/deletion": () => ({
    status: 200,
    body: { id: 7, name: facility.name, opinions: 12, questions: 2, applications: 1, members: 3, photos: 4, employees: 0, publications: 5, web_pages: 1, claims: 0 }
  }),
  "DELETE /api/v1/support/facilities/7": () => {
    deleted.push(7)
    return { status: 204 }
  },
  "GET /api/v1/support/audit": () => ({
    status: 200,
    body: makePage(patches.length === 0 ? [] : [{
      id: 1, at: Date.now(), actor: { id: support.id, email: "wsparcie@pociecha.pl" }, action: "facility.update",
      facility_id: 7, account_id: null, before: { status: "registered", premium_until: null }, after: patches[0]
    }], { page: 1, limit: 50, total: patches.length })
  })
})

beforeAll(() => startSignedIn(support))

afterEach(() => {
  served.requests.length = 0
  listQueries.length = 0
})

describe("SupportFacilitiesPage — the support panel's Facilities (management 2.9)", () => {
  it("lists facilities with their status, pages and searches through the URL", async () => {
    const { user, location } = renderWithProviders(<SupportFacilitiesPage />, { path: "/support?status=premium&page=2" })
    await waitFor(() => expect(screen.getAllByTestId("support-facility-row")).toHaveLength(2))
    expect(listQueries[0]).toBe("?page=2&status=premium")
    expect(screen.getAllByTestId("support-facility-status")[1]!.textContent).toContain("Premium do 31.01.2027")
    expect((screen.getByTestId("support-facilities-status") as HTMLSelectElement).value).toBe("premium")

    await user.type(screen.getByTestId("support-facilities-q"), "ewa@example.pl{Enter}")
    await waitFor(() => expect(location.history?.at(-1)).toBe("/support?q=ewa%40example.pl&status=premium"))
    await waitFor(() => expect(listQueries.at(-1)).toBe("?page=1&status=premium&q=ewa%40example.pl"))
  })

  it("opens one facility, makes it premium until a date, and shows the change in its audit trail", async () => {
    const { user } = renderWithProviders(<SupportFacilitiesPage />, { path: "/support?id=7" })
    const form = await screen.findByTestId("support-facility-form")
    expect(screen.getByTestId("support-facility-facts").textContent).toContain("Anna Nowak <wlasciciel@example.pl>")
    await user.selectOptions(within(form).getByTestId("support-facility-status-field"), "premium")
    await user.click(screen.getByTestId("support-facility-save"))
    expect(await screen.findByText("Podaj datę końca pakietu premium")).toBeDefined()
    expect(patches).toEqual([])

    const [year] = isoDateInWarsaw(new Date()).split("-")
    const until = `${Number(year) + 1}-06-30`
    await user.type(screen.getByTestId("support-facility-premium-until"), until)
    await user.click(screen.getByTestId("support-facility-save"))
    await waitFor(() => expect(patches).toEqual([{ status: "premium", premium_until: until }]))
    const trail = await screen.findByTestId("support-facility-audit")
    await waitFor(() => expect(trail.textContent).toContain(`premium_until: — → ${until}`))
  })

  it("deletes only after a dialog shows what goes with the facility, then lists the rest", async () => {
    const { user, location } = renderWithProviders(<SupportFacilitiesPage />, { path: "/support?id=7" })
    await user.click(await screen.findByTestId("support-facility-delete"))
    const dialog = await screen.findByRole("dialog")
    await waitFor(() => expect(within(dialog).getByTestId("support-facility-deletion-counts").textContent).toContain("opinie: 12"))
    expect(deleted).toEqual([])
    await user.click(within(dialog).getByRole("button", { name: "Usuń placówkę" }))
    await waitFor(() => expect(deleted).toEqual([7]))
    await waitFor(() => expect(location.history?.at(-1)).toBe("/support"))
  })
})
