import { describe, expect, it } from "vitest"
import { defaultAbuseLimits, loginDelaySeconds } from "./abuseLimits"

describe("login slowdown", () => {
  it("starts at a second and doubles with each wrong password over the allowance, up to five minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20].map((over) => loginDelaySeconds(defaultAbuseLimits, over))).toEqual([
      1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300
    ])
  })
})
