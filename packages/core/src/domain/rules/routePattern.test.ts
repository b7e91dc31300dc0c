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

  it("supports an optional last segment, absent from the params when missing", () => {
    expect(matchPattern("/:a/:b?", "/x")).toStrictEqual({ a: "x" })
    expect(matchPattern("/:a/:b?", "/x/y")).toEqual({ a: "x", b: "y" })
  })

  it("matches a prefix in loose mode (nested routes), whole segments only", () => {
    expect(parsePattern("/user", true).pattern.test("/user/profile")).toBe(true)
    expect(parsePattern("/user", true).pattern.test("/username")).toBe(false)
    expect(parsePattern("/user").pattern.test("/user/profile")).toBe(false)
  })

  it("takes the rest of the path in a '*' segment", () => {
    expect(matchPattern("/user/*", "/user/facility/12")).toEqual({ wild: "facility/12" })
    expect(matchPattern("/user/*", "/user")).toStrictEqual({})
    expect(matchPattern("/user/*", "/users")).toBeNull()
  })

  it("matches literal text literally", () => {
    expect(matchPattern("/builds/latest.json", "/builds/latest.json")).toEqual({})
    expect(matchPattern("/builds/latest.json", "/builds/latestxjson")).toBeNull()
  })

  it("fills patterns, encoding values and dropping a missing optional segment", () => {
    expect(fillPattern("/:type(przedszkola|zlobki)/:voivodeship", { type: "zlobki", voivodeship: "mazowieckie" })).toBe("/zlobki/mazowieckie")
    expect(fillPattern("/:type(przedszkola|zlobki)-miasta", { type: "przedszkola" })).toBe("/przedszkola-miasta")
    expect(fillPattern("/placowka/:facility", { facility: "a b/c" })).toBe("/placowka/a%20b%2Fc")
    expect(fillPattern("/:a/:b?", { a: "x" })).toBe("/x")
    expect(fillPattern("/:a/:b?", { a: "x", b: null })).toBe("/x")
    for (const facility of [undefined, null, ""]) expect(() => fillPattern("/placowka/:facility", { facility })).toThrow(/facility/)
  })
})
