import type { QuestionMessage, QuestionSummary, QuestionThread } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import QuestionsTab from "./QuestionsTab"
import QuestionThreadTab from "./QuestionThreadTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const head = { facility_id: 42, facility_name: "Przedszkole Słoneczko", facility_slug: "przedszkole-sloneczko-krakow", asked_by: "Halina W.", created_at: Date.UTC(2026, 2, 1) }
const summary = (id: number, unseen: number, at: number): QuestionSummary => ({ ...head, id, topic: "fees", last_message_at: at, last_message: `Pytanie ${id}`, unseen })
const message = (id: number, fromFacility: boolean, content: string): QuestionMessage => ({ id, content, from_facility: fromFacility, author_name: fromFacility ? "Przedszkole Słoneczko" : "Halina W.", created_at: Date.UTC(2026, 2, 1, id) })
let thread: QuestionThread = { ...head, id: 5, topic: "fees", last_message_at: Date.UTC(2026, 2, 1), messages: [message(1, false, "Ile kosztuje miesiąc?")] }

serveRecordedAnswers({
  ...ownerSession,
  "GET /api/v1/user-question": (request) =>
    new URL(request.url).searchParams.get("facility_id") === "42"
      ? { status: 200, body: [summary(4, 0, Date.UTC(2026, 1, 1)), summary(5, 2, Date.UTC(2026, 2, 1))] }
      : { status: 403 },
  "GET /api/v1/user-question/5": () => ({ status: 200, body: thread }),
  "POST /api/v1/user-question/5/message": async (request) => {
    const { content } = (await request.json()) as { content: string }
    const answer = message(thread.messages.length + 1, true, content)
    thread = { ...thread, messages: [...thread.messages, answer] }
    return { status: 201, body: answer }
  },
  "GET /api/v1/overview": () => ({ status: 200, body: { opinions: { new_answers: 0, new_opinions: 0, new_opinions_by_facility: {} }, user_questions: { new_messages: 0, new_messages_by_facility: {} } } })
})

beforeAll(startAsOwner)

describe("QuestionsTab and QuestionThreadTab (management 2.4 questions)", () => {
  it("lists the facility's threads, latest first, with the count of unseen messages, each opening its thread", async () => {
    renderOwnerTab(QuestionsTab)
    await waitFor(() => expect(screen.getAllByTestId("owner-thread")).toHaveLength(2))
    const [latest, older] = screen.getAllByTestId("owner-thread")
    expect(latest!.textContent).toContain("Pytanie 5")
    expect(within(latest!).getByTestId("owner-thread-unseen").getAttribute("data-count")).toBe("2")
    expect(within(older!).queryByTestId("owner-thread-unseen")).toBeNull()
    expect(within(latest!).getByRole("link").getAttribute("href")).toBe("/user_facility/42/question/5")
  })

  it("answers inside the thread: the answer shows as the facility's and the form empties", async () => {
    const { user } = renderOwnerTab(QuestionThreadTab, { params: { question: "5" } })
    await waitFor(() => expect(screen.getAllByTestId("parent-message")).toHaveLength(1))
    const content = () => screen.getByLabelText<HTMLTextAreaElement>(/^Odpowiedź/)
    await user.type(content(), "  Czesne wynosi 900 zł miesięcznie. ")
    await user.click(screen.getByRole("button", { name: "Wyślij odpowiedź" }))
    expect((await screen.findByTestId("facility-message")).textContent).toContain("Czesne wynosi 900 zł miesięcznie.")
    expect(content().value).toBe("")
  })
})
