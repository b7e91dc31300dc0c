import { act } from "react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { aFacility, ownerSession, renderTab, signInOwner } from "../ownerTabTesting"
import DescriptionTab from "./DescriptionTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const uploads: Array<{ readonly path: string; readonly file: File | null }> = []
const { requests } = serveRecordedAnswers({
  ...ownerSession,
  "POST /api/facility/list/42/description/images": async (request) => {
    const file = (await request.formData()).get("file")
    uploads.push({ path: new URL(request.url).pathname, file: file instanceof File ? file : null })
    return { status: 200, body: { url: "/files/descriptions/42/ogrod.jpg" } }
  }
})

const mounted = mountTestRoot()
const editor = () => mounted.container.querySelector<HTMLElement>('[data-testid="description-editor"]')
const counter = () => mounted.container.querySelector('[data-testid="rich-text-counter"]')!
const stored = '<h2>O nas</h2><p>Kameralne przedszkole z <a href="https://sloneczko.pl" rel="noopener noreferrer nofollow">ogrodem</a>.</p>'

beforeAll(signInOwner)

describe("DescriptionTab (management 2.4 Description, 2.11 Rich-text editor, 5)", () => {
  it("opens the stored description in the editor with its 'current / limit' counter, and saves nothing unchanged", async () => {
    await renderTab(mounted, DescriptionTab, { facility: aFacility({ description: stored }) })
    await until(() => expect(editor()?.querySelector("h2")?.textContent).toBe("O nas"))
    expect(editor()?.querySelector("a")?.getAttribute("href")).toBe("https://sloneczko.pl")
    expect(counter().textContent).toBe(`${stored.length} / 1500`)
    expect(counter().className).not.toContain("over")
    const before = requests.length
    await act(async () => mounted.container.querySelector<HTMLFormElement>("form")!.requestSubmit())
    await until(() => expect(mounted.container.querySelector('[data-testid="form-message"]')?.textContent).toBe("Brak zmian do zapisania."))
    expect(requests.slice(before).some((request) => request.startsWith("PATCH"))).toBe(false)
  })

  it("shows the counter in error style above the package's limit", async () => {
    await renderTab(mounted, DescriptionTab, { facility: aFacility({ description: stored, limits: { description_chars: 40 } }) })
    await until(() => expect(counter().className).toContain("rich-text__counter--over"))
  })

  it("offers IMAGE on the basic package too: the picture goes to the description's images and is inserted by its URL", async () => {
    await renderTab(mounted, DescriptionTab, { facility: aFacility({ description: stored, status: "registered" }) })
    await until(() => expect(mounted.container.querySelector('[data-testid="rt-image"]')).not.toBeNull())
    const picker = mounted.container.querySelector<HTMLInputElement>('[data-testid="rt-image-file"]')!
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], "ogrod.jpg", { type: "image/jpeg" })
    Object.defineProperty(picker, "files", { value: [picture], configurable: true })
    await act(async () => {
      picker.dispatchEvent(new Event("change", { bubbles: true }))
    })
    await until(() => expect(editor()?.querySelector("img")?.getAttribute("src")).toBe("/files/descriptions/42/ogrod.jpg"))
    expect(uploads.map(({ path, file }) => [path, file?.name])).toEqual([["/api/facility/list/42/description/images", "ogrod.jpg"]])
    expect(requests.some((request) => request.includes("/publications"))).toBe(false)
  })

  it("shows the placeholder while empty and not focused", async () => {
    await renderTab(mounted, DescriptionTab, { facility: aFacility({ description: "" }) })
    await until(() => expect(mounted.container.querySelector(".rich-text__placeholder")?.textContent).toBe("Wpisz tutaj..."))
  })
})
