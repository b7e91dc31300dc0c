import { buildGeoSearchPayload, normalizeSearchText, type GeoSearchPayload } from "@pociecha/core"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SearchRepository } from "../src/repositories/searchRepository"
import { request } from "./support/http"
import { startTestServer, type TestServer } from "./support/testServer"
import { until } from "./support/until"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

interface Hit {
  readonly id: number
  readonly name: string
  readonly status: string
  readonly payload: { readonly city: string; readonly street: string | null }
  readonly tag: { readonly preset: string }
}
interface Place {
  readonly name: string
  readonly kind: string
}

const geoSearch = async (query: string, filters: Record<string, ReadonlyArray<string>> = {}) => {
  const response = await request(server.baseUrl, "POST", "/api/geo-search", { body: { query, ...filters } })
  expect(response.status).toBe(200)
  return response.body as { city: ReadonlyArray<Place>; facility: ReadonlyArray<Hit> }
}

/**
 * A facility of our own in a built-in city, so the expected answer does not hang on the seed's
 * draw; returned once the search box finds it (its index follows the database's notifications).
 */
const addFacility = async (facility: {
  name: string
  city: string
  street: string
  status: "unknown" | "registered" | "premium"
  specialization?: string
  ownership?: string
}) => {
  const [row] = await server.query<{ id: number }>(
    `insert into facilities (name, status, specialization, ownership, voivodeship_id, town_id, county, street,
       lat, lng, location, search_text, score_total)
     select $1, $2, array(select id from tags where type = 'specialization' and key = $3),
       array(select id from tags where type = 'ownership' and key = $4),
       t.voivodeship_id, t.id, t.county, $5, t.lat, t.lng, point(t.lng, t.lat), $1, 5.0
     from towns t where t.name = $6 and t.builtin_rank is not null
     returning id`,
    [facility.name, facility.status, facility.specialization ?? "nursery", facility.ownership ?? "public", facility.street, facility.city]
  )
  await until(`the search box to find ${facility.name}`, async () =>
    (await geoSearch(`${facility.name} ${facility.city}`)).facility.some((f) => f.id === row!.id))
  return row!.id
}

const words = (text: string) => normalizeSearchText(text).split(/[^\p{L}\p{N}]+/u)

/** The answer the database gives (geoSearchStatements), as JSON: what the endpoint's answer from memory must equal. */
const sqlAnswer = async (payload: GeoSearchPayload) =>
  JSON.parse(JSON.stringify(await server.withSql(
    Effect.gen(function*() {
      const repository = yield* SearchRepository
      return yield* repository.geoSearch(payload)
    }).pipe(Effect.provide(SearchRepository.layer))
  )))

const answerOf = async (payload: GeoSearchPayload) => {
  const response = await request(server.baseUrl, "POST", "/api/geo-search", { body: payload })
  expect(response.status).toBe(200)
  return response.body
}

// First, before any test adds a facility: the index then holds what the seed wrote.
describe("the search box answers from memory what the database answers", () => {
  it("for prefixes, Polish letters typed or not, districts, facility names, streets, typos and filters", async () => {
    const names = await server.query<{ name: string; street: string | null }>(
      `select name, street from facilities where active order by id limit 6`
    )
    const districts = await server.query<{ name: string }>(`select name from districts order by id limit 6`)
    const queries = [
      "k", "kr", "Krak", "krakow", "KRAKÓW", "war", "Warszawa", "Łódź", "lodz", "łodz", "gdan", "Pozn", "biał", "biala",
      "bielsko biala", "Bielsko-Biała", "przedszkole", "żłobek", "zlobek", "zlob", "Słoneczko", "sloneczko", "Mokotów",
      "mokotow", "przedszkole krakow", "krakow przedszkole", "zlobek lodz", "przedszkole k", "przedszkole nr 1", "nr 5",
      "ul", "ul. Długa", "krakuw", "Warszwa", "qxqxqx", "„ ” «", "Ąę", "zażółć gęślą jaźń",
      ...names.flatMap((row) => [row.name, row.name.slice(0, 6), `${row.name.split(" ").at(-1)} ${row.street ?? ""}`]),
      ...districts.flatMap((row) => [row.name, row.name.slice(0, 4)])
    ]
    const filters: ReadonlyArray<Omit<GeoSearchPayload, "query">> = [
      { accepted_status: ["premium", "registered"] },
      { required_specialization: ["nursery"], required_ownership: ["public", "private"] },
      { required_specialization: ["no_such_tag"] }
    ]
    const payloads = [
      ...queries.map((query) => ({ query })),
      ...["przedszkole", "Krak", "zlobek lodz", "ul", names[0]!.name].flatMap((query) => filters.map((filter) => ({ query, ...filter })))
    ]
    for (const payload of payloads) expect(await answerOf(payload), JSON.stringify(payload)).toEqual(await sqlAnswer(payload))
  }, 240_000)
})

describe("the search box finds words in any order, without diacritics", () => {
  let pajacyk: number
  beforeAll(async () => {
    pajacyk = await addFacility({ name: "Żłobek Miejski „Pajacyk”", city: "Łódź", street: "ul. Piotrkowska", status: "unknown" })
  })

  it("'zlobek pajacyk' finds the nursery named „Pajacyk”, in any word order, case and quotes", async () => {
    for (const query of ["zlobek pajacyk", "pajacyk zlobek", "ŻŁOBEK „PAJACYK”", "‘Pajacyk’ «żłobek»", "\"pajacyk\"  żłobek", "zlob paja"]) {
      const { facility } = await geoSearch(query)
      expect(facility.map((f) => f.id), query).toContain(pajacyk)
      for (const hit of facility) expect(words(`${hit.name} ${hit.payload.city} ${hit.payload.street}`).join(" "), query).toMatch(/pajacyk/)
    }
  })

  it("'zlobek lodz' finds nurseries in Łódź first, and the city itself", async () => {
    const { city, facility } = await geoSearch("zlobek lodz")
    expect(city[0]).toMatchObject({ name: "Łódź", kind: "city" })
    expect(facility.length).toBeGreaterThan(0)
    expect(facility[0]!.payload.city).toBe("Łódź")
    for (const hit of facility) expect(normalizeSearchText(hit.name)).toMatch(/zlobek/)
    expect(facility.map((f) => f.id)).toContain(pajacyk)
  })

  it("'przedszkole krakow' finds kindergartens in Kraków first, whichever word comes first", async () => {
    const forward = await geoSearch("przedszkole krakow")
    expect(forward.city[0]).toMatchObject({ name: "Kraków", kind: "city" })
    expect(forward.facility.length).toBe(8)
    expect(forward.facility.every((f) => f.payload.city === "Kraków" && /przedszkole/.test(normalizeSearchText(f.name)))).toBe(true)
    const backward = await geoSearch("Kraków, przedszkole")
    expect(backward.facility.map((f) => f.id)).toEqual(forward.facility.map((f) => f.id))
  })

  it("ranks a match of the name and the town above a premium facility that matches only its street", async () => {
    const inTown = await addFacility({ name: "Przedszkole „Zefirek”", city: "Kraków", street: "ul. Długa", status: "unknown" })
    const onStreet = await addFacility({ name: "Przedszkole „Zefirek”", city: "Gdańsk", street: "ul. Krakowska", status: "premium" })
    const { facility } = await geoSearch("zefirek krakow")
    expect(facility.map((f) => f.id)).toEqual([inTown, onStreet])
    const { facility: byName } = await geoSearch("zefirek")
    // Both name it whole: premium first.
    expect(byName.map((f) => f.id)).toEqual([onStreet, inTown])
  })

  it("offers the likely town for a misspelt one that matches nothing", async () => {
    expect((await geoSearch("krakuw")).city[0]).toMatchObject({ name: "Kraków", kind: "city" })
    expect((await geoSearch("Warszwa")).city[0]).toMatchObject({ name: "Warszawa", kind: "city" })
    // A text that matches something gets no guesses.
    for (const place of (await geoSearch("krakow")).city) expect(normalizeSearchText(place.name)).toMatch(/krakow/)
  })

  it("finds nothing for words no facility or town has, and nothing at all for punctuation", async () => {
    expect(await geoSearch("zlobek qxqxqx")).toEqual({ city: [], facility: [] })
    expect(await geoSearch("„ ” « » ‘ ’ - !")).toEqual({ city: [], facility: [] })
  })
})

describe("geo-search applies the filters of spec 7.5", () => {
  it("keeps only facilities of the accepted statuses and required specializations and ownerships", async () => {
    const all = await geoSearch("przedszkole")
    expect(new Set(all.facility.map((f) => f.status)).size).toBeGreaterThan(0)

    const premium = await geoSearch("przedszkole", { accepted_status: ["premium"] })
    expect(premium.facility.length).toBeGreaterThan(0)
    for (const hit of premium.facility) expect(hit.status).toBe("premium")
    const free = await geoSearch("przedszkole", { accepted_status: ["unknown"] })
    expect(free.facility.length).toBeGreaterThan(0)
    for (const hit of free.facility) expect(hit.status).toBe("unknown")

    const nurseries = await geoSearch("lodz", { required_specialization: ["nursery"] })
    expect(nurseries.facility.length).toBeGreaterThan(0)
    for (const hit of nurseries.facility) expect(hit.tag.preset).toBe("nursery")

    const privateOnes = await geoSearch("krakow", { required_ownership: ["private", "not_public"] })
    expect(privateOnes.facility.length).toBeGreaterThan(0)
    const owned = await server.query<{ id: number; keys: Array<string> }>(
      `select f.id, array(select key from tags where id = any(f.ownership)) as keys from facilities f where f.id = any($1)`,
      [privateOnes.facility.map((f) => f.id)]
    )
    for (const { keys } of owned) expect(keys.some((key) => key === "private" || key === "not_public")).toBe(true)

    const unknownKey = await geoSearch("krakow", { required_specialization: ["no_such_tag"] })
    expect(unknownKey.facility).toEqual([])
  })

  it("filters only facilities: the towns and districts a text names stay, and empty filters filter nothing", async () => {
    const all = await geoSearch("krakow")
    const none = await geoSearch("krakow", { required_specialization: ["no_such_tag"], required_ownership: ["public"], accepted_status: ["premium"] })
    expect(all.city.length).toBeGreaterThan(0)
    expect(none).toEqual({ city: all.city, facility: [] })
    expect(await geoSearch("przedszkole", { required_specialization: [], required_ownership: [], accepted_status: [] })).toEqual(
      await geoSearch("przedszkole")
    )
  })

  it("takes the body core's city search sends with the page's filters (buildGeoSearchPayload)", async () => {
    const premium = await addFacility({ name: "Przedszkole „Wiewiórka”", city: "Kraków", street: "ul. Lipowa", status: "premium", specialization: "kindergarten", ownership: "private" })
    const free = await addFacility({ name: "Przedszkole „Wiewiórka”", city: "Kraków", street: "ul. Klonowa", status: "unknown", specialization: "kindergarten", ownership: "private" })
    const nursery = await addFacility({ name: "Żłobek „Wiewiórka”", city: "Kraków", street: "ul. Bukowa", status: "premium", specialization: "nursery", ownership: "private" })
    const search = async (filters: Parameters<typeof buildGeoSearchPayload>[1]) => {
      const response = await request(server.baseUrl, "POST", "/api/geo-search", { body: buildGeoSearchPayload("wiewiorka krakow", filters) })
      expect(response.status).toBe(200)
      return (response.body as { city: ReadonlyArray<Place>; facility: ReadonlyArray<Hit> })
    }
    const unfiltered = await search(undefined)
    expect(unfiltered.facility.map((f) => f.id).sort()).toEqual([premium, free, nursery].sort())
    const filtered = await search({ specialization: ["kindergarten"], ownership: ["private"], accepted_status: ["premium"], vacancies_for: [] })
    expect(filtered.facility.map((f) => f.id)).toEqual([premium])
    expect(filtered.city).toEqual(unfiltered.city)
    expect((await search({ specialization: [], ownership: ["public"], accepted_status: [], vacancies_for: [] })).facility).toEqual([])
  })
})

/**
 * The search box answers from the search index in memory, kept in step by LISTEN/NOTIFY like
 * the map's markers: changes written with SQL, as another instance would write them, show in
 * the next searches without a restart.
 */
describe("the search box follows the database", () => {
  const ids = async (query: string) => (await geoSearch(query)).facility.map((f) => f.id)

  it("finds a new facility, by its new name once renamed, and no longer once hidden", async () => {
    const id = await addFacility({ name: "Przedszkole „Modraszek”", city: "Poznań", street: "ul. Ogrodowa", status: "unknown" })
    expect(await ids("modraszek poznan")).toEqual([id])
    await server.query(`update facilities set name = 'Przedszkole „Paź Królowej”', post_code = '60-001' where id = $1`, [id])
    await expect.poll(() => ids("paz krolowej"), { timeout: 5000 }).toEqual([id])
    expect(await ids("modraszek")).toEqual([])
    expect((await geoSearch("paz krolowej")).facility[0]!.payload).toEqual({ city: "Poznań", post_code: "60-001", street: "ul. Ogrodowa" })
    await server.query(`update facilities set active = false where id = $1`, [id])
    await expect.poll(() => ids("paz krolowej"), { timeout: 5000 }).toEqual([])
  })

  it("finds a renamed district, and the facilities in it by its new name", async () => {
    const [district] = await server.query<{ id: number; town_id: number }>(
      `select d.id, d.town_id from districts d where exists (select 1 from facilities f where f.district_id = d.id and f.active) order by d.id limit 1`
    )
    await server.query(`update districts set name = 'Zakątek Świetlików' where id = $1`, [district!.id])
    await expect.poll(async () => (await geoSearch("zakatek swietlikow")).city.map((place) => [place.kind, place.name]), { timeout: 5000 })
      .toEqual([["district", "Zakątek Świetlików"]])
    const inIt = await server.query<{ id: number }>(`select id from facilities where district_id = $1 and active`, [district!.id])
    const found = await ids("zakatek swietlikow")
    expect(found.length).toBeGreaterThan(0)
    for (const id of found) expect(inIt.map((row) => row.id)).toContain(id)
  })
})
