import type { Publication } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { errorOf, owner, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import PublicationsTab from "./PublicationsTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const menu = { name: "jadlospis.pdf", url: "/files/news/42/jadlospis.pdf", type: "pdf" as const, size: 2048 }
const stored: Publication = {
  id: 1, facility_id: 42, title: "Jadłospis", content: "<p>W załączniku jadłospis.</p>", category: "menu", visibility: "public",
  holiday: null, attachments: [], account_id: owner.id, account: { id: owner.id, name: "Anna", surname: "Nowak", avatar: null },
  created_at: Date.UTC(2026, 2, 5), updated_at: Date.UTC(2026, 2, 5)
}
/** The calendar holidays the database holds (migration 0014), each a `type_date_event` tag named by its display key. */
const holidayKeys = ["GRANDPARENTS_DAY", "CARNIVAL", "WOMENS_DAY", "FIRST_DAY_OF_SPRING", "EASTER", "EARTH_DAY", "MOTHERS_DAY", "CHILDRENS_DAY",
  "FATHERS_DAY", "END_OF_SCHOOL_YEAR", "START_OF_SCHOOL_YEAR", "PRESCHOOLERS_DAY", "TEACHERS_DAY", "INDEPENDENCE_DAY", "TEDDY_BEAR_DAY",
  "ST_ANDREWS_EVE", "ST_NICHOLAS_DAY", "CHRISTMAS"]
const holidays = holidayKeys.map((key, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`, key: key.toLowerCase(), type: "type_date_event", display: `TAG_DATE_EVENT_${key}`,
  param: key.toLowerCase(), icon: null, created_at: 0, created_at_display: "01.01.2026 - 00:00"
}))
let items: Publication[] = []
let sent: unknown[] = []
/** The page of `items` the server would answer: twenty a page, past the end empty and counting nothing (as its `count(*) over ()` does). */
const pageOf = (page: number) => {
  const slice = items.slice(20 * (page - 1), 20 * page)
  const total = slice.length === 0 ? 0 : items.length
  const pageTotal = Math.ceil(total / 20)
  return { itemsReceived: slice.length, curPage: page, nextPage: page < pageTotal ? page + 1 : null, prevPage: page > 1 ? page - 1 : null, offset: 20 * (page - 1), itemsTotal: total, pageTotal, items: slice }
}
/** News items numbered 1…count, newest first. */
const numbered = (count: number): Publication[] =>
  Array.from({ length: count }, (_, index) => ({ ...stored, id: 100 + index, title: `Wpis ${index + 1}`, created_at: stored.created_at - index }))
serveRecordedAnswers({
  ...ownerSession,
  "GET /api/facility/list/przedszkole-sloneczko-krakow/publications": (request) => ({ status: 200, body: pageOf(Number(new URL(request.url).searchParams.get("page") ?? "1")) }),
  "DELETE /api/facility/list/przedszkole-sloneczko-krakow/publications/120": () => {
    items = items.filter((entry) => entry.id !== 120)
    return { status: 204 }
  },
  "GET /api/v1/tag": () => ({ status: 200, body: holidays }),
  "POST /api/facility/list/przedszkole-sloneczko-krakow/publications/attachments": () => ({ status: 201, body: menu }),
  "PATCH /api/facility/list/przedszkole-sloneczko-krakow/publications/1": async (request) => {
    const body = (await request.json()) as Partial<Publication>
    sent.push(body)
    items = [{ ...stored, ...body, attachments: [menu] }]
    return { status: 200, body: items[0] }
  }
})

const titles = () => screen.queryAllByTestId("publication").map((item) => within(item).getByRole("heading").textContent)
const pager = () => within(screen.getByRole("navigation", { name: "Strony" }))
const save = () => screen.getByRole("button", { name: "Zapisz" })
/** The form's content editor has arrived (it loads lazily). */
const contentEditor = () => screen.findByRole("textbox", { name: "Treść" })

beforeAll(startAsOwner)

describe("PublicationsTab (management 2.4 publications, 3, 6)", () => {
  it("refuses a new item without its title, content and category; the owner, a moderator, is offered the visibility", async () => {
    items = []
    const { user } = renderOwnerTab(PublicationsTab)
    await user.click(await screen.findByRole("button", { name: "Nowa aktualność" }))
    expect(screen.getByLabelText("Widoczność")).toBeDefined()
    await contentEditor()
    await user.click(save())
    await waitFor(() => expect(screen.getAllByText("Pole jest wymagane")).toHaveLength(3))
    expect([errorOf(screen.getByLabelText(/^Tytuł/)), errorOf(screen.getByLabelText(/^Kategoria/))]).toEqual(["Pole jest wymagane", "Pole jest wymagane"])
    expect(within(screen.getByTestId("publication-content")).getByText("Pole jest wymagane")).toBeDefined()
  })

  it("sends only what an edit changed: the title and an attachment, and shows the item as saved", async () => {
    items = [stored]
    sent = []
    const { user } = renderOwnerTab(PublicationsTab)
    await user.click(await screen.findByRole("button", { name: "Edytuj" }))
    await contentEditor()
    await user.click(save())
    expect((await screen.findByRole("status")).textContent).toBe("Brak zmian do zapisania.")
    await user.clear(screen.getByLabelText(/^Tytuł/))
    await user.type(screen.getByLabelText(/^Tytuł/), " Jadłospis na marzec ")
    await user.selectOptions(screen.getByLabelText("Widoczność"), "Dla członków")
    await user.upload(screen.getByLabelText("Dodaj załącznik"), new File(["%PDF-1.4"], "jadlospis.pdf", { type: "application/pdf" }))
    await waitFor(() => expect(screen.getByTestId("attachments").textContent).toContain("jadlospis.pdf"))
    await user.click(save())
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({ title: "Jadłospis na marzec", visibility: "private", attachments: [menu.url] })
    await waitFor(() => expect(titles()).toEqual(["Jadłospis na marzec"]))
    expect(screen.getByTestId("publication-visibility").getAttribute("data-tone")).toBe("orange")
  })

  it("offers each calendar holiday by its name, never its translation key", async () => {
    items = []
    const { user } = renderOwnerTab(PublicationsTab)
    await user.click(await screen.findByRole("button", { name: "Nowa aktualność" }))
    const holiday = () => within(screen.getByLabelText("Święto w kalendarzu"))
    await waitFor(() => expect(holiday().getAllByRole("option")).toHaveLength(holidays.length + 1))
    const labels = holiday().getAllByRole("option").slice(1).map((option) => option.textContent)
    expect(labels.filter((label) => label?.startsWith("TAG_"))).toEqual([])
    expect(labels).toContain("Dzień Babci i Dziadka")
    expect(labels).toContain("Boże Narodzenie")
  })

  it("pages through the news twenty at a time, and steps back when the last item of a later page is deleted", async () => {
    items = numbered(21)
    const { user } = renderOwnerTab(PublicationsTab)
    const firstTwenty = numbered(20).map((entry) => entry.title)
    await waitFor(() => expect(titles()).toEqual(firstTwenty))
    expect(pager().getByText("Strona 1 z 2")).toBeDefined()
    await user.click(pager().getByRole("button", { name: "Następna" }))
    await waitFor(() => expect(titles()).toEqual(["Wpis 21"]))
    expect(pager().getByRole<HTMLButtonElement>("button", { name: "Następna" }).disabled).toBe(true)

    await user.click(within(screen.getByTestId("publication")).getByRole("button", { name: "Usuń" }))
    // Page one is read again too (the deletion invalidated every page): twenty items, one page.
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Strony" })).toBeNull())
    expect(titles()).toEqual(firstTwenty)
  })

  it("shows the first page when a new item is started from a later one, where the new item will land", async () => {
    items = numbered(25)
    const { user } = renderOwnerTab(PublicationsTab)
    await user.click(await screen.findByRole("button", { name: "Następna" }))
    await waitFor(() => expect(titles()).toEqual(["Wpis 21", "Wpis 22", "Wpis 23", "Wpis 24", "Wpis 25"]))
    await user.click(screen.getByRole("button", { name: "Nowa aktualność" }))
    await waitFor(() => expect(titles()).toEqual(numbered(20).map((entry) => entry.title)))
    expect(pager().getByText("Strona 1 z 2")).toBeDefined()
  })
})
