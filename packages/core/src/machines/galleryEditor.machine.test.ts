import { describe, expect, it } from "vitest"
import type { GalleryPhoto } from "../domain/facility"
import { galleryOrderChanged, mergeGallery, movePhoto } from "./galleryEditor.machine"

const photo = (id: number, order = 0): GalleryPhoto => ({ id, url: `/p/${id}.jpg`, thumb_url: `/t/${id}.jpg`, order })
const ids = (photos: ReadonlyArray<GalleryPhoto>) => photos.map((shown) => shown.id)

describe("the gallery editor's rules", () => {
  it("moves a photo to a position, clamped to the gallery; an unknown one moves nothing", () => {
    const photos = [photo(1), photo(2), photo(3)]
    expect(ids(movePhoto(photos, 3, 0))).toEqual([3, 1, 2])
    expect(ids(movePhoto(photos, 1, 1))).toEqual([2, 1, 3])
    expect(ids(movePhoto(photos, 1, 99))).toEqual([2, 3, 1])
    expect(ids(movePhoto(photos, 2, -4))).toEqual([2, 1, 3])
    expect(movePhoto(photos, 9, 0)).toBe(photos)
  })

  it("keeps the order shown for photos still there, takes the server's data, and puts new ones last", () => {
    const merged = mergeGallery([photo(3), photo(1), photo(2)], [photo(1, 0), photo(3, 1), photo(4, 2)])
    expect(ids(merged)).toEqual([3, 1, 4])
    expect(merged.map((shown) => shown.order)).toEqual([1, 0, 2])
  })

  it("tells an order to save from the one kept", () => {
    expect(galleryOrderChanged({ photos: [photo(1), photo(2)], savedOrder: [1, 2] })).toBe(false)
    expect(galleryOrderChanged({ photos: [photo(2), photo(1)], savedOrder: [1, 2] })).toBe(true)
  })
})
