import type { GalleryPhoto } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
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

const photos = () => screen.queryAllByTestId("gallery-photo").map((item) => item.getAttribute("data-photo-id"))
const image = (name: string) => new File([new Uint8Array(10)], name, { type: "image/jpeg" })

/** Opens the tab over photos 7 and 8, in that order. */
async function openTwoPhotos() {
  gallery = [photo(7, 1), photo(8, 2)]
  const rendered = renderOwnerTab(GalleryTab)
  await waitFor(() => expect(photos()).toEqual(["7", "8"]))
  return rendered
}

beforeAll(startAsOwner)

describe("GalleryTab (management 2.4 Gallery, 5, 9)", () => {
  it("refuses a choice over the package's limit with 'Too many photos selected', before anything is sent", async () => {
    const { user } = await openTwoPhotos()
    served.requests.length = 0
    await user.upload(screen.getByLabelText("Dodaj zdjęcia"), [image("a.jpg"), image("b.jpg")])
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("Wybrano zbyt wiele zdjęć"))
    expect(served.requests.filter((request) => request.startsWith("POST"))).toEqual([])
    expect(screen.queryByTestId("gallery-uploads")).toBeNull()
  })

  it("says 'No changes to save.' for the order as saved", async () => {
    toasts.error.mockClear()
    const { user } = await openTwoPhotos()
    await user.click(screen.getByRole("button", { name: "Zapisz kolejność" }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("Brak zmian do zapisania."))
    expect(served.requests).not.toContain("PUT /api/facility/list/przedszkole-sloneczko-krakow/gallery/order")
  })

  it("deletes a photo after a confirmation, and shows the gallery the server answers", async () => {
    toasts.success.mockClear()
    const { user } = await openTwoPhotos()
    const first = screen.getAllByTestId("gallery-photo")[0]!
    await user.click(within(first).getByRole("button", { name: "Usuń" }))
    expect(served.requests).not.toContain("DELETE /api/facility/list/przedszkole-sloneczko-krakow/gallery/7")
    const confirmation = await screen.findByRole("dialog", { name: "Usunąć zdjęcie?" })
    await user.click(within(confirmation).getByRole("button", { name: "Usuń" }))
    await waitFor(() => expect(photos()).toEqual(["8"]))
    expect(served.requests).toContain("DELETE /api/facility/list/przedszkole-sloneczko-krakow/gallery/7")
    expect(toasts.success).toHaveBeenCalledTimes(1)
  })
})
