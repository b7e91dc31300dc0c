import { screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { preloadApi } from "../../../shared/api"
import { initI18n } from "../../../shared/i18n"
import { recordedError, serveRecordedAnswers, type Answer } from "../../../shared/testing/recordedApi"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import { ReportDialog } from "./ReportDialog"

const sent: unknown[] = []
let reportAnswer: () => Answer = () => ({ status: 201, body: { id: 5 } })
serveRecordedAnswers({
  "POST /api/v1/report": async (request) => {
    sent.push(await request.json())
    return reportAnswer()
  }
})

let closed = 0

/** Opens the dialog (drawn in a portal on the body) on `target`; the user acts on it. */
async function open(target: string) {
  const { user } = renderWithProviders(<ReportDialog target={target} onClose={() => (closed += 1)} />)
  const dialog = await screen.findByRole("dialog")
  return { dialog, user, submit: () => user.click(screen.getByTestId("report-submit")) }
}

beforeAll(async () => {
  initI18n("pl")
  await preloadApi()
})

afterEach(() => {
  sent.length = 0
  closed = 0
  reportAnswer = () => ({ status: 201, body: { id: 5 } })
})

describe("ReportDialog (spec 2.9, 3.9)", () => {
  it("titles an answer's report as such and lists the reasons, 'other' among them", async () => {
    const { dialog } = await open("answer:12")
    expect(dialog.textContent).toContain("Zgłoś odpowiedź placówki")
    expect(within(dialog).getByRole("radio", { name: "Spam lub reklama" })).toBeDefined()
    expect(within(dialog).getByRole("radio", { name: "Inny powód" })).toBeDefined()
  })

  it("asks what is wrong when the reason is 'other', then sends the report and closes", async () => {
    const { dialog, user, submit } = await open("opinion:12")
    await user.click(within(dialog).getByRole("radio", { name: "Inny powód" }))
    await submit()
    await waitFor(() => expect(dialog.textContent).toContain("Pole jest wymagane"))
    expect(sent).toEqual([])

    await user.type(within(dialog).getByRole("textbox"), "Opinia napisana przez pracownika.")
    await submit()
    await waitFor(() => expect(closed).toBe(1))
    expect(sent).toEqual([{ target: "opinion:12", reason: "other", content: "Opinia napisana przez pracownika." }])
  })

  it("says the day's limit is reached in words of its own, and stays open", async () => {
    reportAnswer = () => recordedError("ERROR_REPORTS_LIMIT_EXCEEDED")
    const { dialog, user, submit } = await open("opinion:7")
    await user.click(within(dialog).getByRole("radio", { name: "Spam lub reklama" }))
    await submit()
    expect((await within(dialog).findByRole("alert")).textContent).toContain("Osiągnięto dzienny limit zgłoszeń. Kolejne zgłoszenia wyślesz jutro.")
    expect(closed).toBe(0)
  })
})
