import { describe, expect, it } from "vitest"
import { backButtonTarget, groupTabs, isMapView, loginPath, pathTo, resolveRoute, routeNames, routes, safeNextPath } from "./paths"

describe("route table", () => {
  it("resolves a path to core's route, with the route's meta; no route is the 404 page", () => {
    expect(resolveRoute("/zlobki/malopolskie")).toEqual({
      name: "catalog_cities",
      params: { type: "zlobki", voivodeship: "malopolskie" },
      meta: routes.catalog_cities.meta
    })
    expect(resolveRoute("/szkoly/malopolskie")).toEqual({ name: null, params: {}, meta: { background: "grey" } })
  })

  it("keeps /user/profile a user route, not a catalogue of type 'user'", () => {
    expect(resolveRoute("/user/profile").meta.validation).toBe("user")
  })

  it("builds paths that resolve back to the same route", () => {
    const params = { type: "zlobki", voivodeship: "slaskie", city: "katowice", district: "ligota", facility: "x", token: "t", opinion: 5, question: 6, legal: "owu", cityId: 7, material_slug: "piosenki-jesienne", category: "zabawy", slug: "wpis", kind: "privacy", id: 8 }
    for (const name of routeNames) {
      expect(resolveRoute(pathTo(name, params)).name, name).toBe(name)
    }
  })

  it("gives the teacher zone's list its breadcrumb and display under both addresses (spec 2.2)", () => {
    for (const name of ["materials", "materials_list"] as const) {
      expect(routes[name].meta).toMatchObject({ display: "TEACHER_ZONE", breadcrumb: "strefa-nauczyciela" })
    }
  })

  it("has the meta the layout needs", () => {
    expect(routes.user.meta.backButton).toBe("map")
    expect(routes.landing.meta).toMatchObject({ display: "MAIN_SITE", breadcrumb: "landing", background: "white" })
    expect(routes.login.meta.citySearch).toBe(false)
    for (const name of routeNames) expect(["white", "grey"]).toContain(routes[name].meta.background)
  })

  it("builds My account's tabs and the support panel's from their groups, leaving out hidden routes (spec 2.3)", () => {
    expect(groupTabs("user")).toEqual(["user", "user_opinions", "user_questions", "user_applications", "user_memberships", "user_favourites", "user_saved_searches", "user_visits", "user_settings"])
    expect(groupTabs("support")).toEqual(["support_facilities", "support_opinions", "support_shadow", "support_tags", "support_limits", "support_templates", "support_toolbox", "support_ownership", "support_sales_requests"])
    expect(routes.user_opinions.meta.counter).toBe("opinions")
    expect(routes.user_questions.meta.counter).toBe("questions")
    for (const name of routeNames.filter((route) => route.startsWith("user"))) expect(routes[name].meta.validation, name).toBe("user")
    for (const name of ["support_facilities", "support_opinions"] as const) expect(routes[name].meta.validation, name).toBe("support")
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
