import { searchPolygon, zoomResultCap, type MapBounds } from "@pociecha/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { errorOf, request } from "./support/http"
import { mapMarkers, searchFacilities, type MapFilters as Filters } from "./support/mapSearch"
import { startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const search = (bounds: MapBounds, zoom: number, filters: Filters = {}) => mapMarkers(server.baseUrl, bounds, zoom, filters)

/** Spec 7.5 as SQL: the public facilities in the rectangle that pass the filters, premium first, capped by zoom. */
const expectedIds = async (bounds: MapBounds, zoom: number, filters: Filters) => {
  const rows = await server.query<{ id: number }>(
    `select f.id from facilities f
     where f.lat between $1 and $2 and f.lng between $3 and $4
       and f.active and f.shadow_status is distinct from 'rejected'
       and (cardinality($5::text[]) = 0 or f.status = any($5))
       and (cardinality($6::text[]) = 0 or f.specialization && array(select id from tags where type = 'specialization' and key = any($6)))
       and (cardinality($7::text[]) = 0 or f.ownership && array(select id from tags where type = 'ownership' and key = any($7)))
     order by f.map_rank, f.score_total desc nulls last, f.id
     limit $8`,
    [bounds.south, bounds.north, bounds.west, bounds.east, filters.accepted_status ?? [],
      filters.required_specialization ?? [], filters.required_ownership ?? [], zoomResultCap(zoom)]
  )
  return rows.map((row) => row.id)
}

const poland = { north: 55, south: 49, west: 14, east: 24.2 }
const mazovia = { north: 53.2, south: 51.2, west: 19.5, east: 22.5 }
const warsaw = { north: 52.3681, south: 52.0978, west: 20.8517, east: 21.2711 }
const krakowCentre = { north: 50.08, south: 50.05, west: 19.9, east: 19.98 }

describe("map search", () => {
  it("answers exactly what spec 7.5 asks, for wide and close views and every filter", async () => {
    const views: ReadonlyArray<[MapBounds, number]> = [[poland, 6], [mazovia, 8], [mazovia, 9], [warsaw, 12], [krakowCentre, 15]]
    const filters: ReadonlyArray<Filters> = [
      {},
      { accepted_status: ["premium", "registered"] },
      { accepted_status: ["unknown"], required_specialization: ["nursery", "kindergarten"] },
      { required_ownership: ["public"] },
      { required_specialization: ["no_such_tag"] }
    ]
    for (const [bounds, zoom] of views) {
      for (const filter of filters) {
        const markers = await search(bounds, zoom, filter)
        expect(markers.map((m) => m.id), JSON.stringify({ zoom, filter })).toEqual(await expectedIds(bounds, zoom, filter))
      }
    }
    expect((await search(poland, 6)).length).toBe(300)
  })

  it("sends each marker as the profile describes its facility", async () => {
    const [marker] = await search(warsaw, 12)
    const profile = await request(server.baseUrl, "GET", `/api/facility/list/${marker!.id}`)
    expect(marker).toEqual({
      id: profile.body.id,
      slug: profile.body.slug,
      name: profile.body.name,
      status: profile.body.status,
      lat: profile.body.location.lat,
      lng: profile.body.location.lng,
      city: profile.body.city,
      street: profile.body.street,
      building_number: profile.body.building_number,
      specialization: profile.body.specialization,
      score_total: profile.body.score_total
    })
  })
})

describe("map search's two answers", () => {
  it("answers the spec's array of facilities by default: the markers' facilities, in their order", async () => {
    const views: ReadonlyArray<[MapBounds, number, Filters]> = [
      [poland, 6, {}], [warsaw, 12, {}], [krakowCentre, 15, { accepted_status: ["unknown"] }], [warsaw, 12, { required_specialization: ["no_such_tag"] }]
    ]
    for (const [bounds, zoom, filters] of views) {
      const facilities = await searchFacilities(server.baseUrl, bounds, zoom, filters)
      expect(facilities.map((f) => f.id)).toEqual(await expectedIds(bounds, zoom, filters))
    }
  })

  it("names each facility's fields as spec 3.3's search item does, with where it stands", async () => {
    const [facility] = await searchFacilities(server.baseUrl, warsaw, 12)
    const profile = (await request(server.baseUrl, "GET", `/api/facility/list/${facility!.id}`)).body
    const tags = (await request(server.baseUrl, "GET", "/api/v1/tag")).body as ReadonlyArray<{ id: string; key: string; display: string }>
    const first = tags.find((tag) => tag.id === profile.specialization[0])!
    expect(facility).toStrictEqual({
      id: profile.id,
      name: profile.name,
      slug: profile.slug,
      status: profile.status,
      payload: { city: profile.city, post_code: profile.post_code, street: profile.street, building_number: profile.building_number },
      tag: { preset: first.key, label: first.display },
      location: { lat: profile.location.lat, lng: profile.location.lng },
      specialization: profile.specialization,
      score_total: profile.score_total
    })
  })

  it("publishes both answers in the OpenAPI document: the array by default, the markers on `format=markers`", async () => {
    const document = (await request(server.baseUrl, "GET", "/api/openapi.json")).body
    const operation = document.paths["/api/search"].post
    expect(operation.parameters).toContainEqual(expect.objectContaining({ name: "format", in: "query", required: false, schema: { type: "string", enum: ["markers"] } }))
    interface Shape {
      readonly type: string
      readonly items?: { readonly properties: Record<string, unknown>; readonly required?: ReadonlyArray<string> }
      readonly properties?: Record<string, unknown>
    }
    const shapes = operation.responses["200"].content["application/json"].schema.anyOf as ReadonlyArray<Shape>
    expect(shapes.map((shape) => shape.type)).toEqual(["array", "object"])
    expect(Object.keys(shapes[0]!.items!.properties).sort()).toEqual(
      ["distance_m", "id", "location", "name", "payload", "score_total", "slug", "specialization", "status", "tag"]
    )
    // Only a search with an origin carries it (issue 20).
    expect(shapes[0]!.items!.required ?? []).not.toContain("distance_m")
    expect(Object.keys(shapes[1]!.properties!).sort()).toEqual(["markers", "specializations"])
  })

  it("refuses a format it does not know, in the catalogue's shape", async () => {
    const response = await request(server.baseUrl, "POST", "/api/search?format=csv", { body: { search_polygon: searchPolygon(warsaw), zoom: 12 } })
    expect(response.status).toBe(400)
    expect(errorOf(response).data.error.schema).toHaveProperty("format")
  })
})

/**
 * The markers live in memory, kept in step by LISTEN/NOTIFY. The changes below are written
 * with SQL, as another instance or a support tool would write them, and each one shows in the
 * next searches without a restart. (On PostgreSQL the writes go through another session than
 * the listening one: exactly how another instance's writes arrive.)
 */
describe("map search follows the database", () => {
  const spot = { north: 50.0005, south: 49.9995, west: 19.0005 - 0.001, east: 19.0005 }
  const idsAtSpot = async (filters: Filters = {}) => (await search(spot, 16, filters)).map((m) => m.id)

  it("shows a new facility, its edits, and no longer shows it when hidden or deleted", async () => {
    expect(await idsAtSpot()).toEqual([])
    const [{ id }] = (await server.query<{ id: number }>(
      `insert into facilities (name, status, specialization, ownership, voivodeship_id, town_id, county,
         street, lat, lng, location, search_text)
       select 'Żłobek „Nowy”', 'unknown', array(select id from tags where type = 'specialization' and key = 'nursery'),
         '{}', t.voivodeship_id, t.id, t.county, 'ul. Polna', 50, 19, point(19, 50), 'zlobek nowy'
       from towns t where t.name = 'Kraków' and t.builtin_rank is not null
       returning id`
    )) as [{ id: number }]
    await expect.poll(idsAtSpot, { timeout: 5000 }).toEqual([id])
    expect(await idsAtSpot({ required_specialization: ["kindergarten"] })).toEqual([])

    await server.query(`update facilities set name = 'Żłobek „Odnowiony”', status = 'premium', score_total = 4.5 where id = $1`, [id])
    await expect.poll(async () => (await search(spot, 16, { accepted_status: ["premium"] }))[0]?.name, { timeout: 5000 })
      .toBe("Żłobek „Odnowiony”")
    expect((await search(spot, 16))[0]).toMatchObject({ id, status: "premium", score_total: 4.5, city: "Kraków" })

    // Moved, with a specialization id that names no tag (sent as it is).
    const elsewhere = { north: 50.0105, south: 50.0095, west: 19.0095, east: 19.0105 }
    await server.query(`update facilities set lat = 50.01, lng = 19.01, location = point(19.01, 50.01),
      specialization = specialization || '00000000-0000-4000-8000-000000000001'::uuid where id = $1`, [id])
    await expect.poll(async () => (await search(elsewhere, 16)).map((m) => m.id), { timeout: 5000 }).toEqual([id])
    expect(await idsAtSpot()).toEqual([])
    expect((await search(elsewhere, 16))[0]!.specialization).toContain("00000000-0000-4000-8000-000000000001")
    await server.query(`update facilities set lat = 50, lng = 19, location = point(19, 50) where id = $1`, [id])
    await expect.poll(idsAtSpot, { timeout: 5000 }).toEqual([id])

    await server.query(`update facilities set active = false where id = $1`, [id])
    await expect.poll(idsAtSpot, { timeout: 5000 }).toEqual([])
    await server.query(`update facilities set active = true where id = $1`, [id])
    await expect.poll(idsAtSpot, { timeout: 5000 }).toEqual([id])
    await server.query(`delete from facilities where id = $1`, [id])
    await expect.poll(idsAtSpot, { timeout: 5000 }).toEqual([])
  })

  it("reads everything anew when its listening connection is cut, and follows changes made meanwhile", async () => {
    // PostgreSQL: the listener has a connection of its own, cut here. (PGlite has one session: nothing to cut.)
    await server.query(`select pg_terminate_backend(pid) from pg_stat_activity
      where query = 'LISTEN "facility_markers"' and pid <> pg_backend_pid()`)
    const [first] = await search(warsaw, 12)
    await server.query(`update facilities set name = 'Przedszkole „Po Przerwie”' where id = $1`, [first!.id])
    await expect.poll(async () => (await search(warsaw, 12))[0]?.name, { timeout: 10_000 }).toBe("Przedszkole „Po Przerwie”")
  })

  it("follows a renamed town and a renamed tag key", async () => {
    await server.query(`update towns set name = 'Kraków Stołeczny' where name = 'Kraków' and builtin_rank is not null`)
    await expect.poll(async () => (await search(krakowCentre, 15))[0]?.city, { timeout: 5000 }).toBe("Kraków Stołeczny")
    await server.query(`update towns set name = 'Kraków' where name = 'Kraków Stołeczny'`)

    const nurseries = await search(krakowCentre, 15, { required_specialization: ["nursery"] })
    expect(nurseries.length).toBeGreaterThan(0)
    await server.query(`update tags set key = 'creche' where type = 'specialization' and key = 'nursery'`)
    await expect.poll(async () => (await search(krakowCentre, 15, { required_specialization: ["creche"] })).map((m) => m.id), { timeout: 5000 })
      .toEqual(nurseries.map((m) => m.id))
    expect(await search(krakowCentre, 15, { required_specialization: ["nursery"] })).toEqual([])
    await server.query(`update tags set key = 'nursery' where type = 'specialization' and key = 'creche'`)
  })
})
