import type { ModerationItem, SupportReport } from "@pociecha/core"
import { QueryClientProvider } from "@tanstack/react-query"
import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { preloadApi } from "../../shared/api"
import { sendSession, sessionActor, startSession } from "../../shared/auth/session"
import { initI18n } from "../../shared/i18n"
import { mountTestRoot } from "../../shared/testing/mountTestRoot"
import { serveRecordedAnswers, testQueryClient } from "../../shared/testing/recordedApi"
import { until } from "../../shared/testing/until"
import SupportOpinionsPage from "./SupportOpinionsPage"

const support = {
  id: "1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a",
  email: "wsparcie@pociecha.pl",
  name: "Wanda",
  surname: "Wsparcie",
  avatar: null,
  source: "email",
  status: "active",
  third_party_data: null,
  type: "support",
  language: "pl",
  perms: {},
  facilities: [],
  shadow_facilities: [],
  notify_new_opinions: false,
  notify_new_questions: false,
  jwt: "jwt-wanda"
}

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
  "POST /api/v1/account/session": () => ({ status: 200, body: support }),
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

function type(field: HTMLInputElement | HTMLTextAreaElement | null, value: string) {
  if (field === null) throw new Error("no such field")
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set
  act(() => {
    setter?.call(field, value)
    field.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

beforeAll(async () => {
  initI18n("pl")
  await preloadApi()
  startSession()
  sendSession({ type: "RESUME" })
  await until(() => expect(sessionActor.getSnapshot().context.user?.id).toBe(support.id))
})

describe("SupportOpinionsPage (spec 4.3; management 2.9)", () => {
  it("lists what waits oldest first; rejecting needs a reason of 3 characters; each decision takes the item off; a report is resolved with a note", async () => {
    const location = memoryLocation({ path: "/support/opinions" })
    await act(async () => {
      mounted.root.render(
        <QueryClientProvider client={testQueryClient()}>
          <Router hook={location.hook}>
            <SupportOpinionsPage />
          </Router>
        </QueryClientProvider>
      )
    })
    await until(() => expect(queueItem(2)).not.toBeNull())
    const order = [...mounted.container.querySelectorAll('[data-testid="moderation-item"]')].map((element) => element.getAttribute("data-id"))
    expect(order).toEqual(["1", "2"])
    expect(queueItem(1)?.textContent).toContain("Autor: Ewa Testowa")

    act(() => within(queueItem(1), "moderation-reject")?.click())
    const reason = () => queueItem(1)?.querySelector("textarea") ?? null
    type(reason(), "ab")
    act(() => within(queueItem(1), "moderation-reject-submit")?.click())
    await until(() => expect(queueItem(1)?.textContent).toContain("Powód musi mieć co najmniej 3 znaki"))
    expect(decisions).toEqual([])
    type(reason(), "Opinia opisuje inną placówkę.")
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
    type(report()?.querySelector("input") ?? null, "Sprawdzono: treść jest rzeczowa.")
    act(() => within(report(), "report-resolve")?.click())
    await until(() => expect(report()).toBeNull())
    act(() => (mounted.container.querySelector('[data-testid="reports-resolved"]') as HTMLInputElement).click())
    await until(() => expect(report()?.textContent).toContain("Sprawdzono: treść jest rzeczowa."))
    expect(within(report(), "report-resolve")).toBeNull()
  })
})
