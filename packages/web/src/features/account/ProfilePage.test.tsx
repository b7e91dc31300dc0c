import { VISITED_STORAGE_KEY } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { aFacility } from "../../shared/testing/facilityFixture"
import { recordedError, serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, nothingNew, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import ProfilePage from "./ProfilePage"

const user = aSignedInUser()
const sloneczko = aFacility()
const maluch = aFacility({ id: 7, slug: "zlobek-maluch-krakow", name: "Żłobek Maluch" })

serveRecordedAnswers({
  ...sessionOf(user),
  ...nothingNew,
  [`GET /api/facility/list/${sloneczko.id}`]: () => ({ status: 200, body: sloneczko }),
  [`GET /api/facility/list/${maluch.id}`]: () => ({ status: 200, body: maluch }),
  // A facility taken down since the visit.
  "GET /api/facility/list/99": () => recordedError("ERROR_FACILITY_NOT_FOUND")
})

const visited = (container: HTMLElement) => [...container.querySelectorAll<HTMLAnchorElement>('[data-testid="recently-viewed"] a')]

beforeAll(() => startSignedIn(user))
beforeEach(() => localStorage.removeItem(VISITED_STORAGE_KEY))

describe("My account: recently viewed facilities (public 2.7: visited facilities are remembered)", () => {
  it("lists the facilities opened on this device, the latest first, each a link to its profile; one gone since is left out", async () => {
    localStorage.setItem(VISITED_STORAGE_KEY, JSON.stringify([maluch.id, 99, sloneczko.id]))
    const { container } = renderWithProviders(<ProfilePage />, { path: "/user/profile" })
    await waitFor(() => expect(visited(container).map((link) => link.textContent)).toEqual([maluch.name, sloneczko.name]))
    expect(visited(container).map((link) => link.getAttribute("href"))).toEqual([`/placowka/${maluch.slug}`, `/placowka/${sloneczko.slug}`])
    expect(container.querySelector('[data-testid="recently-viewed"] h2')?.textContent).toBe("Ostatnio oglądane")
  })

  it("shows no such list before any facility was opened", async () => {
    renderWithProviders(<ProfilePage />, { path: "/user/profile" })
    await screen.findByTestId("profile-name")
    expect(screen.queryByTestId("recently-viewed")).toBeNull()
  })
})
