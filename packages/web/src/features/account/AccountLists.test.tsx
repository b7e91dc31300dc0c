import type { MyOpinion, ParentApplication, QuestionSummary } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import type { ReactNode } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { aParentApplication } from "../../shared/testing/parentApplication"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import MyApplicationsPage from "./MyApplicationsPage"
import MyOpinionsPage from "./MyOpinionsPage"
import MyQuestionsPage from "./MyQuestionsPage"

const user = aSignedInUser({ name: "Helena", surname: "Nowak" })

const opinion = (id: number, facility: string, status: MyOpinion["status"], answered: boolean): MyOpinion => ({
  id,
  facility_id: id,
  facility_name: facility,
  facility_slug: null,
  rating_cleanliness: 5,
  rating_staff: 4,
  rating_food: 4,
  pros: null,
  cons: null,
  comment: "Dzieci są zadbane, a panie zawsze mają czas na rozmowę z rodzicami.",
  name: "Helena",
  surname: "Nowak",
  status,
  created_at: Date.UTC(2026, 2, 2, 9),
  decided_at: status === "pending" ? null : Date.UTC(2026, 2, 3, 9),
  reject_reason: status === "rejected" ? "Nie na temat." : null,
  answer: answered ? { id, content: "Dziękujemy!", created_at: Date.UTC(2026, 2, 4) } : null
})

const question = (id: number, facility: string, unseen: number): QuestionSummary => ({
  id,
  facility_id: id,
  facility_name: facility,
  facility_slug: null,
  topic: "fees",
  asked_by: "Helena Nowak",
  created_at: Date.UTC(2026, 2, 1, 9),
  last_message_at: Date.UTC(2026, 2, 2, 9),
  last_message: "Tak, angielski jest w cenie czesnego.",
  unseen
})

// Each sent alone (issue 20's submissions to several facilities carry a group and a priority).
const application = (id: number, facility: string, status: ParentApplication["status"]): ParentApplication =>
  aParentApplication(id, facility, { status, status_changed_at: status === "new" ? null : Date.UTC(2026, 2, 5) })

serveRecordedAnswers({
  ...sessionOf(user),
  "GET /api/v1/overview": () => ({
    status: 200,
    body: { opinions: { new_answers: 1, new_opinions: 0, new_opinions_by_facility: {} }, user_questions: { new_messages: 2, new_messages_by_facility: {} } }
  }),
  "GET /api/v1/opinion/mine": () => ({
    status: 200,
    body: [opinion(1, "Żłobek Biedronka", "pending", false), opinion(2, "Przedszkole Słoneczko", "accepted", true), opinion(3, "Przedszkole Tęcza", "rejected", false)]
  }),
  "GET /api/v1/user-question": () => ({ status: 200, body: [question(4, "Przedszkole Słoneczko", 2), question(5, "Żłobek Biedronka", 0)] }),
  "GET /api/v1/application/mine": () => ({ status: 200, body: [application(6, "Żłobek Biedronka", "new"), application(7, "Przedszkole Tęcza", "contacted")] })
})

const all = (testId: string) => screen.queryAllByTestId(testId)
const texts = (testId: string) => all(testId).map((element) => element.textContent)
const counter = (tab: string) => screen.queryByTestId(`tab-counter-${tab}`)?.getAttribute("data-count") ?? null

const open = (path: string, page: ReactNode) => renderWithProviders(page, { path })

beforeAll(() => startSignedIn(user))

describe("My account's lists (spec 2.11, 3.13)", () => {
  it("my opinions: each with where moderation stands and whether the facility answered; the tab counts new answers", async () => {
    open("/user/user_opinions", <MyOpinionsPage />)
    await waitFor(() => expect(all("my-opinion")).toHaveLength(3))
    expect(texts("opinion-status")).toEqual(["Czeka na weryfikację", "Opublikowana", "Odrzucono"])
    expect(all("my-opinion").map((item) => item.textContent?.includes("placówka odpowiedziała"))).toEqual([false, true, false])
    await waitFor(() => expect([counter("user_opinions"), counter("user_questions")]).toEqual(["1", "2"]))
  })

  it("my questions: each thread with its topic, last message and what I have not read", async () => {
    open("/user/questions", <MyQuestionsPage />)
    await waitFor(() => expect(all("my-question")).toHaveLength(2))
    expect(all("my-question")[0]?.textContent).toContain("Opłaty")
    expect(all("my-question")[0]?.textContent).toContain("Tak, angielski jest w cenie czesnego.")
    expect(all("question-unseen").map((badge) => badge.getAttribute("data-count"))).toEqual(["2"])
    expect(within(all("my-question")[0]!).getByRole("link").getAttribute("href")).toBe("/user/question/4")
  })

  it("my applications: for which child, and where each stands in its colour", async () => {
    open("/user/applications", <MyApplicationsPage />)
    await waitFor(() => expect(all("my-application")).toHaveLength(2))
    expect(all("application-status").map((pill) => [pill.textContent, pill.getAttribute("data-tone")])).toEqual([
      ["Wysłane", "grey"],
      ["Placówka się kontaktuje", "orange"]
    ])
    expect(all("my-application")[0]?.textContent).toContain("Staś Nowak, ur. 14.05.2023")
  })
})
