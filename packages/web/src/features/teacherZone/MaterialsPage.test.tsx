import { makePage, type MaterialSummary, type TeacherEvent } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { startSignedOut } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import MaterialsPage from "./MaterialsPage"

const song: MaterialSummary = {
  slug: "piosenki-jesienne", title: "Piosenki jesienne", description: "Piosenki o jesieni.", material_crumb_display: "Piosenki jesienne",
  entry_kind: "material", material_type: "song", topics: ["music_dance"], age_groups: [4], event: null,
  publish_at: "2026-10-01T08:00:00.000Z", language: "pl", translated: true
}
const mothersDay: TeacherEvent = {
  slug: "dzien-matki", kind: "calendar", title: "Dzień Matki", description: "", day: 26, month: 5, starts_on: null, ends_on: null,
  next_on: "2027-05-26", language: "pl", translated: true
}
const listQueries: string[] = []
serveRecordedAnswers({
  "GET /api/v1/materials": (request) => {
    listQueries.push(new URL(request.url).search)
    return { status: 200, body: makePage([song], { page: 2, limit: 12, total: 30 }) }
  },
  "GET /api/v1/events": () => ({ status: 200, body: { events: [mothersDay] } })
})

afterEach(() => {
  listQueries.length = 0
})

describe("MaterialsPage — the teacher zone's list (issue 19)", () => {
  it("asks the server for the URL's search, filters and page, and links each material with them", async () => {
    await startSignedOut()
    renderWithProviders(<MaterialsPage />, { path: "/strefa-nauczyciela?q=piosenka+o+jesieni&type=song&age_group=4&page=2" })
    const link = await screen.findByRole("link", { name: "Piosenki jesienne" })
    expect(link.getAttribute("href")).toBe("/strefa-nauczyciela/piosenki-jesienne?q=piosenka+o+jesieni&type=song&age_group=4&page=2")
    const asked = new URLSearchParams(listQueries[0])
    expect(Object.fromEntries(asked)).toMatchObject({ q: "piosenka o jesieni", type: "song", age_group: "4", page: "2", lang: "pl" })
    expect(within(screen.getByTestId("teacher-events")).getByRole("link", { name: "Dzień Matki" }).getAttribute("href")).toBe("/strefa-nauczyciela?event=dzien-matki")
    expect(screen.getByRole("link", { name: "Poprzednia" }).getAttribute("href")).toBe("/strefa-nauczyciela?q=piosenka+o+jesieni&type=song&age_group=4")
  })

  it("writes a new filter to the URL, back on the first page, keeping the others", async () => {
    await startSignedOut()
    const { user, location } = renderWithProviders(<MaterialsPage />, { path: "/strefa-nauczyciela?q=kot&page=3" })
    await user.selectOptions(await screen.findByTestId("materials-topic"), "safety")
    await waitFor(() => expect(location.history?.at(-1)).toBe("/strefa-nauczyciela?q=kot&topic=safety"))
    await user.clear(screen.getByTestId("materials-search"))
    await user.type(screen.getByTestId("materials-search"), "jesień{Enter}")
    await waitFor(() => expect(location.history?.at(-1)).toBe("/strefa-nauczyciela?q=jesie%C5%84&topic=safety"))
  })
})
