import type { ParentApplication } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, nothingNew, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { aParentApplication } from "../../shared/testing/parentApplication"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import MyApplicationsPage from "./MyApplicationsPage"

const user = aSignedInUser({ name: "Helena", surname: "Nowak" })

/** A copy of the submission 9 (issue 20), or an application sent alone (no group). */
const copy = (id: number, facility: string, overrides: Partial<ParentApplication> = {}): ParentApplication =>
  aParentApplication(id, facility, { facility_id: id * 10, group_id: 9, priority: 1, ...overrides })

let mine: ReadonlyArray<ParentApplication> = []
const withdrawals: Array<{ readonly id: string; readonly body: unknown }> = []
serveRecordedAnswers({
  ...sessionOf(user),
  ...nothingNew,
  "GET /api/v1/application/mine": () => ({ status: 200, body: mine }),
  "POST /api/v1/application/2/withdraw": async (request) => {
    withdrawals.push({ id: "2", body: await request.json() })
    // The server withdraws the others still open; the declined one stays declined.
    mine = mine.map((application) => (application.id === 1 ? { ...application, status: "withdrawn" } : application))
    return { status: 200, body: mine }
  }
})

beforeAll(() => startSignedIn(user))
beforeEach(() => {
  withdrawals.length = 0
})

const texts = (scope: HTMLElement, testId: string) => within(scope).getAllByTestId(testId).map((element) => element.textContent)

describe("My applications: one form to several facilities (issue 20)", () => {
  it("shows the copies of a submission together, in my order, each with its status and waiting-list place", async () => {
    mine = [
      copy(5, "Klub Malucha", { group_id: null, priority: null }),
      copy(3, "Przedszkole Tęcza", { priority: 3, status: "declined" }),
      copy(1, "Żłobek Biedronka", { priority: 2, status: "waiting_list", waiting_position: 3, waiting_age_group: "3" }),
      copy(2, "Przedszkole Słoneczko", { priority: 1, status: "contacted" })
    ]
    renderWithProviders(<MyApplicationsPage />, { path: "/user/applications" })
    const submission = await screen.findByTestId("my-submission")
    expect(within(submission).getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Wniosek dla: Staś Nowak – 3 placówki, w Twojej kolejności",
      "Przedszkole Słoneczko",
      "Żłobek Biedronka",
      "Przedszkole Tęcza"
    ])
    expect(texts(submission, "application-priority").map((text) => text?.trim().replace(/ ·$/, ""))).toEqual([
      "Priorytet 1 z 3",
      "Priorytet 2 z 3",
      "Priorytet 3 z 3"
    ])
    expect(texts(submission, "application-status")).toEqual(["Placówka się kontaktuje", "Na liście oczekujących", "Odrzucone"])
    expect(texts(submission, "waiting-position")).toEqual(["Miejsce na liście oczekujących: 3 (grupa wiekowa: 3 lata)"])
    // Nothing accepted yet: nothing to ask.
    expect(screen.queryByTestId("withdraw-others-prompt")).toBeNull()
    // The one sent alone stands on its own, with no priority.
    const alone = screen.getAllByTestId("my-application").find((item) => item.textContent?.includes("Klub Malucha"))
    expect(alone?.closest("[data-testid=my-submission]")).toBeNull()
    expect(alone && within(alone).queryByTestId("application-priority")).toBeNull()
    // A declined copy cannot be withdrawn; the open ones can, one by one.
    expect(within(submission).getAllByRole("button", { name: /^Wycofaj wniosek do placówki/ }).map((button) => button.getAttribute("aria-label"))).toEqual([
      "Wycofaj wniosek do placówki Przedszkole Słoneczko",
      "Wycofaj wniosek do placówki Żłobek Biedronka"
    ])
  })

  it("asks, once a facility accepted, whether to withdraw the others, and withdraws them", async () => {
    mine = [
      copy(2, "Przedszkole Słoneczko", { priority: 2, status: "accepted" }),
      copy(1, "Żłobek Biedronka", { priority: 1, status: "waiting_list", waiting_position: 1 }),
      copy(3, "Przedszkole Tęcza", { priority: 3, status: "declined" })
    ]
    const { user: person } = renderWithProviders(<MyApplicationsPage />, { path: "/user/applications" })
    const prompt = await screen.findByTestId("withdraw-others-prompt")
    expect(prompt.textContent).toContain("Placówka Przedszkole Słoneczko przyjęła zgłoszenie. Wycofać pozostałe?")
    await person.click(within(prompt).getByRole("button", { name: "Wycofaj pozostałe" }))
    await waitFor(() => expect(withdrawals).toEqual([{ id: "2", body: { scope: "others" } }]))
    // The list is read again: the others are withdrawn, and nothing is left to ask.
    await waitFor(() => expect(screen.queryByTestId("withdraw-others-prompt")).toBeNull())
    expect(texts(screen.getByTestId("my-submission"), "application-status")).toEqual(["Wycofane", "Przyjęte", "Odrzucone"])
  })
})
