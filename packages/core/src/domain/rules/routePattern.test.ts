import { describe, expect, it } from "vitest"
import { fillPattern, limitedRoute, matchPattern, oneOf, segment } from "./routePattern"

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

  it("supports an optional last segment, absent from the params when missing", () => {
    expect(matchPattern("/:a/:b?", "/x")).toStrictEqual({ a: "x" })
    expect(matchPattern("/:a/:b?", "/x/y")).toEqual({ a: "x", b: "y" })
  })

  it("limits a parameter of a limited route to its values, with literal text around it", () => {
    const route = limitedRoute(`/${oneOf("type", ["przedszkola", "zlobki"])}-miasta`)
    expect(matchPattern(route, "/zlobki-miasta")).toEqual({ type: "zlobki" })
    expect(matchPattern(route, "/Przedszkola-miasta/")).toEqual({ type: "Przedszkola" })
    expect(matchPattern(route, "/szkoly-miasta")).toBeNull()
    expect(matchPattern(route, "/zlobki-miasta/x")).toBeNull()
    expect(matchPattern(limitedRoute(`/${oneOf("page", ["a.b"])}`), "/axb")).toBeNull()
  })

  it("takes one whole segment for a limited route's segment()", () => {
    const route = limitedRoute(`/${oneOf("type", ["zlobki"])}/${segment("voivodeship")}`)
    expect(matchPattern(route, "/zlobki/slaskie")).toEqual({ type: "zlobki", voivodeship: "slaskie" })
    expect(matchPattern(route, "/zlobki/slaskie/katowice")).toBeNull()
    expect(matchPattern(route, "/zlobki/")).toBeNull()
  })

  it("fills routes, encoding values and dropping a missing optional segment", () => {
    expect(fillPattern("/placowka/:facility", { facility: "a b/c" })).toBe("/placowka/a%20b%2Fc")
    expect(fillPattern("/:a/:b?", { a: "x" })).toBe("/x")
    expect(fillPattern("/:a/:b?", { a: "x", b: null })).toBe("/x")
    expect(fillPattern("/:a/:b?", { a: "x", b: 2 })).toBe("/x/2")
    for (const facility of [undefined, null, ""]) expect(() => fillPattern("/placowka/:facility", { facility })).toThrow(/facility/)
  })

  it("fills limited routes, and throws for a missing parameter", () => {
    const type = oneOf("type", ["przedszkola", "zlobki"])
    expect(fillPattern(limitedRoute(`/${type}-miasta`), { type: "przedszkola" })).toBe("/przedszkola-miasta")
    expect(fillPattern(limitedRoute(`/${type}/${segment("voivodeship")}`), { type: "zlobki", voivodeship: "śląskie" })).toBe("/zlobki/%C5%9Bl%C4%85skie")
    expect(() => fillPattern(limitedRoute(`/${type}-miasta`), {})).toThrow(/type/)
  })
})
