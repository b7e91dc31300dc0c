import { describe, expect, it } from "vitest"
import type { City } from "../domain/region"
import { citySearchNavigation } from "./citySearchNavigation"
import { aFacilityItem, krakow } from "../testing/fixtures"

const podgorze: City = { ...krakow, kind: "district", id: 77, name: "Podgórze", district_param: "podgorze" }
const filtered = "?specialization=%5B%22nursery%22%5D&accepted_status=%5B%22premium%22%5D&page=3&district=stare-miasto"

describe("citySearchNavigation (spec 2.4)", () => {
  it("with a map on screen, moves it and keeps the page with every parameter, naming the city", () => {
    const to = citySearchNavigation({ type: "cityChosen", city: krakow }, { pathname: "/", search: `${filtered}&map_visible=true` }, true)
    expect(to.moveMap).toBe(true)
    expect(to.city).toBe(krakow)
    const url = new URL(to.to, "http://x")
    expect(url.pathname).toBe("/")
    expect(Object.fromEntries(url.searchParams)).toEqual({
      specialization: '["nursery"]',
      accepted_status: '["premium"]',
      page: "3",
      map_visible: "true",
      city: "krakow"
    })
  })

  it("elsewhere, opens the map page at the city with the page's filters only", () => {
    const to = citySearchNavigation({ type: "cityChosen", city: krakow }, { pathname: "/zlobki-miasta", search: filtered }, false)
    expect(to).toMatchObject({ moveMap: false, city: krakow })
    const url = new URL(to.to, "http://x")
    expect(url.pathname).toBe("/wszystkie-lokalizacje")
    expect(Object.fromEntries(url.searchParams)).toEqual({ specialization: '["nursery"]', accepted_status: '["premium"]', city: "krakow" })
  })

  it("a city chosen with a kind of facility sets the specialization filter to it, map on screen or not", () => {
    const choice = { type: "cityChosen", city: krakow, specialization: ["kindergarten", "kindergarten_point"] } as const
    for (const mapOnScreen of [true, false]) {
      const url = new URL(citySearchNavigation(choice, { pathname: "/wszystkie-lokalizacje", search: filtered }, mapOnScreen).to, "http://x")
      expect(url.searchParams.get("specialization"), String(mapOnScreen)).toBe('["kindergarten","kindergarten_point"]')
      expect(url.searchParams.get("city")).toBe("krakow")
    }
  })

  it("names a district by its city and its own parameter", () => {
    const to = citySearchNavigation({ type: "cityChosen", city: podgorze }, { pathname: "/", search: "" }, false)
    expect(to.to).toBe("/wszystkie-lokalizacje?city=krakow&district=podgorze")
  })

  it("opens a chosen facility's profile, and the map as it is when 'Search' had nothing to take", () => {
    expect(citySearchNavigation({ type: "facilityChosen", facility: aFacilityItem(4) }, { pathname: "/", search: filtered }, true)).toEqual({
      to: "/placowka/przedszkole-4",
      city: null,
      moveMap: false
    })
    expect(citySearchNavigation({ type: "mapRequested" }, { pathname: "/", search: filtered }, true)).toEqual({ to: "/wszystkie-lokalizacje", city: null, moveMap: false })
  })
})
