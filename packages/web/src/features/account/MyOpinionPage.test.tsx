import type { MyOpinion, Overview } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import MyOpinionPage from "./MyOpinionPage"

const user = aSignedInUser({ name: "Halina", surname: "Nowak" })

const opinion = (overrides: Partial<MyOpinion>): MyOpinion => ({
  id: 12,
  facility_id: 7,
  facility_name: "Przedszkole Słoneczko",
  facility_slug: "przedszkole-sloneczko",
  rating_cleanliness: 5,
  rating_staff: 4,
  rating_food: 3,
  pros: "Ogród",
  cons: null,
  comment: "Syn chodzi tu od roku i bardzo lubi swoje panie. Dużo zajęć na świeżym powietrzu.",
  name: "Halina",
  surname: "Nowak",
  status: "accepted",
  created_at: Date.UTC(2026, 2, 2, 9, 0),
  decided_at: Date.UTC(2026, 2, 3, 14, 30),
  reject_reason: null,
  answer: null,
  ...overrides
})

const overview = (newAnswers: number): Overview => ({
  opinions: { new_answers: newAnswers, new_opinions: 0, new_opinions_by_facility: {} },
  user_questions: { new_messages: 0, new_messages_by_facility: {} }
})

let mine: MyOpinion[] = []
let marked: unknown[] = []
const served = serveRecordedAnswers({
  ...sessionOf(user),
  "GET /api/v1/opinion/mine": () => ({ status: 200, body: mine }),
  // The answer counts until it is marked seen.
  "GET /api/v1/overview": () => ({ status: 200, body: overview(marked.length === 0 ? 1 : 0) }),
  "POST /api/v1/seen-by/mark": async (request) => {
    marked.push(await request.json())
    return { status: 204 }
  }
})

const byTestId = (id: string) => screen.queryByTestId(id)

const open = (id: number) => renderWithProviders(<MyOpinionPage />, { path: `/user/user_opinions/${id}`, route: "/user/user_opinions/:opinion" })

beforeAll(() => startSignedIn(user))

afterEach(() => {
  served.requests.length = 0
  marked = []
})

describe("MyOpinionPage (spec 2.11, 3.13, 4.3)", () => {
  it("shows a rejected opinion's timeline with the reason, and marks nothing seen", async () => {
    mine = [opinion({ status: "rejected", reject_reason: "Opinia dotyczy innej placówki.", answer: null })]
    open(12)
    await waitFor(() => expect(byTestId("opinion-timeline")?.textContent).toContain("Odrzucono"))
    expect(byTestId("opinion-timeline")?.textContent).toContain("Wysłano do weryfikacji02.03.2026 - 10:00")
    expect(byTestId("reject-reason")?.textContent).toBe("Powód: Opinia dotyczy innej placówki.")
    expect(byTestId("opinion-status")?.textContent).toBe("Odrzucono")
    expect(served.requests).not.toContain("POST /api/v1/seen-by/mark")
  })

  it("shows the facility's answer, marks it seen once opened and reads the counters again, which drop to zero", async () => {
    mine = [opinion({ answer: { id: 12, content: "Dziękujemy, zapraszamy ponownie!", created_at: Date.UTC(2026, 2, 5) } })]
    open(12)
    await waitFor(() => expect(byTestId("opinion-answer")?.textContent).toContain("Dziękujemy, zapraszamy ponownie!"))
    await waitFor(() => expect(marked).toEqual([[{ id: "answer:12" }]]))
    await waitFor(() => expect(served.requests.filter((request) => request === "GET /api/v1/overview").length).toBeGreaterThanOrEqual(2))
    await waitFor(() => expect(byTestId("tab-counter-user_opinions")).toBeNull())
  })

  it("says the opinion is not there when it is not one of mine", async () => {
    mine = [opinion({})]
    open(99)
    await screen.findByText(/Tej pozycji nie ma albo nie należy do Twojego konta\./)
    expect(served.requests).not.toContain("POST /api/v1/seen-by/mark")
  })
})
