import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { aFacility, ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import DescriptionTab from "./DescriptionTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const uploads: Array<{ readonly path: string; readonly file: File | null }> = []
const { requests } = serveRecordedAnswers({
  ...ownerSession,
  "POST /api/facility/list/przedszkole-sloneczko-krakow/description/images": async (request) => {
    const file = (await request.formData()).get("file")
    uploads.push({ path: new URL(request.url).pathname, file: file instanceof File ? file : null })
    return { status: 200, body: { url: "/files/descriptions/42/ogrod.jpg" } }
  }
})

/** The editor's editable area, named by the field's label. */
const editor = () => screen.getByRole("textbox", { name: "Opis placówki" })
const counter = () => screen.getByTestId("rich-text-counter")
const stored = '<h2>O nas</h2><p>Kameralne przedszkole z <a href="https://sloneczko.pl" rel="noopener noreferrer nofollow">ogrodem</a>.</p>'

beforeAll(startAsOwner)

describe("DescriptionTab (management 2.4 Description, 2.11 Rich-text editor, 5)", () => {
  it("opens the stored description in the editor with its 'current / limit' counter, and saves nothing unchanged", async () => {
    const { user } = renderOwnerTab(DescriptionTab, { facility: aFacility({ description: stored }) })
    expect((await screen.findByRole("heading", { name: "O nas" })).tagName).toBe("H2")
    expect(editor().contains(screen.getByRole("heading", { name: "O nas" }))).toBe(true)
    expect(screen.getByRole("link", { name: "ogrodem" }).getAttribute("href")).toBe("https://sloneczko.pl")
    expect(counter().textContent).toBe(`${stored.length} / 1500`)
    expect(counter().className).not.toContain("over")
    const before = requests.length
    await user.click(screen.getByRole("button", { name: "Zapisz" }))
    expect((await screen.findByRole("status")).textContent).toBe("Brak zmian do zapisania.")
    expect(requests.slice(before).some((request) => request.startsWith("PATCH"))).toBe(false)
  })

  it("shows the counter in error style above the package's limit", async () => {
    renderOwnerTab(DescriptionTab, { facility: aFacility({ description: stored, limits: { description_chars: 40 } }) })
    await waitFor(() => expect(counter().className).toContain("rich-text__counter--over"))
  })

  it("offers IMAGE on the basic package too: the picture goes to the description's images and is inserted by its URL", async () => {
    renderOwnerTab(DescriptionTab, { facility: aFacility({ description: stored, status: "registered" }) })
    await screen.findByTestId("rt-image")
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], "ogrod.jpg", { type: "image/jpeg" })
    // The toolbar's button opens this hidden picker; user-event chooses the file in it.
    await userEvent.setup().upload(screen.getByTestId<HTMLInputElement>("rt-image-file"), picture)
    await waitFor(() => expect(editor().querySelector("img")?.getAttribute("src")).toBe("/files/descriptions/42/ogrod.jpg"))
    expect(uploads.map(({ path, file }) => [path, file?.name])).toEqual([["/api/facility/list/przedszkole-sloneczko-krakow/description/images", "ogrod.jpg"]])
    expect(requests.some((request) => request.includes("/publications"))).toBe(false)
  })

  it("shows the placeholder while empty and not focused", async () => {
    renderOwnerTab(DescriptionTab, { facility: aFacility({ description: "" }) })
    expect(await screen.findByText("Wpisz tutaj...")).toBeDefined()
  })
})
