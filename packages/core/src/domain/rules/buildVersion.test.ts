import { describe, expect, it } from "vitest"
import { DEVELOPMENT_BUILD, isNewBuild } from "./buildVersion"

describe("isNewBuild (spec 7.6)", () => {
  it("is a different published id than the tab's", () => {
    expect(isNewBuild("b1", { version: "b2" })).toBe(true)
    expect(isNewBuild("b2", { version: "b1" })).toBe(true)
    expect(isNewBuild("b1", { version: "b1" })).toBe(false)
  })

  it("is nothing for an answer that names no build, or in development", () => {
    for (const answer of [null, "b2", {}, { version: "" }, { version: 2 }]) expect(isNewBuild("b1", answer)).toBe(false)
    expect(isNewBuild(DEVELOPMENT_BUILD, { version: "b2" })).toBe(false)
  })
})
