import { describe, expect, it } from "vitest"
import { appRouteNames, appRoutes, matchAppRoute } from "./appRoutes"
import { isCatalogType } from "./catalogType"
import { fillPattern } from "./routePattern"

describe("app routes", () => {
  it("matches every route of spec 2.2 and the account pages", () => {
    const cases: Array<[string, string, Record<string, string>]> = [
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
      ["/user/user_opinions", "user_opinions", {}],
      ["/user/user_opinions/12", "user_opinion", { opinion: "12" }],
      ["/user/questions", "user_questions", {}],
      ["/user/question/7", "user_question", { question: "7" }],
      ["/user/applications", "user_applications", {}],
      ["/user/memberships", "user_memberships", {}],
      ["/user/settings", "user_settings", {}],
      ["/user_facility", "owner_area", {}],
      ["/user_facility/12", "facility_settings_view", { facility: "12" }],
      ["/user_facility/12/facility_settings", "facility_settings_group", { facility: "12" }],
      ["/user_facility/12/facility_settings/address", "facility_address", { facility: "12" }],
      ["/user_facility/12/parents_teachers", "facility_parents_teachers", { facility: "12" }],
      ["/user_facility/12/parents_teachers/parents", "facility_parents", { facility: "12" }],
      ["/support", "support_facilities", {}],
      ["/support/opinions", "support_opinions", {}],
      ["/dla-placowek", "product_landing", {}],
      ["/regulamin", "legal", { legal: "regulamin" }],
      ["/polityka-prywatnosci", "legal", { legal: "polityka-prywatnosci" }],
      ["/owu", "legal", { legal: "owu" }],
      ["/polityka-cookies", "legal", { legal: "polityka-cookies" }],
      ["/blog", "blog", {}],
      ["/blog/kategoria/zywienie-dziecka", "blog_category", { category: "zywienie-dziecka" }],
      ["/blog/odpornosc-przedszkolaka-jesienia", "blog_post", { slug: "odpornosc-przedszkolaka-jesienia" }]
    ]
    for (const [path, name, params] of cases) expect(matchAppRoute(path), path).toEqual({ name, params })
  })

  it("takes no unknown path, nor a catalogue path of another type", () => {
    for (const path of ["/regulaminy", "/polityka-prywatnosci/1", "/nie-ma-takiej-strony", "/szkoly/malopolskie", "/user/nieznana", "/support/nieznana", "/a/b/c/d/e", "/assets/index.js", "/placowka/"]) {
      expect(matchAppRoute(path), path).toBeNull()
    }
  })

  it("takes the support panel's catalogue screens", () => {
    expect(["/support/tags", "/support/limits", "/support/templates"].map((path) => matchAppRoute(path)?.name)).toEqual(["support_tags", "support_limits", "support_templates"])
  })

  it("takes as a catalogue type exactly what a catalogue path takes", () => {
    for (const segment of ["przedszkola", "zlobki", "żłobki", "szkoly", "user", ""]) {
      expect(isCatalogType(segment), segment).toBe(matchAppRoute(`/${segment}/malopolskie`)?.name === "catalog_cities")
    }
  })

  it("takes the teacher zone's list under both addresses before a material's, and every path under the placeholder", () => {
    expect(matchAppRoute("/strefa-nauczyciela/materialy-dydaktyczne")?.name).toBe("materials_list")
    expect(matchAppRoute("/strefa-nauczyciela/piosenki-jesienne")).toEqual({ name: "materials_entry", params: { material_slug: "piosenki-jesienne" } })
    for (const path of ["/landing/strefa-nauczyciela", "/landing/strefa-nauczyciela/a/b"]) expect(matchAppRoute(path)?.name, path).toBe("materials_placeholder")
  })

  it("keeps /user/profile a user route, not a catalogue of type 'user'", () => {
    expect(matchAppRoute("/user/profile")?.name).toBe("user")
  })

  it("matches each filled route back to itself, in table order", () => {
    const params = { type: "zlobki", voivodeship: "slaskie", city: "katowice", district: "ligota", facility: "x", token: "t", opinion: 5, question: 6, legal: "owu", cityId: 7, material_slug: "piosenki-jesienne", category: "zabawy", slug: "wpis", kind: "privacy", id: 8 }
    for (const name of appRouteNames) expect(matchAppRoute(fillPattern(appRoutes[name], params))?.name, name).toBe(name)
  })
})
