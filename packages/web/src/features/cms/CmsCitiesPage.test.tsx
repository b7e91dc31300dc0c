import { makePage, type CmsCity } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, resumeSessionAs, sessionOf, startSignedOut } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import CmsCitiesPage from "./CmsCitiesPage"

const editor = aSignedInUser({ id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d", email: "redakcja@pociecha.pl", type: "content", jwt: "jwt-redakcja" })
const city = (id: number, name: string, has_description: boolean): CmsCity => ({
  id, name, param: name.toLowerCase(), voivodeship: "małopolskie", voivodeship_param: "malopolskie", county: name, has_description
})
const cityQueries: string[] = []
serveRecordedAnswers({
  ...sessionOf(editor),
  "GET /api/regions/voivodeships": () => ({
    status: 200,
    body: [{ id: 6, name: "małopolskie", slug: "malopolskie", facilities_count: 10 }, { id: 7, name: "mazowieckie", slug: "mazowieckie", facilities_count: 20 }]
  }),
  "GET /api/v1/cms/cities": (request) => {
    cityQueries.push(new URL(request.url).search)
    return { status: 200, body: makePage([city(1, "Kraków", true), city(2, "Tarnów", false)], { page: 1, limit: 25, total: 30 }) }
  }
})

afterEach(() => {
  cityQueries.length = 0
})

describe("CmsCitiesPage — the CMS's cities (management 2.10)", () => {
  it("sends a guest to the CMS login", async () => {
    await startSignedOut()
    const { location } = renderWithProviders(<CmsCitiesPage />, { path: "/cms/city" })
    await waitFor(() => expect(location.history?.at(-1)).toBe("/cms/login"))
  })

  it("lists content staff the cities with whether each has a description, filtered through the address", async () => {
    await startSignedOut()
    await resumeSessionAs(editor)
    const { user, location } = renderWithProviders(<CmsCitiesPage />, { path: "/cms/city?q=kr&page=2" })
    const rows = await screen.findAllByTestId("cms-city")
    const cells = rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))
    expect(cells).toEqual([["Kraków", "małopolskie", "Ma opis", "Edytuj opis"], ["Tarnów", "małopolskie", "Bez opisu", "Edytuj opis"]])
    expect(cityQueries[0]).toContain("q=kr")
    expect(cityQueries[0]).toContain("page=2")

    // A new voivodeship starts again at the first page and keeps the name typed.
    await user.selectOptions(await screen.findByTestId("cms-voivodeship"), "malopolskie")
    await waitFor(() => expect(location.history?.at(-1)).toBe("/cms/city?q=kr&voivodeship=malopolskie"))
    await waitFor(() => expect(cityQueries.at(-1)).toContain("voivodeship=malopolskie"))
  })
})
