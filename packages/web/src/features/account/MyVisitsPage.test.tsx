import type { VisitBooking } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, nothingNew, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import MyVisitsPage from "./MyVisitsPage"

const user = aSignedInUser({ name: "Helena", surname: "Nowak" })
const visit: VisitBooking = {
  id: 8,
  facility_id: 42,
  facility_name: "Przedszkole Słoneczko",
  facility_slug: "przedszkole-sloneczko",
  slot_id: 3,
  kind: "open_day",
  starts_at: Date.UTC(2027, 0, 10, 9),
  ends_at: Date.UTC(2027, 0, 10, 11),
  note: "Wejście od ogrodu.",
  created_at: Date.UTC(2027, 0, 1)
}
let booked: ReadonlyArray<VisitBooking> = [visit]
const cancelled: string[] = []
serveRecordedAnswers({
  ...sessionOf(user),
  ...nothingNew,
  "GET /api/v1/visit/mine": () => ({ status: 200, body: booked }),
  "DELETE /api/v1/visit/8": () => {
    cancelled.push("8")
    booked = []
    return { status: 204 }
  }
})

beforeAll(() => startSignedIn(user))

describe("My visits (issue 20)", () => {
  it("lists what I booked, in Polish time, and cancels it, after which the list is read again", async () => {
    const { user: person } = renderWithProviders(<MyVisitsPage />, { path: "/user/visits" })
    const item = await screen.findByTestId("my-visit")
    expect(item.textContent).toContain("Przedszkole Słoneczko")
    expect(item.textContent).toContain("Dzień otwarty · 10.01.2027 - 10:00 – 12:00")
    await person.click(screen.getByRole("button", { name: "Odwołaj rezerwację" }))
    await waitFor(() => expect(cancelled).toEqual(["8"]))
    await waitFor(() => expect(screen.queryByTestId("my-visit")).toBeNull())
  })
})
