import type { GalleryPhoto } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { i18n, initI18n } from "../../../shared/i18n"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import { GallerySection } from "./GallerySection"

const photo = (id: number, order: number): GalleryPhoto => ({ id, url: `/files/gallery/1/${id}.jpg`, thumb_url: `/files/gallery/1/${id}-thumb.jpg`, order })
// Out of order on purpose: the profile shows them by their `order`.
const photos = [photo(17, 7), photo(11, 1), photo(12, 2), photo(13, 3), photo(14, 4), photo(15, 5), photo(16, 6)]

describe("the profile's gallery (spec 2.7)", () => {
  beforeAll(async () => {
    initI18n()
    await i18n.loadNamespaces("facility")
  })

  it("previews five photos in order and shows every one in a dialog that gives focus back when closed", async () => {
    const { container, user } = renderWithProviders(<GallerySection photos={photos} name="Żłobek Słonko" />)
    const previews = [...container.querySelectorAll(".facility-gallery img")].map((img) => img.getAttribute("src"))
    expect(previews).toEqual([11, 12, 13, 14, 15].map((id) => `/files/gallery/1/${id}.jpg`))
    const seeAll = container.querySelector<HTMLButtonElement>(".facility-gallery__all")!
    expect(seeAll.textContent).toContain("7")
    await user.click(seeAll)
    const dialog = await screen.findByRole("dialog")
    expect(dialog.textContent).toContain("Żłobek Słonko")
    expect(within(dialog).getAllByRole("img").map((img) => img.getAttribute("src"))).toEqual(
      [11, 12, 13, 14, 15, 16, 17].map((id) => `/files/gallery/1/${id}.jpg`)
    )
    await user.click(dialog.querySelector<HTMLButtonElement>(".dialog__close")!)
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(seeAll))
  })

  it("shows nothing without photos", () => {
    const { container } = renderWithProviders(<GallerySection photos={[]} name="Żłobek Słonko" />)
    expect(container.innerHTML).toBe("")
  })
})
