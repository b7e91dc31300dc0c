import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { errorOf, request } from "./support/http"
import { startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const call = (path: string, body: unknown) => request(server.baseUrl, "POST", path, { body })
const districtsOf = (body: unknown) => call("/api/regions/voivodeships/cities/districts", body)
const warsaw = { city_slug: "warszawa", voivodeship_slug: "mazowieckie" }

interface District {
  readonly name: string
  readonly slug: string
  readonly facilities_count: number
}

describe("a city's districts for its catalogue page (issue 7, defect 8)", () => {
  it("lists the districts that have facilities, in Polish order, with counts that match their pages", async () => {
    const response = await districtsOf(warsaw)
    expect(response.status).toBe(200)
    const districts: District[] = response.body
    expect(districts.map((district) => district.slug)).toContain("mokotow")
    expect(districts.find((district) => district.slug === "mokotow")?.name).toBe("Mokotów")
    expect(districts.map((district) => district.name)).toEqual([...districts.map((district) => district.name)].sort(new Intl.Collator("pl").compare))
    for (const district of districts.slice(0, 3)) {
      expect(district.facilities_count).toBeGreaterThan(0)
      const page = await call("/api/regions/voivodeships/cities/new_facilities", { ...warsaw, district: district.slug })
      expect(page.body.facilities.itemsTotal).toBe(district.facilities_count)
    }
  })

  it("counts only the catalogue's types", async () => {
    const all: District[] = (await districtsOf(warsaw)).body
    const nurseries: District[] = (await districtsOf({ ...warsaw, required_specialization: ["nursery"] })).body
    expect(nurseries.length).toBeGreaterThan(0)
    for (const district of nurseries) {
      const everyType = all.find((other) => other.slug === district.slug)
      expect(district.facilities_count).toBeLessThanOrEqual(everyType!.facilities_count)
      const page = await call("/api/regions/voivodeships/cities/new_facilities", { ...warsaw, district: district.slug, required_specialization: ["nursery"] })
      expect(page.body.facilities.itemsTotal).toBe(district.facilities_count)
    }
    expect(nurseries.reduce((sum, d) => sum + d.facilities_count, 0)).toBeLessThan(all.reduce((sum, d) => sum + d.facilities_count, 0))
  })

  it("answers 404 for an unknown city and 400 without one", async () => {
    const unknown = await districtsOf({ city_slug: "atlantyda", voivodeship_slug: "mazowieckie" })
    expect(unknown.status).toBe(404)
    expect(errorOf(unknown).data.error.msg).toBe("ERROR_NOT_FOUND")
    const missing = await districtsOf({ voivodeship_slug: "mazowieckie" })
    expect(missing.status).toBe(400)
  })
})
