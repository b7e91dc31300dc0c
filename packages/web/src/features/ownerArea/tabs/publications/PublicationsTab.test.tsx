import type { Publication } from "@pociecha/core"
import { act } from "react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { click, owner, ownerSession, renderTab, signInOwner, typeInto } from "../ownerTabTesting"
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

const mounted = mountTestRoot()
const field = <E extends Element>(selector: string) => mounted.container.querySelector<E>(selector)!
const titles = () => [...mounted.container.querySelectorAll(".publication__title")].map((title) => title.textContent)
const pager = (part: "previous" | "next" | "position") => mounted.container.querySelector<HTMLButtonElement>(`[data-testid="pager-${part}"]`)
const submit = () => act(async () => field<HTMLFormElement>('[data-testid="publication-form"]').closest("form")!.requestSubmit())

beforeAll(signInOwner)

describe("PublicationsTab (management 2.4 publications, 3, 6)", () => {
  it("refuses a new item without its title, content and category; the owner, a moderator, is offered the visibility", async () => {
    items = []
    await renderTab(mounted, PublicationsTab)
    await until(() => expect(field('[data-testid="publication-new"]')).not.toBeNull())
    await click(field('[data-testid="publication-new"]'))
    expect(field('select[name="visibility"]')).not.toBeNull()
    await until(() => expect(field('[data-testid="publication-content"]')).not.toBeNull())
    await submit()
    await until(() => expect(mounted.container.querySelectorAll(".field__error")).toHaveLength(3))
    expect([...mounted.container.querySelectorAll(".field__error")].map((message) => message.textContent)).toEqual(Array(3).fill("Pole jest wymagane"))
  })

  it("sends only what an edit changed: the title and an attachment, and shows the item as saved", async () => {
    items = [stored]
    sent = []
    await renderTab(mounted, PublicationsTab)
    await until(() => expect(field('[data-testid="publication-edit"]')).not.toBeNull())
    await click(field('[data-testid="publication-edit"]'))
    await until(() => expect(field('[data-testid="publication-content"]')).not.toBeNull())
    await submit()
    await until(() => expect(field('[data-testid="form-message"]')?.textContent).toBe("Brak zmian do zapisania."))
    await typeInto(field('input[name="title"]'), " Jadłospis na marzec ")
    await typeInto(field('select[name="visibility"]'), "private")
    const picker = field<HTMLInputElement>('[data-testid="attachments-file"]')
    Object.defineProperty(picker, "files", { value: [new File(["%PDF-1.4"], "jadlospis.pdf", { type: "application/pdf" })], configurable: true })
    await act(async () => {
      picker.dispatchEvent(new Event("change", { bubbles: true }))
    })
    await until(() => expect(field('[data-testid="attachments"]').textContent).toContain("jadlospis.pdf"))
    await submit()
    await until(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({ title: "Jadłospis na marzec", visibility: "private", attachments: [menu.url] })
    await until(() => expect(field('[data-testid="publication"]')?.textContent).toContain("Jadłospis na marzec"))
    expect(field('[data-testid="publication-visibility"]').getAttribute("data-tone")).toBe("orange")
  })

  it("offers each calendar holiday by its name, never its translation key", async () => {
    items = []
    await renderTab(mounted, PublicationsTab)
    await until(() => expect(field('[data-testid="publication-new"]')).not.toBeNull())
    await click(field('[data-testid="publication-new"]'))
    await until(() => expect(field<HTMLSelectElement>('select[name="holiday"]').options.length).toBe(holidays.length + 1))
    const labels = [...field<HTMLSelectElement>('select[name="holiday"]').options].slice(1).map((option) => option.textContent)
    expect(labels.filter((label) => label?.startsWith("TAG_"))).toEqual([])
    expect(labels).toContain("Dzień Babci i Dziadka")
    expect(labels).toContain("Boże Narodzenie")
  })

  it("pages through the news twenty at a time, and steps back when the last item of a later page is deleted", async () => {
    items = numbered(21)
    await renderTab(mounted, PublicationsTab)
    const firstTwenty = numbered(20).map((entry) => entry.title)
    await until(() => expect(titles()).toEqual(firstTwenty))
    expect(pager("position")?.textContent).toBe("Strona 1 z 2")
    await click(pager("next"))
    await until(() => expect(titles()).toEqual(["Wpis 21"]))
    expect(pager("next")?.disabled).toBe(true)

    const remove = [...mounted.container.querySelectorAll<HTMLButtonElement>('[data-testid="publication"] button')].find((button) => button.textContent === "Usuń")
    await click(remove ?? null)
    // Page one is read again too (the deletion invalidated every page): twenty items, one page.
    await until(() => expect(pager("position")).toBeNull())
    expect(titles()).toEqual(firstTwenty)
  })

  it("shows the first page when a new item is started from a later one, where the new item will land", async () => {
    items = numbered(25)
    await renderTab(mounted, PublicationsTab)
    await until(() => expect(pager("next")).not.toBeNull())
    await click(pager("next"))
    await until(() => expect(titles()).toEqual(["Wpis 21", "Wpis 22", "Wpis 23", "Wpis 24", "Wpis 25"]))
    await click(field('[data-testid="publication-new"]'))
    await until(() => expect(titles()).toEqual(numbered(20).map((entry) => entry.title)))
    expect(pager("position")?.textContent).toBe("Strona 1 z 2")
  })
})
