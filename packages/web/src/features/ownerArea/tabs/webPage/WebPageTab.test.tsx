import { errorBody, themeKeys, type PageTemplate, type Subpage, type WebPage } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { aFacility, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import WebPageTab from "./WebPageTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const SITES = "/api/v1/web-pages/przedszkole-sloneczko-krakow"
const SITE = `${SITES}/web-page/5`

// The last one has a picture support uploaded (management 2.9); the others show their theme's preview.
const templates: PageTemplate[] = themeKeys.map((key, i) => ({
  id: i + 1, key, name: `Motyw ${key}`, description: "", image: i === themeKeys.length - 1 ? "/files/templates/teatr.jpg" : "", is_visible: true
}))
const subpage = (id: number, title: string, parent = "", position = 0): Subpage => ({
  id, slug: `s${id}`, title, description_title: "", type: "custom", parent, position, visible: true, in_menu: true, sections: [{ type: "rich_text", rich_text: "" }]
})
const aSite = (subpages: Subpage[], name = "tecza"): WebPage => ({
  id: 5, facility_id: 42, template_id: 1, template_key: "crayons", name, domain_id: 9, domain: { id: 9, subdomain_name: name },
  visible: true, active: true, created_at: Date.UTC(2026, 10, 1), subpages
})

/** What the server was sent, by "METHOD path". */
const bodies: Array<{ readonly key: string; readonly body: unknown }> = []
const sent = (key: string) => bodies.filter((request) => request.key === key).map((request) => request.body)
const recorded = (key: string, answer: (body: unknown) => { status: number; body?: unknown }) => ({
  [key]: async (request: Request) => {
    const body: unknown = request.method === "GET" || request.method === "DELETE" ? undefined : await request.json()
    bodies.push({ key, body })
    return answer(body)
  }
})

let sites: WebPage[] = []
const served = serveRecordedAnswers({
  ...ownerSession,
  "GET /api/v1/page-templates": () => ({ status: 200, body: templates }),
  [`GET ${SITES}`]: () => ({ status: 200, body: sites }),
  ...recorded(`POST ${SITES}`, (body) => {
    const { name, template_id } = body as { name: string; template_id: number }
    if (name === "tecza") return { status: 400, body: errorBody("ERROR_BAD_REQUEST", { name: ["WEBSITE_NAME_TAKEN"] }) }
    return { status: 201, body: { ...aSite([subpage(1, "Strona główna")], name), template_id } }
  }),
  ...recorded(`POST ${SITE}/subpages`, (body) => ({ status: 200, body: aSite([...sites[0]!.subpages, { ...subpage(30, (body as { title: string }).title), position: 3 }]) })),
  ...recorded(`POST ${SITE}/sort-subpages`, () => ({ status: 200, body: sites[0] })),
  ...recorded(`DELETE ${SITE}/subpages/2`, () => ({ status: 200, body: aSite([subpage(1, "Strona główna")]) }))
})

/** The texts an element's aria-describedby points at, joined. */
const description = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ")

const shownSubpages = () => screen.queryAllByTestId("subpage").map((row) => `${row.getAttribute("data-parent") || "-"}/${within(row).getByText(/./, { selector: ".subpage-row__title" }).textContent}`)

beforeAll(startAsOwner)

describe("WebPageTab (management 2.6, 4 Website, 5)", () => {
  it("creates a site: the name judged as typed ('a.b'), a taken name from the server under the field, then the site with the chosen template", async () => {
    sites = []
    bodies.length = 0
    const { user } = renderOwnerTab(WebPageTab)
    const name = await screen.findByRole("textbox", { name: /Nazwa strony/ })
    expect(screen.getAllByTestId("website-template")).toHaveLength(9)
    const pictures = screen.getAllByTestId("website-template").map((card) => card.querySelector("img")?.getAttribute("src"))
    expect([pictures[0], pictures.at(-1)]).toEqual(["/themes/crayons/preview.webp", "/files/templates/teatr.jpg"])
    // Prefilled from the facility's name (management 5).
    expect((name as HTMLInputElement).value).toBe("przedszkole-sloneczko")

    await user.clear(name)
    await user.type(name, "a.b")
    await waitFor(() => expect(description(name)).toContain("Nazwa nie może zawierać znaków specjalnych, takich jak . , ; : ? ! /"))
    await user.click(screen.getByRole("button", { name: "Utwórz stronę" }))
    expect(sent(`POST ${SITES}`)).toEqual([])

    await user.clear(name)
    await user.type(name, "tecza")
    await user.click(screen.getByRole("button", { name: "Utwórz stronę" }))
    await waitFor(() => expect(description(name)).toContain("Ta nazwa strony jest już zajęta"))

    await user.click(screen.getByRole("button", { name: /^Wybierz.*Motyw space$/ }))
    await user.clear(name)
    await user.type(name, "Tecza-Krakow")
    await user.click(screen.getByRole("button", { name: "Utwórz stronę" }))
    const address = await screen.findByTestId("website-address")
    expect(address.getAttribute("href")).toMatch(/^https?:\/\/tecza-krakow\.[^/]+\/$/)
    expect(sent(`POST ${SITES}`)).toEqual([
      { template_id: 1, name: "tecza" },
      { template_id: 4, name: "tecza-krakow" }
    ])
  })

  it("previews a template in a new tab under the name typed, without saving", async () => {
    sites = []
    bodies.length = 0
    const open = vi.spyOn(window, "open").mockReturnValue(null)
    const { user } = renderOwnerTab(WebPageTab)
    await user.click(await screen.findByRole("button", { name: /^Podgląd.*Motyw bears$/ }))
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https?:\/\/przedszkole-sloneczko\.[^/]+\/\?template_preview=bears$/), "_blank", "noopener")
    expect(bodies).toEqual([])
    open.mockRestore()
  })

  it("shows the upsell, not the builder, to a facility whose package allows no site", async () => {
    sites = []
    renderOwnerTab(WebPageTab, { facility: aFacility({ status: "unknown", limits: { ...aFacility().limits, web_pages: 0 } }) })
    await screen.findByTestId("website-upsell")
    expect(screen.queryByRole("textbox", { name: /Nazwa strony/ })).toBeNull()
  })

  it("adds a custom subpage with its title", async () => {
    sites = [aSite([subpage(1, "Strona główna"), subpage(2, "O nas", "", 1)])]
    bodies.length = 0
    const { user } = renderOwnerTab(WebPageTab)
    await user.click(await screen.findByRole("button", { name: "Dodaj podstronę" }))
    await user.type(screen.getByRole("textbox", { name: /Tytuł/ }), "Wycieczki")
    await user.click(screen.getByRole("button", { name: "Zapisz" }))
    await waitFor(() => expect(shownSubpages()).toEqual(["-/Strona główna", "-/O nas", "-/Wycieczki"]))

    expect(sent(`POST ${SITE}/subpages`)).toEqual([{ title: "Wycieczki", sections: [{ type: "rich_text", rich_text: "" }], type: "custom" }])
  })

  it("reorders and nests by keyboard, sending sort-subpages with the whole new order each time", async () => {
    sites = [aSite([subpage(1, "A"), subpage(2, "B", "", 1), subpage(3, "C", "", 2)])]
    bodies.length = 0
    const { user } = renderOwnerTab(WebPageTab)
    await user.click(await screen.findByRole("button", { name: "Przesuń „B” wyżej" }))
    expect(shownSubpages()).toEqual(["-/B", "-/A", "-/C"])
    await waitFor(() => expect(sent(`POST ${SITE}/sort-subpages`)).toHaveLength(1))
    await user.click(screen.getByRole("button", { name: "Zagnieźdź „C” pod poprzednią podstroną" }))
    expect(shownSubpages()).toEqual(["-/B", "-/A", "1/C"])
    await waitFor(() =>
      expect(sent(`POST ${SITE}/sort-subpages`)).toEqual([
        { order: [{ id: 2, parent: "" }, { id: 1, parent: "" }, { id: 3, parent: "" }] },
        { order: [{ id: 2, parent: "" }, { id: 1, parent: "" }, { id: 3, parent: "1" }] }
      ])
    )
  })

  it("refuses to delete the last subpage, saying why, and deletes another after a confirmation", async () => {
    sites = [aSite([subpage(1, "Strona główna")])]
    bodies.length = 0
    const first = renderOwnerTab(WebPageTab)
    const only = await screen.findByRole("button", { name: "Usuń „Strona główna”" })
    expect((only as HTMLButtonElement).disabled).toBe(true)
    expect(description(only)).toBe("Strona musi mieć co najmniej jedną podstronę — ostatniej nie można usunąć.")
    first.unmount()

    sites = [aSite([subpage(1, "Strona główna"), subpage(2, "O nas", "", 1)])]
    const { user } = renderOwnerTab(WebPageTab)
    await user.click(await screen.findByRole("button", { name: "Usuń „O nas”" }))
    expect(served.requests).not.toContain(`DELETE ${SITE}/subpages/2`)
    const confirmation = await screen.findByRole("dialog", { name: "Usunąć podstronę?" })
    await user.click(within(confirmation).getByRole("button", { name: "Usuń" }))
    await waitFor(() => expect(shownSubpages()).toEqual(["-/Strona główna"]))
    expect(served.requests).toContain(`DELETE ${SITE}/subpages/2`)
  })
})
