import { describe, expect, it } from "vitest"
import { zoomResultCap } from "./zoomResultCap"

describe("zoomResultCap", () => {
  it("grows with the zoom at the boundaries", () => {
    expect(zoomResultCap(5)).toBe(300)
    expect(zoomResultCap(8)).toBe(300)
    expect(zoomResultCap(8.5)).toBe(1000)
    expect(zoomResultCap(11)).toBe(1000)
    expect(zoomResultCap(12)).toBe(2000)
    expect(zoomResultCap(Number.NaN)).toBe(300)
  })
})
