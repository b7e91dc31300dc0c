import { makePage, MODERATION_PAGE_SIZE, type ModerationItem, type SupportReport } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSupportUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
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
  queued_at: Date.UTC(2026, 1, queuedDay),
  status: "pending",
  reports: 0
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
  "GET /api/v1/support/opinions": () => ({ status: 200, body: makePage(queue, { page: 1, limit: MODERATION_PAGE_SIZE, total: queue.length }) }),
  "GET /api/v1/support/reports": (request) => {
    const status = new URL(request.url).searchParams.get("status") ?? "open"
    return { status: 200, body: reports.filter((report) => report.status === status) }
  },
  "POST /api/v1/support/opinions/bulk": async (request) => {
    const body = (await request.json()) as { readonly items: ReadonlyArray<{ readonly id: number }> }
    decisions.push({ path: new URL(request.url).pathname, body })
    queue = queue.filter((waiting) => !body.items.some((decided) => decided.id === waiting.id))
    return { status: 204 }
  },
  "GET /api/v1/support/opinions/3/reports": () => ({ status: 200, body: [openReport, { ...openReport, id: 6, reporter_email: "jan@example.pl", reason: "other", content: "Reklama." }] }),
  "POST /api/v1/support/opinions/1/reject": decide(1),
  "POST /api/v1/support/opinions/2/accept": decide(2),
  "POST /api/v1/support/reports/5/resolve": async (request) => {
    const { resolution } = (await request.json()) as { readonly resolution?: string }
    reports = [{ ...openReport, status: "resolved", resolved_at: Date.UTC(2026, 1, 21), resolution: resolution ?? null }]
    return { status: 204 }
  }
})

const queueItems = () => screen.queryAllByTestId("moderation-item")
const queueItem = (id: number) => queueItems().find((element) => element.getAttribute("data-id") === String(id)) ?? null
const report = () => screen.queryByTestId("report")

beforeAll(() => startSignedIn(support))

// Typing the reasons key by key, as a person does, takes seconds on a busy machine.
describe("SupportOpinionsPage (spec 4.3; management 2.9)", { timeout: 15_000 }, () => {
  it("lists what waits oldest first; rejecting needs a reason of 3 characters; each decision takes the item off; a report is resolved with a note", async () => {
    const { user } = renderWithProviders(<SupportOpinionsPage />, { path: "/support/opinions" })
    await waitFor(() => expect(queueItem(2)).not.toBeNull())
    expect(queueItems().map((element) => element.getAttribute("data-id"))).toEqual(["1", "2"])
    const oldest = within(queueItem(1)!)
    expect(queueItem(1)?.textContent).toContain("Autor: Ewa Testowa")

    await user.click(oldest.getByTestId("moderation-reject"))
    const reason = oldest.getByRole("textbox")
    await user.type(reason, "ab")
    await user.click(oldest.getByTestId("moderation-reject-submit"))
    await waitFor(() => expect(queueItem(1)?.textContent).toContain("Powód musi mieć co najmniej 3 znaki"))
    expect(decisions).toEqual([])
    await user.clear(reason)
    await user.type(reason, "Opinia opisuje inną placówkę.")
    await user.click(oldest.getByTestId("moderation-reject-submit"))
    await waitFor(() => expect(queueItem(1)).toBeNull())
    expect(decisions).toEqual([{ path: "/api/v1/support/opinions/1/reject", body: { reason: "Opinia opisuje inną placówkę." } }])

    const next = within(queueItem(2)!)
    await user.click(next.getByTestId("moderation-recommend"))
    await user.click(next.getByTestId("moderation-accept"))
    await waitFor(() => expect(queueItem(2)).toBeNull())
    expect(decisions.at(-1)).toEqual({ path: "/api/v1/support/opinions/2/accept", body: { recommended: true } })
    await screen.findByText(/Nic nie czeka na weryfikację/)

    expect(report()?.textContent).toContain("zofia@example.pl")
    await user.type(within(report()!).getByRole("textbox"), "Sprawdzono: treść jest rzeczowa.")
    await user.click(within(report()!).getByTestId("report-resolve"))
    await waitFor(() => expect(report()).toBeNull())
    await user.click(screen.getByTestId("reports-resolved"))
    await waitFor(() => expect(report()?.textContent).toContain("Sprawdzono: treść jest rzeczowa."))
    expect(within(report()!).queryByTestId("report-resolve")).toBeNull()
  })

  it("by keyboard: j/k move the focus, x selects, a accepts the selection, r asks a reason", async () => {
    queue = [item(1, "Pierwsza opinia do sprawdzenia.", 1), item(2, "Druga opinia do sprawdzenia.", 2), { ...item(3, "Trzecia, zgłoszona.", 3), reports: 2 }, item(4, "Czwarta opinia.", 4)]
    decisions.length = 0
    const { user } = renderWithProviders(<SupportOpinionsPage />, { path: "/support/opinions" })
    await waitFor(() => expect(queueItem(4)).not.toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(queueItem(1)))
    await user.keyboard("j")
    expect(document.activeElement).toBe(queueItem(2))
    expect(queueItem(2)?.getAttribute("aria-current")).toBe("true")
    await user.keyboard("kxjjx")
    await user.keyboard("a")
    await waitFor(() => expect(queueItem(1)).toBeNull())
    expect(decisions.at(-1)).toEqual({ path: "/api/v1/support/opinions/bulk", body: { items: [{ kind: "opinion", id: 1 }, { kind: "opinion", id: 3 }], verdict: "accept" } })
    expect(queueItem(3)).toBeNull()

    await waitFor(() => expect(document.activeElement).toBe(queueItem(4)))
    await user.keyboard("r")
    const reason = await screen.findByTestId("desk-reason")
    await user.type(reason, "ab{Enter}")
    await screen.findByText("Powód musi mieć co najmniej 3 znaki")
    await user.type(reason, "c — treść nie dotyczy placówki.{Enter}")
    await waitFor(() => expect(queueItem(4)).toBeNull())
    expect(decisions.at(-1)).toEqual({ path: "/api/v1/support/opinions/bulk", body: { items: [{ kind: "opinion", id: 4 }], verdict: "reject", reason: "abc — treść nie dotyczy placówki." } })
  })

  it("shows who reported an item, why, and how many times", async () => {
    queue = [{ ...item(3, "Trzecia, zgłoszona.", 3), reports: 2 }]
    const { user } = renderWithProviders(<SupportOpinionsPage />, { path: "/support/opinions" })
    await user.click(await screen.findByTestId("desk-reports"))
    await waitFor(() => expect(screen.getAllByTestId("desk-report")).toHaveLength(2))
    expect(screen.getByTestId("desk-report-list").textContent).toContain("jan@example.pl")
    expect(screen.getByTestId("desk-report-list").textContent).toContain("Reklama.")
  })
})
