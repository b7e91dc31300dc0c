import type { ModerationItem, SupportReport } from "@pociecha/core"
import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { renderPage } from "../../shared/testing/renderPage"
import { aSupportUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { typeInto } from "../../shared/testing/typeInto"
import { until } from "../../shared/testing/until"
import SupportOpinionsPage from "./SupportOpinionsPage"

const support = aSupportUser()

const item = (id: number, comment: string, queuedDay: number): ModerationItem => ({
  kind: "opinion",
  id,
  facility_id: 100 + id,
  facility_name: `Przedszkole nr ${id}`,
  facility_slug: null,
  rating_cleanliness: 5,
  rating_staff: 4,
  rating_food: 3,
  pros: "Ogród",
  cons: null,
  comment,
  author: { name: "Ewa", surname: "Testowa" },
  author_email: "ewa@example.pl",
  answer: null,
  queued_at: Date.UTC(2026, 1, queuedDay)
})

const openReport: SupportReport = {
  id: 5,
  target: "opinion:9",
  target_kind: "opinion",
  opinion_id: 9,
  facility_id: 109,
  facility_name: "Przedszkole nr 9",
  facility_slug: null,
  reported_text: "Treść zgłoszonej opinii.",
  reason: "offensive",
  content: "",
  reporter_email: "zofia@example.pl",
  status: "open",
  created_at: Date.UTC(2026, 1, 20),
  resolved_at: null,
  resolution: null
}

let queue: ModerationItem[] = [item(1, "Najstarsza opinia w kolejce do sprawdzenia.", 1), item(2, "Druga opinia w kolejce do sprawdzenia.", 2)]
let reports: SupportReport[] = [openReport]
const decisions: Array<{ readonly path: string; readonly body: unknown }> = []
const decide = (id: number) => async (request: Request) => {
  decisions.push({ path: new URL(request.url).pathname, body: await request.json() })
  queue = queue.filter((waiting) => waiting.id !== id)
  return { status: 204 }
}
serveRecordedAnswers({
  ...sessionOf(support),
  "GET /api/v1/support/opinions": () => ({ status: 200, body: queue }),
  "GET /api/v1/support/reports": (request) => {
    const status = new URL(request.url).searchParams.get("status") ?? "open"
    return { status: 200, body: reports.filter((report) => report.status === status) }
  },
  "POST /api/v1/support/opinions/1/reject": decide(1),
  "POST /api/v1/support/opinions/2/accept": decide(2),
  "POST /api/v1/support/reports/5/resolve": async (request) => {
    const { resolution } = (await request.json()) as { readonly resolution?: string }
    reports = [{ ...openReport, status: "resolved", resolved_at: Date.UTC(2026, 1, 21), resolution: resolution ?? null }]
    return { status: 204 }
  }
})

const mounted = mountTestRoot()
const queueItem = (id: number) => mounted.container.querySelector<HTMLElement>(`[data-testid="moderation-item"][data-id="${id}"]`)
const within = (scope: HTMLElement | null, testId: string) => scope?.querySelector<HTMLElement>(`[data-testid="${testId}"]`) ?? null

beforeAll(() => startSignedIn(support))

describe("SupportOpinionsPage (spec 4.3; management 2.9)", () => {
  it("lists what waits oldest first; rejecting needs a reason of 3 characters; each decision takes the item off; a report is resolved with a note", async () => {
    await renderPage(mounted, "/support/opinions", <SupportOpinionsPage />)
    await until(() => expect(queueItem(2)).not.toBeNull())
    const order = [...mounted.container.querySelectorAll('[data-testid="moderation-item"]')].map((element) => element.getAttribute("data-id"))
    expect(order).toEqual(["1", "2"])
    expect(queueItem(1)?.textContent).toContain("Autor: Ewa Testowa")

    act(() => within(queueItem(1), "moderation-reject")?.click())
    const reason = () => queueItem(1)!.querySelector("textarea")!
    await typeInto(reason(), "ab")
    act(() => within(queueItem(1), "moderation-reject-submit")?.click())
    await until(() => expect(queueItem(1)?.textContent).toContain("Powód musi mieć co najmniej 3 znaki"))
    expect(decisions).toEqual([])
    await typeInto(reason(), "Opinia opisuje inną placówkę.")
    act(() => within(queueItem(1), "moderation-reject-submit")?.click())
    await until(() => expect(queueItem(1)).toBeNull())
    expect(decisions).toEqual([{ path: "/api/v1/support/opinions/1/reject", body: { reason: "Opinia opisuje inną placówkę." } }])

    act(() => within(queueItem(2), "moderation-recommend")?.click())
    act(() => within(queueItem(2), "moderation-accept")?.click())
    await until(() => expect(queueItem(2)).toBeNull())
    expect(decisions.at(-1)).toEqual({ path: "/api/v1/support/opinions/2/accept", body: { recommended: true } })
    await until(() => expect(mounted.container.textContent).toContain("Nic nie czeka na weryfikację"))

    const report = () => mounted.container.querySelector<HTMLElement>('[data-testid="report"]')
    expect(report()?.textContent).toContain("zofia@example.pl")
    await typeInto(report()!.querySelector("input")!, "Sprawdzono: treść jest rzeczowa.")
    act(() => within(report(), "report-resolve")?.click())
    await until(() => expect(report()).toBeNull())
    act(() => (mounted.container.querySelector('[data-testid="reports-resolved"]') as HTMLInputElement).click())
    await until(() => expect(report()?.textContent).toContain("Sprawdzono: treść jest rzeczowa."))
    expect(within(report(), "report-resolve")).toBeNull()
  })
})
