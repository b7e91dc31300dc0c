import { AVATAR_EXPORT, FREE_ASPECT } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { exportSize } from "./exportCrop"

describe("exportSize (management 9 Media: the crop's aspect ratio, field.aspectRatio or 0)", () => {
  it("keeps an avatar square, at most AVATAR_EXPORT.size a side and never enlarged, even when the frame rounds a pixel off", () => {
    expect(exportSize({ x: 0, y: 0, width: 2000, height: 2001 }, AVATAR_EXPORT.aspect)).toEqual({ width: 512, height: 512 })
    expect(exportSize({ x: 10, y: 5, width: 300, height: 299 }, AVATAR_EXPORT.aspect)).toEqual({ width: 300, height: 300 })
  })

  it("keeps a free crop's own proportions, its longer side at most AVATAR_EXPORT.size", () => {
    expect(exportSize({ x: 0, y: 0, width: 1600, height: 900 }, FREE_ASPECT)).toEqual({ width: 512, height: 288 })
    expect(exportSize({ x: 0, y: 0, width: 300, height: 1200 }, FREE_ASPECT)).toEqual({ width: 128, height: 512 })
    expect(exportSize({ x: 0, y: 0, width: 320, height: 240 }, FREE_ASPECT)).toEqual({ width: 320, height: 240 })
  })
})
