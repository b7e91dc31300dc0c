import { makePage, type FacilityOwnership } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSupportUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import SupportOwnershipPage from "./SupportOwnershipPage"

const support = aSupportUser()

const owned: FacilityOwnership = {
  facility_id: 7,
  facility_name: "Przedszkole Słoneczko",
  owner: { id: "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5f6e", email: "wlasciciel@example.pl" },
  moderators: [{ id: "1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a", email: "nauczycielka@example.pl", role: "teacher", permissions: ["facility-publications/write"] }],
  pending_claims: [{ id: 3, email: "pretendent@example.pl", sent: Date.UTC(2026, 10, 1) }]
}
const listQueries: string[] = []
serveRecordedAnswers({
  ...sessionOf(support),
  "GET /api/v1/support/ownership": (request) => {
    listQueries.push(new URL(request.url).search)
    return { status: 200, body: makePage([owned], { page: 2, limit: 25, total: 60 }) }
  }
})

beforeAll(() => startSignedIn(support))

afterEach(() => {
  listQueries.length = 0
})

describe("SupportOwnershipPage — who runs which facility (issue 18)", () => {
  it("shows the owner, the moderators with their permissions and the claims in flight", async () => {
    renderWithProviders(<SupportOwnershipPage />, { path: "/support/ownership" })
    const item = await screen.findByTestId("ownership-item")
    expect(item.textContent).toContain("wlasciciel@example.pl")
    expect(within(item).getByRole("list").textContent).toBe("nauczycielka@example.pl — teacher: facility-publications/write")
    expect(item.textContent).toContain("pretendent@example.pl")
  })

  it("keeps the search and the page in the URL: a search starts from page 1, paging keeps the search", async () => {
    const { user, location } = renderWithProviders(<SupportOwnershipPage />, { path: "/support/ownership?q=sloneczko&page=2" })
    await screen.findByTestId("ownership-item")
    expect(listQueries[0]).toContain("q=sloneczko")
    expect(listQueries[0]).toContain("page=2")
    expect((screen.getByTestId("ownership-q") as HTMLInputElement).value).toBe("sloneczko")

    await user.click(screen.getByRole("button", { name: "Następna" }))
    await waitFor(() => expect(location.history?.at(-1)).toBe("/support/ownership?q=sloneczko&page=3"))

    await user.clear(screen.getByTestId("ownership-q"))
    await user.type(screen.getByTestId("ownership-q"), "ewa@example.pl{Enter}")
    await waitFor(() => expect(location.history?.at(-1)).toBe("/support/ownership?q=ewa%40example.pl"))
    await waitFor(() => expect(listQueries.at(-1)).toContain("q=ewa%40example.pl"))
  })
})
