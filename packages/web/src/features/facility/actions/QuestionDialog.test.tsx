import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { memoryLocation } from "wouter/memory-location"
import { preloadApi } from "../../../shared/api"
import { initI18n } from "../../../shared/i18n"
import { mountTestRoot } from "../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { typeInto } from "../../../shared/testing/typeInto"
import { until } from "../../../shared/testing/until"
import { QuestionDialog } from "./QuestionDialog"
import { TestProviders } from "../../../shared/testing/TestProviders"

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

const mounted = mountTestRoot()
// The modal is drawn in a portal on the body.
const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]')!
const submit = () => act(async () => dialog().querySelector<HTMLButtonElement>('[data-testid="question-submit"]')!.click())

beforeAll(async () => {
  initI18n("pl")
  await preloadApi()
})

describe("QuestionDialog (spec 2.9, 3.8)", () => {
  it("needs a topic from the list and the question, then links to the new thread", async () => {
    await act(async () =>
      mounted.root.render(
        <TestProviders location={memoryLocation({ path: "/placowka/przedszkole-sloneczko" })}>
            <QuestionDialog facilityId={42} open onClose={() => undefined} />
          </TestProviders>
      )
    )
    await until(() => expect(dialog().textContent).toContain("Zadaj pytanie placówce"))
    const topic = dialog().querySelector("select")!
    expect([...topic.options].map((option) => option.textContent)).toContain("Opłaty")

    await submit()
    await until(() => expect(dialog().querySelectorAll('[aria-invalid="true"]')).toHaveLength(2))
    expect(sent).toEqual([])

    await act(async () => {
      topic.value = "fees"
      topic.dispatchEvent(new Event("change", { bubbles: true }))
    })
    await typeInto(dialog().querySelector("textarea")!, QUESTION)
    await submit()
    await until(() => expect(dialog().querySelector('[data-testid="question-sent"]')).not.toBeNull())
    expect(sent).toEqual([{ facility_id: 42, topic: "fees", content: QUESTION }])
    expect(dialog().querySelector('[data-testid="question-thread-link"]')?.getAttribute("href")).toBe("/user/question/31")
  })
})
