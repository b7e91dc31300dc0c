import { readVisitedFacilities, rememberVisitedFacility, VISITED_STORAGE_KEY } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { browserSessionStorage, browserStorage } from "./browserStorage"

describe("browserStorage", () => {
  it("is the device's localStorage, where visited facilities are remembered", () => {
    localStorage.removeItem(VISITED_STORAGE_KEY)
    rememberVisitedFacility(3, browserStorage())
    expect(readVisitedFacilities(browserStorage())).toEqual([3])
    expect(JSON.parse(localStorage.getItem(VISITED_STORAGE_KEY) ?? "null")).toEqual([3])
  })
})

describe("browserSessionStorage", () => {
  it("is this tab's sessionStorage, not the device's localStorage", () => {
    browserSessionStorage()?.setItem("pociecha.test", "tab")
    expect(sessionStorage.getItem("pociecha.test")).toBe("tab")
    expect(localStorage.getItem("pociecha.test")).toBeNull()
    sessionStorage.removeItem("pociecha.test")
  })
})
