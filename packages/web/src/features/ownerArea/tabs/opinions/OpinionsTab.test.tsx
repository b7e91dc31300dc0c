import type { FacilityOpinion } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { recordedError, serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { errorOf, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
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

const shown = () => screen.queryAllByTestId("received-opinion")
const shownIds = () => shown().map((element) => Number(element.getAttribute("data-opinion-id")))
/** The opinion `id` on the list, to query inside. */
const item = (id: number) => within(shown().find((element) => element.getAttribute("data-opinion-id") === String(id))!)
const response = (id: number) => item(id).getByLabelText<HTMLTextAreaElement>(/^Odpowiedź placówki/)
const pager = () => within(screen.getByRole("navigation", { name: "Strony" }))

beforeAll(startAsOwner)

describe("OpinionsTab (management 2.4 opinions, 4)", () => {
  it("shows the pros and cons, and sends a response that waits for moderation, its status shown", async () => {
    answers = []
    const { user } = renderOwnerTab(OpinionsTab)
    await waitFor(() => expect(shownIds()).toContain(31))
    expect(item(31).getByTestId("opinion-pros-cons").textContent).toContain("Mało miejsc parkingowych")
    // A pending opinion cannot be answered yet.
    expect(item(32).queryByRole("button", { name: "Odpowiedz" })).toBeNull()
    await user.click(item(31).getByRole("button", { name: "Odpowiedz" }))
    await user.click(item(31).getByRole("button", { name: "Wyślij odpowiedź" }))
    await waitFor(() => expect(errorOf(response(31))).toBe("Pole jest wymagane"))
    await user.type(response(31), "  Dziękujemy za opinię, pracujemy nad parkingiem.  ")
    await user.click(item(31).getByRole("button", { name: "Wyślij odpowiedź" }))
    await waitFor(() => expect(item(31).queryByTestId("opinion-answer-status")?.getAttribute("data-tone")).toBe("orange"))
    expect(answers).toEqual([{ content: "Dziękujemy za opinię, pracujemy nad parkingiem." }])
    expect(item(31).getByTestId("opinion-answer").textContent).toContain("pracujemy nad parkingiem")
    expect(toasts.success).toHaveBeenCalledTimes(1)
  })

  it("pages through the list: the second page holds the older opinion, and back again", async () => {
    const { user } = renderOwnerTab(OpinionsTab)
    await waitFor(() => expect(shownIds()).toEqual(firstPage.map((entry) => entry.id)))
    expect(pager().getByText("Strona 1 z 2")).toBeDefined()
    expect(pager().getByRole<HTMLButtonElement>("button", { name: "Poprzednia" }).disabled).toBe(true)
    await user.click(pager().getByRole("button", { name: "Następna" }))
    await waitFor(() => expect(shownIds()).toEqual([45]))
    expect(pager().getByText("Strona 2 z 2")).toBeDefined()
    expect(pager().getByRole<HTMLButtonElement>("button", { name: "Następna" }).disabled).toBe(true)
    await user.click(pager().getByRole("button", { name: "Poprzednia" }))
    await waitFor(() => expect(shownIds()).toEqual(firstPage.map((entry) => entry.id)))
  })

  it("opened as one opinion from the list's second page, reads it alone and shows only it, its response form open and answered in place", async () => {
    answers = []
    requests.length = 0
    const { user } = renderOwnerTab(OpinionsTab, { params: { opinion: "45" } })
    await waitFor(() => expect(shownIds()).toEqual([45]))
    expect(requests.filter((request) => request.includes("/opinions/"))).toEqual(["GET /api/facility/list/przedszkole-sloneczko-krakow/opinions/45"])
    expect(screen.getByRole("link", { name: "← Wszystkie opinie" }).getAttribute("href")).toBe("/user_facility/42/opinions")
    await user.type(response(45), "Dziękujemy, zapraszamy młodsze rodzeństwo.")
    await user.click(item(45).getByRole("button", { name: "Wyślij odpowiedź" }))
    await waitFor(() => expect(item(45).queryByTestId("opinion-answer")?.textContent).toContain("zapraszamy młodsze rodzeństwo"))
    expect(answers).toEqual([{ content: "Dziękujemy, zapraszamy młodsze rodzeństwo." }])
  })

  it("marks the published opinions on screen seen, page by page, and one opened alone (spec 3.13: the counters clear)", async () => {
    marked = []
    const { user, unmount } = renderOwnerTab(OpinionsTab)
    await waitFor(() => expect(marked).toHaveLength(1))
    // The pending opinion (32) is not one the counter counts.
    expect(marked[0]).toEqual([31, 33, 34, 35, 36, 37, 38, 39, 40].map((id) => ({ id: `opinion:${id}` })))
    await user.click(pager().getByRole("button", { name: "Następna" }))
    await waitFor(() => expect(marked).toEqual([expect.anything(), [{ id: "opinion:45" }]]))

    unmount()
    marked = []
    renderOwnerTab(OpinionsTab, { params: { opinion: "45" } })
    await waitFor(() => expect(marked).toEqual([[{ id: "opinion:45" }]]))
  })

  it("opened as an opinion that is not the facility's, or as no id at all, says it is not there", async () => {
    for (const opinionId of ["99", "abc"]) {
      requests.length = 0
      const { unmount } = renderOwnerTab(OpinionsTab, { params: { opinion: opinionId } })
      expect(await screen.findByText(/Nic nie znaleziono/)).toBeDefined()
      expect(shownIds()).toEqual([])
      expect(requests.some((request) => request.includes("/opinions/received"))).toBe(false)
      unmount()
    }
    // "abc" names nothing: the server is not asked.
    expect(requests.filter((request) => request.includes("/opinions/"))).toEqual([])
  })
})
