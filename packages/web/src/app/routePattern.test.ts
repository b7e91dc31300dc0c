import { describe, expect, it } from "vitest"
import { fillPattern, matchPattern, parsePattern } from "./routePattern"

describe("route patterns", () => {
  it("matches literal paths, ignoring case and one trailing slash", () => {
    expect(matchPattern("/logowanie", "/logowanie")).toEqual({})
    expect(matchPattern("/logowanie", "/Logowanie/")).toEqual({})
    expect(matchPattern("/logowanie", "/logowanie/x")).toBeNull()
    expect(matchPattern("/", "/")).toEqual({})
    expect(matchPattern("/", "/x")).toBeNull()
  })

  it("captures parameters, one segment each", () => {
    expect(matchPattern("/placowka/:facility", "/placowka/zlobek-pod-debem")).toEqual({ facility: "zlobek-pod-debem" })
    expect(matchPattern("/placowka/:facility", "/placowka/")).toBeNull()
    expect(matchPattern("/placowka/:facility", "/placowka/a/b")).toBeNull()
  })

  it("limits a parameter to its alternatives, with literal text around it", () => {
    const pattern = "/:type(przedszkola|zlobki)-miasta"
    expect(matchPattern(pattern, "/zlobki-miasta")).toEqual({ type: "zlobki" })
    expect(matchPattern(pattern, "/przedszkola-miasta")).toEqual({ type: "przedszkola" })
    expect(matchPattern(pattern, "/szkoly-miasta")).toBeNull()
  })

  it("supports an optional last segment", () => {
    expect(matchPattern("/:a/:b?", "/x")).toEqual({ a: "x" })
    expect(matchPattern("/:a/:b?", "/x/y")).toEqual({ a: "x", b: "y" })
  })

  it("matches a prefix in loose mode (nested routes)", () => {
    expect(parsePattern("/user", true).pattern.test("/user/profile")).toBe(true)
    expect(parsePattern("/user").pattern.test("/user/profile")).toBe(false)
  })

  it("fills patterns, encoding values and dropping a missing optional segment", () => {
    expect(fillPattern("/:type(przedszkola|zlobki)/:voivodeship", { type: "zlobki", voivodeship: "mazowieckie" })).toBe("/zlobki/mazowieckie")
    expect(fillPattern("/:type(przedszkola|zlobki)-miasta", { type: "przedszkola" })).toBe("/przedszkola-miasta")
    expect(fillPattern("/placowka/:facility", { facility: "a b/c" })).toBe("/placowka/a%20b%2Fc")
    expect(fillPattern("/:a/:b?", { a: "x" })).toBe("/x")
    expect(() => fillPattern("/placowka/:facility", {})).toThrow(/facility/)
  })
})
