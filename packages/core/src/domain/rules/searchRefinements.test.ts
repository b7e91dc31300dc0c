import { describe, expect, it } from "vitest"
import { readFilters } from "./searchFilters"
import {
  clearRefinementFilters,
  countRefinementFilters,
  minutesOfTime,
  NO_REFINEMENTS,
  readRefinements,
  refinementPayload,
  sameRefinements,
  toggleRefinementValue,
  withRefinementText,
  writeRefinements,
  type SearchRefinements
} from "./searchRefinements"

const chosen: SearchRefinements = {
  sort: "distance",
  near: { lat: 50.06143, lng: 19.93658, label: "Rynek Główny 1, Kraków" },
  tuition_from: null,
  tuition_to: 1200,
  open_by: 7 * 60,
  open_until: 17 * 60 + 30,
  amenities: ["own_garden", "own_kitchen"],
  extra_classes: ["Rytmika"]
}

describe("near me, sort and the new filters live in the URL (issue 20, public spec 2.4)", () => {
  it("writes each as a readable parameter, multi-value ones as JSON arrays, and reads the same back", () => {
    const params = writeRefinements("?city=krakow", chosen)
    expect(params.get("city")).toBe("krakow")
    expect(params.get("sort")).toBe("distance")
    expect(params.get("near")).toBe("50.06143,19.93658")
    expect(params.get("near_label")).toBe("Rynek Główny 1, Kraków")
    expect(params.get("tuition_to")).toBe("1200")
    expect(params.has("tuition_from")).toBe(false)
    expect(params.get("open_by")).toBe("07:00")
    expect(params.get("open_until")).toBe("17:30")
    expect(params.get("amenities")).toBe('["own_garden","own_kitchen"]')
    expect(params.get("extra_classes")).toBe('["Rytmika"]')
    expect(readRefinements(params)).toEqual(chosen)
  })

  it("an empty list or an unset value removes its parameter, keeping the spec's filters", () => {
    const query = "?specialization=%5B%22nursery%22%5D&sort=rating&amenities=%5B%22own_garden%22%5D&tuition_to=900"
    const params = writeRefinements(query, NO_REFINEMENTS)
    expect([...params.keys()]).toEqual(["specialization"])
    expect(readFilters(params).specialization).toEqual(["nursery"])
  })

  it("the browser's location has no label, and the link keeps no more than about a metre of it", () => {
    const params = writeRefinements("", { ...NO_REFINEMENTS, sort: "distance", near: { lat: 52.229676123, lng: 21.012228987, label: null } })
    expect(params.get("near")).toBe("52.22968,21.01223")
    expect(params.has("near_label")).toBe(false)
    expect(readRefinements(params).near).toEqual({ lat: 52.22968, lng: 21.01223, label: null })
  })

  it("a hand-edited URL still searches: what does not read is dropped, and distance without an origin is no sort", () => {
    const read = readRefinements("?sort=distance&tuition_to=cheap&open_by=25:00&open_until=7&near=91,20&amenities=garden")
    expect(read).toEqual({ ...NO_REFINEMENTS, amenities: ["garden"] })
    expect(readRefinements("?sort=price").sort).toBeNull()
    expect(readRefinements("?sort=opinions").sort).toBe("opinions")
  })

  it("reads a time of day as minutes since midnight", () => {
    expect(minutesOfTime("6:30")).toBe(390)
    expect(minutesOfTime("24:00")).toBe(1440)
    expect(minutesOfTime("24:30")).toBeNull()
    expect(minutesOfTime("12:60")).toBeNull()
  })
})

describe("the refinements in the search's body", () => {
  it("sends sort, origin and the set filters by the contract's names, nothing for what is unset", () => {
    expect(refinementPayload(chosen)).toEqual({
      sort: "distance",
      origin: { lat: 50.06143, lng: 19.93658 },
      tuition_to: 1200,
      open_by: 420,
      open_until: 1050,
      amenities: ["own_garden", "own_kitchen"],
      extra_classes: ["Rytmika"]
    })
    expect(refinementPayload(NO_REFINEMENTS)).toEqual({})
  })

  it("counts the filters set and clears them without losing the sort and the origin", () => {
    expect(countRefinementFilters(chosen)).toBe(6)
    const cleared = clearRefinementFilters(chosen)
    expect(countRefinementFilters(cleared)).toBe(0)
    expect(cleared.sort).toBe("distance")
    expect(cleared.near).toEqual(chosen.near)
  })

  it("two sets with the same choices in another order are the same", () => {
    expect(sameRefinements(chosen, { ...chosen, amenities: ["own_kitchen", "own_garden"] })).toBe(true)
    expect(sameRefinements(chosen, { ...chosen, sort: "rating" })).toBe(false)
  })
})

describe("the filters typed and ticked in the panel", () => {
  it("a typed tuition or time sets its filter, and empty or unreadable text clears it", () => {
    expect(withRefinementText(NO_REFINEMENTS, "tuition_to", " 1200 ").tuition_to).toBe(1200)
    expect(withRefinementText(NO_REFINEMENTS, "open_by", "06:45").open_by).toBe(405)
    expect(withRefinementText(chosen, "tuition_to", "").tuition_to).toBeNull()
    expect(withRefinementText(chosen, "open_until", "late").open_until).toBeNull()
    expect(withRefinementText(chosen, "tuition_to", "-5").tuition_to).toBeNull()
  })

  it("ticking an amenity or a class adds it, ticking it again removes it", () => {
    const on = toggleRefinementValue(NO_REFINEMENTS, "amenities", "own_garden")
    expect(on.amenities).toEqual(["own_garden"])
    expect(toggleRefinementValue(on, "amenities", "own_garden").amenities).toEqual([])
    expect(toggleRefinementValue(chosen, "extra_classes", "Rytmika").extra_classes).toEqual([])
  })
})
