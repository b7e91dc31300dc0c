import type { GalleryPhoto } from "@pociecha/core"
import { act } from "react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { click, ownerSession, renderTab, signInOwner } from "../ownerTabTesting"
import GalleryTab from "./GalleryTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const photo = (id: number, order: number): GalleryPhoto => ({ id, url: `/files/gallery/42/${id}.jpg`, thumb_url: `/files/gallery/42/${id}-thumb.jpg`, order })
let gallery: GalleryPhoto[] = []
const served = serveRecordedAnswers({
  ...ownerSession,
  "GET /api/facility/list/przedszkole-sloneczko-krakow/gallery": () => ({ status: 200, body: gallery }),
  "DELETE /api/facility/list/przedszkole-sloneczko-krakow/gallery/7": () => {
    gallery = gallery.filter((item) => item.id !== 7)
    return { status: 200, body: gallery }
  }
})

const mounted = mountTestRoot()
const photos = () => [...mounted.container.querySelectorAll('[data-testid="gallery-photo"]')].map((item) => item.getAttribute("data-photo-id"))
const image = (name: string) => new File([new Uint8Array(10)], name, { type: "image/jpeg" })

async function choose(files: File[]) {
  const input = mounted.container.querySelector<HTMLInputElement>('[data-testid="gallery-file"]')!
  Object.defineProperty(input, "files", { value: files, configurable: true })
  await act(async () => {
    input.dispatchEvent(new Event("change", { bubbles: true }))
  })
}

beforeAll(signInOwner)

describe("GalleryTab (management 2.4 Gallery, 5, 9)", () => {
  it("refuses a choice over the package's limit with 'Too many photos selected', before anything is sent", async () => {
    gallery = [photo(7, 1), photo(8, 2)]
    await renderTab(mounted, GalleryTab)
    await until(() => expect(photos()).toEqual(["7", "8"]))
    served.requests.length = 0
    await choose([image("a.jpg"), image("b.jpg")])
    await until(() => expect(toasts.error).toHaveBeenCalledWith("Wybrano zbyt wiele zdjęć"))
    expect(served.requests.filter((request) => request.startsWith("POST"))).toEqual([])
    expect(mounted.container.querySelector('[data-testid="gallery-uploads"]')).toBeNull()
  })

  it("says 'No changes to save.' for the order as saved", async () => {
    toasts.error.mockClear()
    gallery = [photo(7, 1), photo(8, 2)]
    await renderTab(mounted, GalleryTab)
    await until(() => expect(photos()).toEqual(["7", "8"]))
    await click(mounted.container.querySelector('[data-testid="gallery-save-order"]'))
    await until(() => expect(toasts.error).toHaveBeenCalledWith("Brak zmian do zapisania."))
    expect(served.requests).not.toContain("PUT /api/facility/list/przedszkole-sloneczko-krakow/gallery/order")
  })

  it("deletes a photo after a confirmation, and shows the gallery the server answers", async () => {
    toasts.success.mockClear()
    gallery = [photo(7, 1), photo(8, 2)]
    await renderTab(mounted, GalleryTab)
    await until(() => expect(photos()).toEqual(["7", "8"]))
    await click(mounted.container.querySelector('[data-photo-id="7"] [data-testid="gallery-delete"]'))
    expect(served.requests).not.toContain("DELETE /api/facility/list/przedszkole-sloneczko-krakow/gallery/7")
    const confirm = [...document.querySelectorAll<HTMLButtonElement>(".dialog button")].find((button) => button.classList.contains("btn--danger"))
    await click(confirm ?? null)
    await until(() => expect(photos()).toEqual(["8"]))
    expect(served.requests).toContain("DELETE /api/facility/list/przedszkole-sloneczko-krakow/gallery/7")
    expect(toasts.success).toHaveBeenCalledTimes(1)
  })
})
