import { act } from "react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { preloadApi } from "../../../shared/api"
import { initI18n } from "../../../shared/i18n"
import { mountTestRoot } from "../../../shared/testing/mountTestRoot"
import { recordedError, serveRecordedAnswers, type Answer } from "../../../shared/testing/recordedApi"
import { typeInto } from "../../../shared/testing/typeInto"
import { until } from "../../../shared/testing/until"
import { ReportDialog } from "./ReportDialog"

const sent: unknown[] = []
let reportAnswer: () => Answer = () => ({ status: 201, body: { id: 5 } })
serveRecordedAnswers({
  "POST /api/v1/report": async (request) => {
    sent.push(await request.json())
    return reportAnswer()
  }
})

const mounted = mountTestRoot()
let closed = 0

// The modal is drawn in a portal on the body.
const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]')
const radio = (label: string) =>
  [...document.body.querySelectorAll("label")].find((item) => item.textContent === label)!.querySelector("input")!
const submit = () => act(async () => document.body.querySelector<HTMLButtonElement>('[data-testid="report-submit"]')!.click())

async function open(target: string) {
  await act(async () => mounted.root.render(<ReportDialog target={target} onClose={() => (closed += 1)} />))
  await until(() => expect(dialog()).not.toBeNull())
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
    await open("answer:12")
    expect(dialog()!.textContent).toContain("Zgłoś odpowiedź placówki")
    expect(radio("Spam lub reklama")).not.toBeUndefined()
    expect(radio("Inny powód")).not.toBeUndefined()
  })

  it("asks what is wrong when the reason is 'other', then sends the report and closes", async () => {
    await open("opinion:12")
    await act(async () => radio("Inny powód").click())
    await submit()
    await until(() => expect(dialog()!.textContent).toContain("Pole jest wymagane"))
    expect(sent).toEqual([])

    await typeInto(dialog()!.querySelector("textarea")!, "Opinia napisana przez pracownika.")
    await submit()
    await until(() => expect(closed).toBe(1))
    expect(sent).toEqual([{ target: "opinion:12", reason: "other", content: "Opinia napisana przez pracownika." }])
  })

  it("says the day's limit is reached in words of its own, and stays open", async () => {
    reportAnswer = () => recordedError("ERROR_REPORTS_LIMIT_EXCEEDED")
    await open("opinion:7")
    await act(async () => radio("Spam lub reklama").click())
    await submit()
    await until(() => expect(dialog()!.querySelector('[role="alert"]')?.textContent).toContain("Osiągnięto dzienny limit zgłoszeń. Kolejne zgłoszenia wyślesz jutro."))
    expect(closed).toBe(0)
  })
})
