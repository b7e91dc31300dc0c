import { describe, expect, it } from "vitest"
import { backButtonTarget, isMapView, loginPath, pathTo, resolveRoute, routeNames, routes, safeNextPath } from "./paths"

describe("route table", () => {
  it("resolves every route of spec 2.2 and the account pages", () => {
    const cases: Array<[string, string | null, Record<string, string>]> = [
      ["/", "landing", {}],
      ["/wszystkie-lokalizacje", "map", {}],
      ["/placowka/zlobek-pod-debem", "map_facility", { facility: "zlobek-pod-debem" }],
      ["/map/12", "facility", { facility: "12" }],
      ["/zlobki-miasta", "catalog_voivodeships", { type: "zlobki" }],
      ["/przedszkola-miasta", "catalog_voivodeships", { type: "przedszkola" }],
      ["/przedszkola/malopolskie", "catalog_cities", { type: "przedszkola", voivodeship: "malopolskie" }],
      ["/zlobki/malopolskie/krakow", "catalog_facilities", { type: "zlobki", voivodeship: "malopolskie", city: "krakow" }],
      ["/zlobki/malopolskie/krakow/podgorze", "catalog_facilities_district", { type: "zlobki", voivodeship: "malopolskie", city: "krakow", district: "podgorze" }],
      ["/logowanie", "login", {}],
      ["/rejestracja", "signup", {}],
      ["/przypomnij-haslo", "password_remind", {}],
      ["/reset-hasla/abc", "password_reset", { token: "abc" }],
      ["/potwierdz-konto/xyz", "account_confirm", { token: "xyz" }],
      ["/user/profile", "user", {}],
      ["/dla-placowek", "product_landing", {}]
    ]
    for (const [path, name, params] of cases) {
      const route = resolveRoute(path)
      expect(route.name, path).toBe(name)
      expect(route.params, path).toEqual(params)
    }
  })

  it("gives 404 (no route) to unknown paths and to catalogue paths of another type", () => {
    expect(resolveRoute("/nie-ma-takiej-strony").name).toBeNull()
    expect(resolveRoute("/szkoly/malopolskie").name).toBeNull()
    expect(resolveRoute("/user/settings").name).toBeNull()
    expect(resolveRoute("/a/b/c/d/e").name).toBeNull()
  })

  it("keeps /user/profile a user route, not a catalogue of type 'user'", () => {
    expect(resolveRoute("/user/profile").meta.validation).toBe("user")
  })

  it("builds paths that resolve back to the same route", () => {
    const params = { type: "zlobki", voivodeship: "slaskie", city: "katowice", district: "ligota", facility: "x", token: "t" }
    for (const name of routeNames) {
      expect(resolveRoute(pathTo(name, params)).name, name).toBe(name)
    }
  })

  it("has the meta the layout needs", () => {
    expect(routes.user.meta.backButton).toBe("map")
    expect(routes.landing.meta).toMatchObject({ display: "MAIN_SITE", breadcrumb: "landing", background: "white" })
    expect(routes.login.meta.citySearch).toBe(false)
    for (const name of routeNames) expect(["white", "grey"]).toContain(routes[name].meta.background)
  })

  it("counts map views: marked routes and any path containing 'baza'", () => {
    expect(isMapView("/wszystkie-lokalizacje", routes.map.meta)).toBe(true)
    expect(isMapView("/baza-placowek", { background: "grey" })).toBe(true)
    expect(isMapView("/logowanie", routes.login.meta)).toBe(false)
  })

  it("labels back buttons per spec 2.3", () => {
    expect(backButtonTarget("map")).toEqual({ label: "BACK_TO_MAP", href: "/wszystkie-lokalizacje" })
    expect(backButtonTarget("facilites_list").label).toBe("BACK_TO_FACILITIES")
  })
})

describe("login return path (spec 4.8)", () => {
  it("accepts only paths on this site", () => {
    expect(safeNextPath("/placowka/x?opinia=1")).toBe("/placowka/x?opinia=1")
    expect(safeNextPath("https://evil.example")).toBeNull()
    expect(safeNextPath("//evil.example/x")).toBeNull()
    expect(safeNextPath("/\\evil.example")).toBeNull()
    expect(safeNextPath("/x\n")).toBeNull()
    expect(safeNextPath(null)).toBeNull()
  })

  it("adds ?next= to the login path", () => {
    expect(loginPath("/placowka/x?opinia=1")).toBe("/logowanie?next=%2Fplacowka%2Fx%3Fopinia%3D1")
    expect(loginPath(null)).toBe("/logowanie")
    expect(loginPath("/logowanie")).toBe("/logowanie")
    expect(loginPath("https://evil.example")).toBe("/logowanie")
  })
})
