import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { errorOf, request } from "./support/http"
import { mapMarkers } from "./support/mapSearch"
import { startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const call = (method: string, path: string, options?: Parameters<typeof request>[3]) =>
  request(server.baseUrl, method, path, options)

const warsawBox = { north: 52.3681, south: 52.0978, west: 20.8517, east: 21.2711 }
const polygon = ({ north, south, west, east }: typeof warsawBox) => ({
  type: "poly",
  data: [
    { lng: west, lat: north },
    { lng: east, lat: north },
    { lng: east, lat: south },
    { lng: west, lat: south },
    { lng: west, lat: north }
  ]
})

describe("facility reads", () => {
  it("lists facilities newest first, paged, and filtered by the query grammar", async () => {
    const first = await call("GET", "/api/v1/facility/list?limit=10&page=1")
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ curPage: 1, prevPage: null, nextPage: 2, offset: 0, itemsReceived: 10 })
    const dates: Array<number> = first.body.items.map((f: { created_at: number }) => f.created_at)
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    const second = await call("GET", "/api/v1/facility/list?limit=10&page=2")
    expect(second.body.offset).toBe(10)
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id)

    const query = encodeURIComponent('city_slug="krakow" AND status="premium"')
    const filtered = await call("GET", `/api/v1/facility/list?query=${query}&limit=50`)
    expect(filtered.status).toBe(200)
    expect(filtered.body.items.length).toBeGreaterThan(0)
    for (const facility of filtered.body.items) expect(facility).toMatchObject({ city_slug: "krakow", status: "premium" })

    const tagQuery = encodeURIComponent('specialization<-"nursery"')
    const nurseries = await call("GET", `/api/v1/facility/list?query=${tagQuery}&limit=5`)
    expect(nurseries.body.items.length).toBe(5)
  })

  it("refuses a malformed query, an unknown field and a bad page", async () => {
    for (const query of ['name="unterminated', 'password_hash="x"', 'name>"a" OR']) {
      const response = await call("GET", `/api/v1/facility/list?query=${encodeURIComponent(query)}`)
      expect(response.status).toBe(400)
      expect(errorOf(response).data.error.msg).toBe("ERROR_BAD_REQUEST")
    }
    const badPage = await call("GET", "/api/v1/facility/list?page=zero")
    expect(badPage.status).toBe(400)
    expect(errorOf(badPage).data.error.schema).toHaveProperty("page")
  })

  it("reads a profile by id and by slug, with phone and e-mail only on demand", async () => {
    const list = await call("GET", "/api/v1/facility/list?limit=1")
    const { id, slug } = list.body.items[0]
    const byId = await call("GET", `/api/facility/list/${id}`)
    expect(byId.status).toBe(200)
    expect(byId.body).toMatchObject({ id, slug })
    expect(byId.body).not.toHaveProperty("phone")
    expect(byId.body).not.toHaveProperty("email")
    expect((await call("GET", `/api/facility/list/${slug}`)).body.id).toBe(id)
    const phone = await call("GET", `/api/facility/list/${id}/phone`)
    expect(phone.status).toBe(200)
    expect(phone.body).toHaveProperty("phone")
    const email = await call("GET", `/api/facility/list/${slug}/email`)
    expect(email.body).toHaveProperty("email")

    const unknown = await call("GET", "/api/facility/list/no-such-facility")
    expect(unknown.status).toBe(404)
    expect(errorOf(unknown).data.error).toMatchObject({ type: "error/facility-not-found", msg: "ERROR_FACILITY_NOT_FOUND" })
  })

  it("recommends the best facilities of a city or the country", async () => {
    const krakow = await call("GET", "/api/facility/list-best-facilities/krakow")
    expect(krakow.body.length).toBeGreaterThan(0)
    for (const facility of krakow.body) expect(facility.city_slug).toBe("krakow")
    const country = await call("GET", "/api/facility/list-best-facilities/polska")
    expect(country.body.length).toBe(12)
    expect(country.body[0].status).toBe("premium")
  })

  it("lists a voivodeship's facilities", async () => {
    const page = await call("POST", "/api/facility/list-by-voivodeship", {
      body: { voivodeship_slug: "mazowieckie", required_specialization: ["kindergarten"] }
    })
    expect(page.status).toBe(200)
    expect(page.body.itemsTotal).toBeGreaterThan(0)
    for (const facility of page.body.items) expect(facility.voivodeship_slug).toBe("mazowieckie")
  })
})

describe("regions", () => {
  it("lists the 16 voivodeships with facility counts", async () => {
    const response = await call("GET", "/api/regions/voivodeships")
    expect(response.body).toHaveLength(16)
    const total = response.body.reduce((sum: number, v: { facilities_count: number }) => sum + v.facilities_count, 0)
    expect(total).toBeGreaterThan(1000)
  })

  it("gives the top 5 cities of each voivodeship for a catalogue type", async () => {
    const response = await call("GET", "/api/regions/voivodeships/top-5-cities?type=zlobki")
    expect(response.body).toHaveLength(16)
    const malopolskie = response.body.find((v: { voivodeship_slug: string }) => v.voivodeship_slug === "malopolskie")
    expect(malopolskie.cities.length).toBeLessThanOrEqual(5)
    expect(malopolskie.cities[0].slug).toBe("krakow")
    const bad = await call("GET", "/api/regions/voivodeships/top-5-cities?type=szkoly")
    expect(bad.status).toBe(400)
  })

  it("lists a voivodeship's cities and a city's and district's newest facilities", async () => {
    const cities = await call("POST", "/api/regions/voivodeships/cities", {
      body: { slug: "malopolskie", required_specialization: ["kindergarten"] }
    })
    expect(cities.body.voivodeship).toBe("małopolskie")
    expect(cities.body.cities.map((c: { slug: string }) => c.slug)).toContain("krakow")

    const city = await call("POST", "/api/regions/voivodeships/cities/new_facilities", {
      body: { city_slug: "warszawa", voivodeship_slug: "mazowieckie", page: 2 }
    })
    expect(city.body).toMatchObject({ city: "Warszawa", district: null, facilities: { curPage: 2, prevPage: 1 } })
    expect(city.body.facilities.items.length).toBeGreaterThan(0)

    const district = await call("POST", "/api/regions/voivodeships/cities/new_facilities", {
      body: { city_slug: "warszawa", voivodeship_slug: "mazowieckie", district: "mokotow" }
    })
    expect(district.body.district).toBe("Mokotów")
    for (const facility of district.body.facilities.items) expect(facility.district_slug).toBe("mokotow")

    const unknown = await call("POST", "/api/regions/voivodeships/cities/new_facilities", {
      body: { city_slug: "atlantyda", voivodeship_slug: "mazowieckie" }
    })
    expect(unknown.status).toBe(404)
  })
})

describe("map search", () => {
  it("returns only facilities inside the visible rectangle", async () => {
    const markers = await mapMarkers(server.baseUrl, warsawBox, 12)
    expect(markers.length).toBeGreaterThan(10)
    for (const marker of markers) {
      expect(marker.lat).toBeGreaterThanOrEqual(warsawBox.south)
      expect(marker.lat).toBeLessThanOrEqual(warsawBox.north)
      expect(marker.lng).toBeGreaterThanOrEqual(warsawBox.west)
      expect(marker.lng).toBeLessThanOrEqual(warsawBox.east)
    }
  })

  it("filters by status, specialization and ownership", async () => {
    const premium = await mapMarkers(server.baseUrl, warsawBox, 12, { accepted_status: ["premium"] })
    expect(premium.length).toBeGreaterThan(0)
    for (const marker of premium) expect(marker.status).toBe("premium")

    const tags = await call("GET", "/api/v1/tag")
    const nursery = tags.body.find((t: { type: string; key: string }) => t.type === "specialization" && t.key === "nursery")
    const nurseries = await mapMarkers(server.baseUrl, warsawBox, 12, { required_specialization: ["nursery"] })
    expect(nurseries.length).toBeGreaterThan(0)
    for (const marker of nurseries) expect(marker.specialization).toContain(nursery.id)
  })

  it("caps the results by zoom, keeping paying facilities first", async () => {
    const poland = { north: 55, south: 49, west: 14, east: 24.2 }
    const markers = await mapMarkers(server.baseUrl, poland, 6)
    expect(markers.length).toBe(300)
    expect(markers[0]!.status).toBe("premium")
  })

  it("refuses a payload with wrong types or a broken polygon", async () => {
    const wrongZoom = await call("POST", "/api/search", { body: { search_polygon: polygon(warsawBox), zoom: "far" } })
    expect(wrongZoom.status).toBe(400)
    expect(errorOf(wrongZoom).data.error.schema).toHaveProperty("zoom")
    const broken = await call("POST", "/api/search", { body: { search_polygon: { type: "poly", data: [] }, zoom: 7 } })
    expect(broken.status).toBe(400)
    const offTheGlobe = await call("POST", "/api/search", {
      body: { search_polygon: polygon({ north: 95, south: 52, west: 20, east: 200 }), zoom: 7 }
    })
    expect(offTheGlobe.status).toBe(400)
    expect(Object.keys(errorOf(offTheGlobe).data.error.schema!)).toEqual(
      expect.arrayContaining(["search_polygon.data.0.lat", "search_polygon.data.1.lng"])
    )
    const malformed = await call("POST", "/api/search", { rawBody: "{not json" })
    expect(malformed.status).toBe(400)
  })
})

describe("geo-search", () => {
  it("finds cities ignoring case and Polish diacritics, built-in cities first", async () => {
    const krak = await call("POST", "/api/geo-search", { body: { query: "Krak" } })
    expect(krak.body.city[0]).toMatchObject({ name: "Kraków", kind: "city", city_cache: "krakow_cache" })
    expect(krak.body.city[0].boundingbox).toHaveLength(4)
    const lodz = await call("POST", "/api/geo-search", { body: { query: "LODZ" } })
    expect(lodz.body.city.map((c: { name: string }) => c.name)).toContain("Łódź")
  })

  it("finds districts and facilities by name", async () => {
    const mokotow = await call("POST", "/api/geo-search", { body: { query: "mokotów" } })
    expect(mokotow.body.city).toContainEqual(expect.objectContaining({ kind: "district", name: "Mokotów", param: "warszawa" }))
    const facilities = await call("POST", "/api/geo-search", { body: { query: "przedszkole" } })
    expect(facilities.body.facility.length).toBeGreaterThan(0)
    expect(facilities.body.facility[0]).toHaveProperty("payload.city")
  })

  it("answers empty lists for nothing found and a short query searches town prefixes only", async () => {
    const nothing = await call("POST", "/api/geo-search", { body: { query: "qxqxqx" } })
    expect(nothing.body).toEqual({ city: [], facility: [] })
    const short = await call("POST", "/api/geo-search", { body: { query: "Wa" } })
    expect(short.body.facility).toEqual([])
    expect(short.body.city[0].name).toBe("Warszawa")
  })

  it("lists the 18 built-in cities in the spec's order", async () => {
    const cities = await call("GET", "/api/geo-search/cities")
    expect(cities.body).toHaveLength(18)
    expect(cities.body[0]).toMatchObject({ name: "Warszawa", city_cache: "warszawa_cache" })
    expect(cities.body[17].name).toBe("Sosnowiec")
  })
})

describe("tags, opinions, unknown paths", () => {
  it("lists the seeded tags with display dates", async () => {
    const tags = await call("GET", "/api/v1/tag")
    const params = tags.body.filter((t: { type: string }) => t.type === "specialization").map((t: { param: string }) => t.param)
    expect(params).toEqual(expect.arrayContaining(["zlobek", "przedszkole", "punkt-przedszkolny", "klub-malucha-dzieciecy"]))
    expect(tags.body[0].created_at_display).toMatch(/^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}$/)
  })

  it("shows recently accepted opinions, newest first", async () => {
    const opinions = await call("GET", "/api/v1/opinion/recent?limit=5")
    expect(opinions.body).toHaveLength(5)
    expect(opinions.body[0].comment.length).toBeGreaterThanOrEqual(50)
    const bad = await call("GET", "/api/v1/opinion/recent?limit=500")
    expect(bad.status).toBe(400)
  })

  it("answers the health check without the database's help", async () => {
    const health = await call("GET", "/api/health")
    expect(health).toMatchObject({ status: 200, body: { status: "ok" } })
  })

  it("answers an unknown API path with the catalogue's 404", async () => {
    const response = await call("GET", "/api/v1/nothing-here")
    expect(response.status).toBe(404)
    expect(errorOf(response).data.error.msg).toBe("ERROR_NOT_FOUND")
  })
})
