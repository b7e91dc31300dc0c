import { makePage, type SalesRequest } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSupportUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import SupportSalesRequestsPage from "./SupportSalesRequestsPage"

const support = aSupportUser()

const presentation: SalesRequest = {
  id: 12, kind: "presentation", email: "dyrektor@example.pl", name_surname: null, phone: null, facility_name: null, position: null,
  preferred_time: "wtorek rano", created_at: Date.UTC(2026, 10, 28, 9), handled: false
}
const lead: SalesRequest = {
  id: 11, kind: "lead", email: "anna@example.pl", name_surname: "Anna Kowalska", phone: "600 100 200", facility_name: "Przedszkole Słoneczko",
  position: "Dyrektorka", preferred_time: null, created_at: Date.UTC(2026, 10, 27, 9), handled: true
}
let requests = [presentation, lead]
const marks: unknown[] = []
serveRecordedAnswers({
  ...sessionOf(support),
  "GET /api/v1/support/sales-requests": () => ({ status: 200, body: makePage(requests, { page: 1, limit: 25, total: requests.length }) }),
  "PATCH /api/v1/support/sales-requests/12": async (request) => {
    marks.push(await request.json())
    requests = [{ ...presentation, handled: true }, lead]
    return { status: 200, body: requests[0] }
  }
})

beforeAll(() => startSignedIn(support))

describe("SupportSalesRequestsPage — the product team's requests (issue 19)", () => {
  it("lists leads and bookings with what each carries, and marks a waiting one handled", async () => {
    const { user } = renderWithProviders(<SupportSalesRequestsPage />, { path: "/support/sales-requests" })
    const [booking, sentLead] = await screen.findAllByTestId("sales-request")
    expect(booking!.textContent).toContain("wtorek rano")
    expect(sentLead!.textContent).toContain("Przedszkole Słoneczko")
    expect(within(sentLead!).getByTestId("sales-request-status").textContent).toBe("Obsłużone")
    expect(within(sentLead!).queryByTestId("sales-request-mark")).toBeNull()
    await user.click(within(booking!).getByTestId("sales-request-mark"))
    await waitFor(() => expect(within(screen.getAllByTestId("sales-request")[0]!).getByTestId("sales-request-status").textContent).toBe("Obsłużone"))
    expect(marks).toEqual([{ handled: true }])
  })
})
