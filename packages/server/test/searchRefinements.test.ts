import { searchPolygon, straightDistanceMeters, type MapBounds } from "@pociecha/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { request } from "./support/http"
import { startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  // The demo data opens no vacancies: give some Warsaw facilities free places, one group closed by recruitment.
  await server.query(`update facilities set recruitment_active = true, vacancies_updated_at = now() - (id || ' minutes')::interval,
    vacancies_by_age = case when id % 3 = 0 then '[{"age_group":"4","places":2},{"age_group":"3","places":0}]'::jsonb
      else '[{"age_group":"nursery","places":1}]'::jsonb end
    where id % 2 = 0 and lat between 52.0978 and 52.3681`)
})
afterAll(() => server.close())

const warsaw: MapBounds = { north: 52.3681, south: 52.0978, west: 20.8517, east: 21.2711 }
const centre = { lat: 52.2297, lng: 21.0122 }

/** A facility of Warsaw as the table keeps it: what the filters and orders of issue 20 read. */
interface Row {
  readonly id: number
  readonly lat: number
  readonly lng: number
  readonly score_total: number | null
  readonly opinions_count: number
  readonly tuition_from: number | null
  readonly tuition_to: number | null
  readonly open_at: number | null
  readonly close_at: number | null
  readonly features: ReadonlyArray<string>
  readonly classes: ReadonlyArray<string>
  readonly groups: ReadonlyArray<string>
  readonly updated: number | null
}

/** Every public facility in the rectangle, read plainly: the tests decide from these what the search must answer. */
const facilitiesOf = async (bounds: MapBounds): Promise<ReadonlyArray<Row>> =>
  server.query<Row>(
    `select f.id, f.lat, f.lng, f.score_total::float8 as score_total, f.opinions_count, f.tuition_from, f.tuition_to,
       f.open_at, f.close_at,
       array(select key from tags where id = any(f.features)) as features,
       array(select c->>'name' from jsonb_array_elements(f.extra_classes) c) as classes,
       array(select v->>'age_group' from jsonb_array_elements(f.vacancies_by_age) v where f.recruitment_active and (v->>'places')::int > 0) as groups,
       (extract(epoch from f.vacancies_updated_at) * 1000)::float8 as updated
     from facilities f
     where f.lat between $1 and $2 and f.lng between $3 and $4 and f.active and f.shadow_status is distinct from 'rejected'`,
    [bounds.south, bounds.north, bounds.west, bounds.east]
  )

const search = (body: Record<string, unknown>, format = "") =>
  request(server.baseUrl, "POST", `/api/search${format}`, { body: { search_polygon: searchPolygon(warsaw), zoom: 12, ...body } })

const ids = (items: ReadonlyArray<{ readonly id: number }>) => items.map((item) => item.id)
const sorted = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)

describe("near me: the origin and the distance", () => {
  it("gives each facility its straight-line metres from the origin, nearest first when sorted by distance", async () => {
    const { status, body } = await search({ origin: centre, sort: "distance" })
    expect(status).toBe(200)
    const rows = await facilitiesOf(warsaw)
    expect(body).toHaveLength(rows.length)
    for (const item of body) {
      expect(item.distance_m).toBeCloseTo(straightDistanceMeters(centre, item.location), -1)
    }
    const distances = body.map((item: { distance_m: number }) => item.distance_m)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const nearest = rows.reduce((a, b) => (straightDistanceMeters(centre, a) <= straightDistanceMeters(centre, b) ? a : b))
    expect(body[0].id).toBe(nearest.id)
    // The item keeps the spec's shape besides.
    expect(Object.keys(body[0]).sort()).toEqual(["distance_m", "id", "location", "name", "payload", "score_total", "slug", "specialization", "status", "tag"])
  })

  it("carries no distance without an origin, and keeps the result order when an origin comes without a sort", async () => {
    const plain = await search({})
    expect(plain.body.every((item: object) => !("distance_m" in item))).toBe(true)
    const withOrigin = await search({ origin: centre })
    expect(ids(withOrigin.body)).toEqual(ids(plain.body))
    expect(withOrigin.body.every((item: { distance_m?: number }) => typeof item.distance_m === "number")).toBe(true)
  })

  it("refuses to sort by distance without an origin, in the catalogue's shape", async () => {
    const { status, body } = await search({ sort: "distance" })
    expect(status).toBe(400)
    expect(body).toMatchObject({ statusCode: 400, data: { error: { type: "error/bad-request", msg: "ERROR_BAD_REQUEST", schema: { origin: ["FIELD_REQUIRED"] } } } })
  })

  it("sends the map's markers in the same order", async () => {
    const facilities = await search({ origin: centre, sort: "distance" })
    const markers = await search({ origin: centre, sort: "distance" }, "?format=markers")
    expect(markers.status).toBe(200)
    expect(markers.body.markers.map((row: ReadonlyArray<unknown>) => row[0])).toEqual(ids(facilities.body))
  })
})

describe("the four other orders", () => {
  const descNullsLast = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a)
  const ascNullsLast = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b)
  const orders: ReadonlyArray<[string, (a: Row, b: Row) => number]> = [
    ["rating", (a, b) => descNullsLast(a.score_total, b.score_total) || b.opinions_count - a.opinions_count || a.id - b.id],
    ["opinions", (a, b) => b.opinions_count - a.opinions_count || descNullsLast(a.score_total, b.score_total) || a.id - b.id],
    ["tuition", (a, b) => ascNullsLast(a.tuition_from, b.tuition_from) || ascNullsLast(a.tuition_to, b.tuition_to) || a.id - b.id],
    ["vacancies_updated", (a, b) => descNullsLast(a.updated, b.updated) || a.id - b.id]
  ]
  it.each(orders)("sorts by %s", async (sort, compare) => {
    const { status, body } = await search({ sort })
    expect(status).toBe(200)
    expect(ids(body)).toEqual([...(await facilitiesOf(warsaw))].sort(compare).map((row) => row.id))
  })
})

describe("the filters parents ask for", () => {
  const cases: ReadonlyArray<[string, Record<string, unknown>, (row: Row) => boolean]> = [
    ["up to 1,200 zł", { tuition_to: 1200 }, (r) => r.tuition_from !== null && r.tuition_from <= 1200],
    ["from 800 zł", { tuition_from: 800 }, (r) => (r.tuition_to ?? r.tuition_from ?? -1) >= 800],
    ["open by 6:30", { open_by: 390 }, (r) => r.open_at !== null && r.open_at <= 390],
    ["open until 17:30", { open_until: 1050 }, (r) => r.close_at !== null && r.close_at >= 1050],
    ["a free place for four-year-olds", { vacancies_for: ["4"] }, (r) => r.groups.includes("4")],
    ["a place for three-year-olds (none is free)", { vacancies_for: ["3"], sort: "rating" }, (r) => r.groups.includes("3")],
    ["own garden and own kitchen", { amenities: ["own_garden", "own_kitchen"] }, (r) => r.features.includes("own_garden") && r.features.includes("own_kitchen")],
    ["an amenity that does not exist", { amenities: ["own_garden", "no_such_amenity"] }, () => false]
  ]
  it.each(cases)("%s", async (_, filters, passes) => {
    const { status, body } = await search(filters)
    expect(status).toBe(200)
    expect(sorted(ids(body))).toEqual(sorted((await facilitiesOf(warsaw)).filter(passes).map((row) => row.id)))
  })

  it("an extra class, named as the counts offer it", async () => {
    const counts = await request(server.baseUrl, "POST", "/api/search/counts", { body: { search_polygon: searchPolygon(warsaw), zoom: 12 } })
    const name: string = counts.body.extra_classes[0].name
    const { body } = await search({ extra_classes: [name] })
    expect(sorted(ids(body))).toEqual(sorted((await facilitiesOf(warsaw)).filter((r) => r.classes.includes(name)).map((r) => r.id)))
    expect(body).toHaveLength(counts.body.extra_classes[0].count)
  })

  it("refuses malformed filters in the catalogue's shape", async () => {
    for (const bad of [{ tuition_to: "cheap" }, { open_by: 2000 }, { sort: "price" }, { origin: { lat: 95, lng: 21 } }, { extra_classes: ["a\u0000b"] }]) {
      const { status, body } = await search(bad)
      expect(status, JSON.stringify(bad)).toBe(400)
      expect(body.data.error.msg).toBe("ERROR_BAD_REQUEST")
    }
  })
})

describe("the counts before a filter is applied", () => {
  const counts = (body: Record<string, unknown>) =>
    request(server.baseUrl, "POST", "/api/search/counts", { body: { search_polygon: searchPolygon(warsaw), zoom: 12, ...body } })

  it("count, for each option, what the search would find with it added to the other filters chosen", async () => {
    const chosen = { tuition_to: 2000, amenities: ["own_garden"] }
    const { status, body } = await counts(chosen)
    expect(status).toBe(200)
    expect(body.total).toBe((await search(chosen)).body.length)
    expect(body.amenities.length).toBeGreaterThan(1)
    for (const { key, count } of body.amenities) {
      const amenities = [...new Set(["own_garden", key])]
      expect(count, key).toBe((await search({ ...chosen, amenities })).body.length)
    }
    // An age group counts beside the groups already chosen (one of them is enough), not within them.
    const late = { open_until: 960 }
    const withGroup = await counts({ ...late, vacancies_for: ["nursery"] })
    for (const { age_group, count } of withGroup.body.vacancies_for) {
      expect(count, age_group).toBe((await search({ ...late, vacancies_for: [age_group] })).body.length)
    }
    expect(withGroup.body.vacancies_for.map((g: { age_group: string }) => g.age_group).sort()).toEqual(["4", "nursery"])
  })
})
