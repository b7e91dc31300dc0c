import type { FacilityOpinion } from "@pociecha/core"
import { act } from "react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { recordedError, serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { click, ownerSession, renderTab, signInOwner, typeInto } from "../ownerTabTesting"
import OpinionsTab from "./OpinionsTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const opinion = (overrides: Partial<FacilityOpinion>): FacilityOpinion => ({
  id: 31,
  facility_id: 42,
  rating_cleanliness: 5,
  rating_staff: 4,
  rating_food: 3,
  pros: "Duży ogród",
  cons: "Mało miejsc parkingowych",
  comment: "Córka chodzi tu od dwóch lat. Panie są cierpliwe, dużo zajęć na świeżym powietrzu.",
  author: { name: "Halina", surname: "Wiśniewska" },
  badge: "verified",
  status: "accepted",
  created_at: Date.UTC(2026, 2, 2, 9),
  decided_at: Date.UTC(2026, 2, 3, 9),
  reject_reason: null,
  answer: null,
  ...overrides
})
/** The opinions of the list, two pages of ten as the server pages them: 31 and 32 on the first, 45 alone on the second. */
const firstPage = [opinion({}), opinion({ id: 32, status: "pending", pros: null, cons: null }), ...[33, 34, 35, 36, 37, 38, 39, 40].map((id) => opinion({ id }))]
const older = opinion({ id: 45, comment: "Starsza opinia z drugiej strony listy — syn chodził tu trzy lata, polecamy." })
const pageOf = (number: number) => {
  const items = number === 1 ? firstPage : number === 2 ? [older] : []
  return { itemsReceived: items.length, curPage: number, nextPage: number < 2 ? number + 1 : null, prevPage: number > 1 ? number - 1 : null, offset: 10 * (number - 1), itemsTotal: 11, pageTotal: 2, items }
}
const answered = (id: number, content: string) =>
  opinion({ ...(id === older.id ? older : {}), answer: { content, status: "pending", created_at: Date.UTC(2026, 2, 4), decided_at: null, reject_reason: null } })

let answers: unknown[] = []
let marked: unknown[] = []
const answering = (id: number) => async (request: Request) => {
  const body = (await request.json()) as { content: string }
  answers.push(body)
  return { status: 200, body: answered(id, body.content) }
}
const { requests } = serveRecordedAnswers({
  ...ownerSession,
  "GET /api/facility/list/przedszkole-sloneczko-krakow/opinions/received": (request) => ({ status: 200, body: pageOf(Number(new URL(request.url).searchParams.get("page") ?? "1")) }),
  // Only the server knows every opinion of the facility: the single read never goes through the pages.
  "GET /api/facility/list/przedszkole-sloneczko-krakow/opinions/45": () => ({ status: 200, body: older }),
  "GET /api/facility/list/przedszkole-sloneczko-krakow/opinions/99": () => recordedError("ERROR_OPINION_NOT_FOUND"),
  "POST /api/v1/opinion/31/answer": answering(31),
  "POST /api/v1/opinion/45/answer": answering(45),
  "POST /api/v1/seen-by/mark": async (request) => {
    marked.push(await request.json())
    return { status: 204, body: null }
  }
})

const mounted = mountTestRoot()
const item = (id: number) => mounted.container.querySelector(`[data-opinion-id="${id}"]`)!
const shownIds = () => [...mounted.container.querySelectorAll('[data-testid="received-opinion"]')].map((element) => Number(element.getAttribute("data-opinion-id")))

beforeAll(signInOwner)

describe("OpinionsTab (management 2.4 opinions, 4)", () => {
  it("shows the pros and cons, and sends a response that waits for moderation, its status shown", async () => {
    answers = []
    await renderTab(mounted, OpinionsTab)
    await until(() => expect(item(31)).not.toBeNull())
    expect(item(31).querySelector('[data-testid="opinion-pros-cons"]')?.textContent).toContain("Mało miejsc parkingowych")
    // A pending opinion cannot be answered yet.
    expect(item(32).querySelector('[data-testid="opinion-respond"]')).toBeNull()
    await click(item(31).querySelector('[data-testid="opinion-respond"]'))
    const content = () => item(31).querySelector<HTMLTextAreaElement>('textarea[name="content"]')!
    await act(async () => item(31).querySelector("form")!.requestSubmit())
    await until(() => expect(item(31).querySelector(".field__error")?.textContent).toBe("Pole jest wymagane"))
    await typeInto(content(), "  Dziękujemy za opinię, pracujemy nad parkingiem.  ")
    await act(async () => item(31).querySelector("form")!.requestSubmit())
    await until(() => expect(item(31).querySelector('[data-testid="opinion-answer-status"]')?.getAttribute("data-tone")).toBe("orange"))
    expect(answers).toEqual([{ content: "Dziękujemy za opinię, pracujemy nad parkingiem." }])
    expect(item(31).querySelector('[data-testid="opinion-answer"]')?.textContent).toContain("pracujemy nad parkingiem")
    expect(toasts.success).toHaveBeenCalledTimes(1)
  })

  it("pages through the list: the second page holds the older opinion, and back again", async () => {
    await renderTab(mounted, OpinionsTab)
    await until(() => expect(shownIds()).toEqual(firstPage.map((entry) => entry.id)))
    expect(mounted.container.querySelector('[data-testid="pager-position"]')?.textContent).toBe("Strona 1 z 2")
    expect(mounted.container.querySelector<HTMLButtonElement>('[data-testid="pager-previous"]')?.disabled).toBe(true)
    await click(mounted.container.querySelector('[data-testid="pager-next"]'))
    await until(() => expect(shownIds()).toEqual([45]))
    expect(mounted.container.querySelector('[data-testid="pager-position"]')?.textContent).toBe("Strona 2 z 2")
    expect(mounted.container.querySelector<HTMLButtonElement>('[data-testid="pager-next"]')?.disabled).toBe(true)
    await click(mounted.container.querySelector('[data-testid="pager-previous"]'))
    await until(() => expect(shownIds()).toEqual(firstPage.map((entry) => entry.id)))
  })

  it("opened as one opinion from the list's second page, reads it alone and shows only it, its response form open and answered in place", async () => {
    answers = []
    requests.length = 0
    await renderTab(mounted, OpinionsTab, { params: { opinion: "45" } })
    await until(() => expect(item(45)).not.toBeNull())
    expect(shownIds()).toEqual([45])
    expect(requests.filter((request) => request.includes("/opinions/"))).toEqual(["GET /api/facility/list/przedszkole-sloneczko-krakow/opinions/45"])
    expect(mounted.container.querySelector('[data-testid="opinions-back"]')?.getAttribute("href")).toBe("/user_facility/42/opinions")
    await typeInto(item(45).querySelector<HTMLTextAreaElement>('textarea[name="content"]')!, "Dziękujemy, zapraszamy młodsze rodzeństwo.")
    await act(async () => item(45).querySelector("form")!.requestSubmit())
    await until(() => expect(item(45).querySelector('[data-testid="opinion-answer"]')?.textContent).toContain("zapraszamy młodsze rodzeństwo"))
    expect(answers).toEqual([{ content: "Dziękujemy, zapraszamy młodsze rodzeństwo." }])
  })

  it("marks the published opinions on screen seen, page by page, and one opened alone (spec 3.13: the counters clear)", async () => {
    marked = []
    await renderTab(mounted, OpinionsTab)
    await until(() => expect(marked).toHaveLength(1))
    // The pending opinion (32) is not one the counter counts.
    expect(marked[0]).toEqual([31, 33, 34, 35, 36, 37, 38, 39, 40].map((id) => ({ id: `opinion:${id}` })))
    await click(mounted.container.querySelector('[data-testid="pager-next"]'))
    await until(() => expect(marked).toEqual([expect.anything(), [{ id: "opinion:45" }]]))

    marked = []
    await renderTab(mounted, OpinionsTab, { params: { opinion: "45" } })
    await until(() => expect(marked).toEqual([[{ id: "opinion:45" }]]))
  })

  it("opened as an opinion that is not the facility's, or as no id at all, says it is not there", async () => {
    for (const opinionId of ["99", "abc"]) {
      requests.length = 0
      await renderTab(mounted, OpinionsTab, { params: { opinion: opinionId } })
      await until(() => expect(mounted.container.textContent).toContain("Nic nie znaleziono"))
      expect(shownIds()).toEqual([])
      expect(requests.some((request) => request.includes("/opinions/received"))).toBe(false)
    }
    // "abc" names nothing: the server is not asked.
    expect(requests.filter((request) => request.includes("/opinions/"))).toEqual([])
  })
})
