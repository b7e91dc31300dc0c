import type { SavedSearch } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, nothingNew, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import MySavedSearchesPage from "./MySavedSearchesPage"

const user = aSignedInUser({ name: "Helena", surname: "Nowak" })
const krakow: SavedSearch = {
  id: 5,
  name: "Przedszkola w Krakowie",
  query: {
    search_polygon: { type: "poly", data: [{ lng: 19.8, lat: 50.1 }, { lng: 20.1, lat: 50.1 }, { lng: 20.1, lat: 50.0 }, { lng: 19.8, lat: 50.0 }, { lng: 19.8, lat: 50.1 }] },
    zoom: 13,
    required_specialization: ["kindergarten"],
    tuition_to: 1200
  },
  alert: "instant",
  age_group: null,
  created_at: Date.UTC(2026, 10, 20)
}
let saved: ReadonlyArray<SavedSearch> = [krakow]
const patches: unknown[] = []
const deleted: string[] = []
serveRecordedAnswers({
  ...sessionOf(user),
  ...nothingNew,
  "GET /api/v1/saved-search": () => ({ status: 200, body: saved }),
  "PATCH /api/v1/saved-search/5": async (request) => {
    const patch = (await request.json()) as Partial<SavedSearch>
    patches.push(patch)
    saved = saved.map((search) => ({ ...search, ...patch }))
    return { status: 200, body: saved[0] }
  },
  "DELETE /api/v1/saved-search/5": () => {
    deleted.push("5")
    saved = []
    return { status: 204 }
  }
})

beforeAll(() => startSignedIn(user))

describe("My saved searches (issue 20)", () => {
  it("reopen their map search, change their alert and age group, and are deleted after a confirmation", async () => {
    const { user: person } = renderWithProviders(<MySavedSearchesPage />, { path: "/user/saved-searches" })
    const item = await screen.findByTestId("my-saved-search")
    const link = within(item).getByRole("link", { name: "Przedszkola w Krakowie" })
    const reopened = new URL(link.getAttribute("href")!, "http://localhost")
    expect(reopened.pathname).toBe("/wszystkie-lokalizacje")
    expect(reopened.searchParams.get("area")).toBe("50.000000,19.800000,50.100000,20.100000")
    expect(reopened.searchParams.get("specialization")).toBe('["kindergarten"]')
    expect(reopened.searchParams.get("tuition_to")).toBe("1200")

    await person.selectOptions(within(item).getByLabelText("Powiadomienia"), "daily")
    await waitFor(() => expect(patches).toEqual([{ alert: "daily" }]))
    await waitFor(() => expect((within(screen.getByTestId("my-saved-search")).getByLabelText("Powiadomienia") as HTMLSelectElement).value).toBe("daily"))
    await person.selectOptions(within(screen.getByTestId("my-saved-search")).getByLabelText("Wolne miejsca dla wieku"), "4")
    await waitFor(() => expect(patches).toEqual([{ alert: "daily" }, { age_group: "4" }]))

    await person.click(screen.getByTestId("saved-search-delete"))
    expect(deleted).toEqual([])
    await person.click(screen.getByTestId("saved-search-delete-confirm"))
    await waitFor(() => expect(deleted).toEqual(["5"]))
    expect(await screen.findByText("Nie masz zapisanych wyszukiwań")).toBeDefined()
  })
})
