import type { City } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { footerCityLinks } from "./layout/footerCities"
import { showNavbarCitySearch } from "./layout/Navbar"
import { footerUserLinks, isLinkActive } from "./navigation"
import { resolveRoute } from "../shared/routing/paths"

const city = (name: string, param: string, voivodeship_param: string, kind: "city" | "district" = "city"): City => ({
  kind,
  id: param.length,
  name,
  key: param,
  param,
  voivodeship: voivodeship_param,
  voivodeship_param,
  county: "",
  district_param: null,
  display_name: name,
  city_cache: `${param}_cache`,
  boundingbox: [0, 1, 0, 1],
  mobileBoundingbox: [0, 1, 0, 1],
  importance: 1
})

describe("navbar city search (spec 2.3)", () => {
  it("is hidden on the landing page, with a facility parameter, on account forms and on a subdomain", () => {
    expect(showNavbarCitySearch(resolveRoute("/wszystkie-lokalizacje"), false)).toBe(true)
    expect(showNavbarCitySearch(resolveRoute("/zlobki/malopolskie/krakow"), false)).toBe(true)
    expect(showNavbarCitySearch(resolveRoute("/"), false)).toBe(false)
    expect(showNavbarCitySearch(resolveRoute("/placowka/x"), false)).toBe(false)
    expect(showNavbarCitySearch(resolveRoute("/map/x"), false)).toBe(false)
    expect(showNavbarCitySearch(resolveRoute("/logowanie"), false)).toBe(false)
    expect(showNavbarCitySearch(resolveRoute("/wszystkie-lokalizacje"), true)).toBe(false)
  })
})

describe("footer city lists (spec 2.3)", () => {
  it("links the first 15 cities to catalog_facilities of the type", () => {
    const cities = Array.from({ length: 18 }, (_, index) => city(`Miasto ${index}`, `miasto-${index}`, "mazowieckie"))
    const links = footerCityLinks([city("Mokotów", "mokotow", "mazowieckie", "district"), ...cities], "zlobki")
    expect(links).toHaveLength(15)
    expect(links[0]).toEqual({ key: "zlobki-mazowieckie-miasto-0", name: "Miasto 0", href: "/zlobki/mazowieckie/miasto-0" })
    expect(footerCityLinks(cities, "przedszkola")[14]?.href).toBe("/przedszkola/mazowieckie/miasto-14")
  })
})

describe("footer FOR_USERS list (spec 2.3, defect 5)", () => {
  it("offers a guest the catalogues, sign-up and login", () => {
    expect(footerUserLinks(false).map((link) => link.href)).toEqual(["/zlobki-miasta", "/przedszkola-miasta", "/rejestracja", "/logowanie"])
  })

  it("never offers sign-up or login to someone signed in: the profile instead", () => {
    const links = footerUserLinks(true)
    expect(links.map((link) => link.display)).toEqual(["NURSERIES_CATALOG", "KINDERGARTENS_CATALOG", "MY_PROFILE"])
    expect(links.map((link) => link.href)).not.toContain("/logowanie")
    expect(links.map((link) => link.href)).not.toContain("/rejestracja")
  })
})

describe("active links", () => {
  it("matches the page and pages under it", () => {
    expect(isLinkActive("/zlobki-miasta", "/zlobki-miasta")).toBe(true)
    expect(isLinkActive("/dla-placowek", "/dla-placowek/cennik")).toBe(true)
    expect(isLinkActive("/dla-placowek", "/dla-placowek-x")).toBe(false)
    expect(isLinkActive("/", "/logowanie")).toBe(false)
  })
})
