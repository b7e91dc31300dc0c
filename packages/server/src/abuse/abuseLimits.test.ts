import { describe, expect, it } from "vitest"
import { defaultAbuseLimits, loginLockSeconds } from "./abuseLimits"

describe("login soft locks", () => {
  it("start at a minute and double with each lock of the day, up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((lock) => loginLockSeconds(defaultAbuseLimits, lock))).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600
    ])
  })
})
