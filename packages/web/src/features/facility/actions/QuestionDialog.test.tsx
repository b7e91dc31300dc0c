import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { preloadApi } from "../../../shared/api"
import { initI18n } from "../../../shared/i18n"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import { QuestionDialog } from "./QuestionDialog"

const QUESTION = "Ile wynosi czesne za pełny dzień i czy obejmuje wyżywienie?"
const sent: unknown[] = []
serveRecordedAnswers({
  "POST /api/v1/user-question": async (request) => {
    const body = (await request.json()) as { topic: string; content: string }
    sent.push(body)
    const at = Date.UTC(2026, 2, 2, 9)
    return {
      status: 201,
      body: {
        id: 31,
        facility_id: 42,
        facility_name: "Przedszkole Słoneczko",
        facility_slug: "przedszkole-sloneczko",
        topic: body.topic,
        asked_by: "Marta Pytająca",
        created_at: at,
        last_message_at: at,
        messages: [{ id: 1, content: body.content, from_facility: false, author_name: "Marta Pytająca", created_at: at }]
      }
    }
  }
})

beforeAll(async () => {
  initI18n("pl")
  await preloadApi()
})

describe("QuestionDialog (spec 2.9, 3.8)", () => {
  it("needs a topic from the list and the question, then links to the new thread", async () => {
    const { user } = renderWithProviders(<QuestionDialog facilityId={42} open onClose={() => undefined} />, { path: "/placowka/przedszkole-sloneczko" })
    // The modal is drawn in a portal on the body.
    const dialog = await screen.findByRole("dialog")
    await waitFor(() => expect(dialog.textContent).toContain("Zadaj pytanie placówce"))
    const topic = within(dialog).getByRole<HTMLSelectElement>("combobox")
    const content = within(dialog).getByRole("textbox")
    expect(within(topic).getAllByRole("option").map((option) => option.textContent)).toContain("Opłaty")
    const submit = () => user.click(within(dialog).getByTestId("question-submit"))

    await submit()
    await waitFor(() => expect([topic, content].map((field) => field.getAttribute("aria-invalid"))).toEqual(["true", "true"]))
    expect(sent).toEqual([])

    await user.selectOptions(topic, "fees")
    await user.type(content, QUESTION)
    await submit()
    await within(dialog).findByTestId("question-sent")
    expect(sent).toEqual([{ facility_id: 42, topic: "fees", content: QUESTION }])
    expect(within(dialog).getByTestId("question-thread-link").getAttribute("href")).toBe("/user/question/31")
  })

  it("asks for information with the request already written, as a question of topic 'other' (issue 20)", async () => {
    sent.length = 0
    const { user } = renderWithProviders(<QuestionDialog facilityId={42} request open onClose={() => undefined} />, { path: "/placowka/przedszkole-sloneczko" })
    const dialog = await screen.findByRole("dialog")
    await waitFor(() => expect(dialog.textContent).toContain("Poproś o informacje"))
    const content = within(dialog).getByRole<HTMLTextAreaElement>("textbox")
    expect(content.value).toContain("proszę o przesłanie informacji o placówce")
    expect(within(dialog).getByRole<HTMLSelectElement>("combobox").value).toBe("other")
    await user.click(within(dialog).getByTestId("question-submit"))
    await within(dialog).findByTestId("question-sent")
    expect(sent).toEqual([{ facility_id: 42, topic: "other", content: content.value.trim() }])
  })
})
