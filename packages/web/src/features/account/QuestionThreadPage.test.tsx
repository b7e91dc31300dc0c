import type { QuestionThread } from "@pociecha/core"
import { screen, waitFor } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import QuestionThreadPage from "./QuestionThreadPage"

const user = aSignedInUser({ name: "Irena", surname: "Pytalska" })

const message = (id: number, content: string, fromFacility: boolean) => ({
  id,
  content,
  from_facility: fromFacility,
  author_name: fromFacility ? "Dyrektor Anna Nowak" : "Irena Pytalska",
  created_at: Date.UTC(2026, 2, id, 9)
})

const thread: { -readonly [Key in keyof QuestionThread]: QuestionThread[Key] } = {
  id: 31,
  facility_id: 7,
  facility_name: "Przedszkole Słoneczko",
  facility_slug: "przedszkole-sloneczko",
  topic: "fees",
  asked_by: "Irena Pytalska",
  created_at: Date.UTC(2026, 2, 1, 9),
  last_message_at: Date.UTC(2026, 2, 2, 9),
  messages: [message(1, "Czy w czesne wliczone są zajęcia z angielskiego?", false), message(2, "Tak, angielski jest w cenie czesnego.", true)]
}

const marked: unknown[] = []
const served = serveRecordedAnswers({
  ...sessionOf(user),
  // The reply counts until it is marked seen.
  "GET /api/v1/overview": () => ({
    status: 200,
    body: { opinions: { new_answers: 0, new_opinions: 0, new_opinions_by_facility: {} }, user_questions: { new_messages: marked.length === 0 ? 1 : 0, new_messages_by_facility: {} } }
  }),
  "GET /api/v1/user-question/31": () => ({ status: 200, body: thread }),
  "POST /api/v1/seen-by/mark": async (request) => {
    marked.push(await request.json())
    return { status: 204 }
  },
  "POST /api/v1/user-question/31/message": async (request) => {
    const { content } = (await request.json()) as { readonly content: string }
    const written = message(3, content, false)
    thread.messages = [...thread.messages, written]
    return { status: 201, body: written }
  }
})

beforeAll(() => startSignedIn(user))

describe("QuestionThreadPage (spec 2.2 user_question, 3.8, 3.13)", () => {
  it("shows the conversation, marks the facility's reply seen so the tab's counter goes, and sends the next message", async () => {
    const { user: person } = renderWithProviders(<QuestionThreadPage />, { path: "/user/question/31", route: "/user/question/:question" })
    const reply = await screen.findByTestId("facility-message")
    await waitFor(() => expect(reply.textContent).toContain("Tak, angielski jest w cenie czesnego."))
    expect(reply.textContent).toContain("Dyrektor Anna Nowak")
    // Only what the facility wrote is marked, and the counters are read again.
    await waitFor(() => expect(marked).toEqual([[{ id: "message:2" }]]))
    await waitFor(() => expect(screen.queryByTestId("tab-counter-user_questions")).toBeNull())

    const field = screen.getByRole<HTMLTextAreaElement>("textbox")
    await person.type(field, "Dziękuję! A czy są zajęcia adaptacyjne w sierpniu?")
    await person.click(screen.getByTestId("thread-send"))
    await waitFor(() => expect(screen.getAllByTestId("my-message").map((element) => element.textContent?.includes("zajęcia adaptacyjne"))).toEqual([false, true]))
    expect(served.requests).toContain("POST /api/v1/user-question/31/message")
    await waitFor(() => expect(field.value).toBe(""))
  })
})
