import { searchPolygon } from "@pociecha/core"
import { Duration } from "effect"
import { describe, expect, it } from "vitest"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

const BEACONS_PER_MINUTE = 5

// Counts stay in memory for the whole file unless the dashboard's read writes them: nothing else flushes.
const server = serverForTests(() => ({
  facilities: 600,
  config: {
    ...manySignups,
    abuseLimits: { ...manySignups.abuseLimits!, insightEventsPerIp: { points: BEACONS_PER_MINUTE, seconds: 60 } },
    insightFlushInterval: Duration.hours(1)
  }
}))
const world = opinionWorld(() => server)
const { call } = world

interface Series {
  readonly metric: string
  readonly daily: ReadonlyArray<number>
  readonly total: number
  readonly previous_total: number
  readonly city_median: number
}

const insights = async (person: Person, ref: number | string, days = 7) => {
  const response = await call("GET", `/api/facility/list/${ref}/insights?days=${days}`, { token: person.jwt })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as { days: number; from: string; to: string; series: ReadonlyArray<Series> }
}
const metric = (answer: { series: ReadonlyArray<Series> }, name: string) => answer.series.find((series) => series.metric === name)!

const storedCounts = (facilityId: number) =>
  server.query<{ metric: string; count: number }>(
    "select metric, count from facility_daily_stats where facility_id = $1 order by metric", [facilityId])

const warsawToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw", year: "numeric", month: "2-digit", day: "2-digit" })
  .format(new Date())

describe("the owner's dashboard insights", () => {
  it("counts views, reveals, map appearances and website clicks in memory, written when the owner reads them", async () => {
    const { facility, owner } = await world.ownedFacility()
    await server.query("update facilities set phone = '600100200', email = 'biuro@example.pl' where id = $1", [facility.id])
    const [place] = await server.query<{ lat: number; lng: number }>("select lat, lng from facilities where id = $1", [facility.id])
    expect((await call("GET", `/api/facility/list/${facility.slug}`)).status).toBe(200)
    expect((await call("GET", `/api/facility/list/${facility.id}`)).status).toBe(200)
    expect((await call("GET", `/api/facility/list/${facility.id}/phone`)).status).toBe(200)
    expect((await call("GET", `/api/facility/list/${facility.id}/email`)).status).toBe(200)
    const around = { north: place!.lat + 0.0005, south: place!.lat - 0.0005, west: place!.lng - 0.0005, east: place!.lng + 0.0005 }
    expect((await call("POST", "/api/search", { body: { search_polygon: searchPolygon(around), zoom: 18 } })).status).toBe(200)
    expect((await call("POST", "/api/v1/insights/event", { body: { facility_id: facility.id, kind: "website_click" } })).status).toBe(204)
    // A view does not wait for the database: nothing is written yet.
    expect(await storedCounts(facility.id)).toEqual([])

    const answer = await insights(owner, facility.slug!)
    expect(answer).toMatchObject({ days: 7, to: warsawToday })
    expect(answer.series.map((series) => series.metric)).toEqual([
      "profile_view", "phone_reveal", "email_reveal", "website_click", "map_appearance", "question", "application", "opinion"
    ])
    expect(metric(answer, "profile_view")).toMatchObject({ total: 2, previous_total: 0, daily: [0, 0, 0, 0, 0, 0, 2] })
    for (const name of ["phone_reveal", "email_reveal", "website_click", "map_appearance"]) {
      expect(metric(answer, name), name).toMatchObject({ total: 1, daily: [0, 0, 0, 0, 0, 0, 1] })
    }
    expect(await storedCounts(facility.id)).toEqual([
      { metric: "email_reveal", count: 1 }, { metric: "map_appearance", count: 1 }, { metric: "phone_reveal", count: 1 },
      { metric: "profile_view", count: 2 }, { metric: "website_click", count: 1 }
    ])
    // The next batch adds to the day's row.
    await call("GET", `/api/facility/list/${facility.id}`)
    expect(metric(await insights(owner, facility.id), "profile_view").total).toBe(3)
  })

  it("stores no personal data: a facility, a metric, a day and a count, nothing about who", async () => {
    const columns = await server.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'facility_daily_stats' order by ordinal_position")
    expect(columns.map((column) => column.column_name)).toEqual(["facility_id", "metric", "day", "count"])
  })

  it("counts applications, questions and opinions from their own tables, with the previous period beside them", async () => {
    const { facility, owner } = await world.ownedFacility()
    const parent = await world.newParent()
    await server.query(
      `insert into applications (facility_id, account_id, parent_name, parent_surname, parent_phone, address, child_name, child_surname, child_birth_date)
       values ($1, $2, 'Anna', 'Nowak', '600100200', 'ul. Krótka 1', 'Ola', 'Nowak', '2023-01-01')`, [facility.id, parent.id])
    await server.query("insert into user_questions (facility_id, account_id, topic) values ($1, $2, 'Miejsca')", [facility.id, parent.id])
    await world.written(parent, facility.id)
    // Ten views eight days ago: the 7-day period's previous one; 30 days sees them in its own.
    await server.query(
      "insert into facility_daily_stats (facility_id, metric, day, count) values ($1, 'profile_view', $2::date - 8, 10)", [facility.id, warsawToday])

    const week = await insights(owner, facility.id)
    for (const name of ["application", "question", "opinion"]) expect(metric(week, name), name).toMatchObject({ total: 1, previous_total: 0 })
    expect(metric(week, "profile_view")).toMatchObject({ total: 0, previous_total: 10 })
    const month = await insights(owner, facility.id, 30)
    expect(metric(month, "profile_view").daily).toHaveLength(30)
    expect(metric(month, "profile_view")).toMatchObject({ total: 10, previous_total: 0 })
  })

  it("compares with the median of the public facilities in the same town", async () => {
    const { facility, owner } = await world.ownedFacility()
    const town = await server.query<{ id: number }>(
      `select f.id from facilities f where f.town_id = (select town_id from facilities where id = $1)
         and f.active and f.shadow_status is distinct from 'rejected' order by f.id`, [facility.id])
    // Every facility of the town had 4 website clicks yesterday, this one 100: the median is 4.
    for (const { id } of town) {
      await server.query(
        `insert into facility_daily_stats (facility_id, metric, day, count) values ($1, 'website_click', $2::date - 1, $3)
         on conflict (facility_id, metric, day) do update set count = excluded.count`, [id, warsawToday, id === facility.id ? 100 : 4])
    }
    const answer = metric(await insights(owner, facility.id), "website_click")
    expect(answer.total).toBe(100)
    expect(answer.city_median).toBe(town.length === 1 ? 100 : 4)
  })

  it("takes 7, 30 or 90 days and nothing else", async () => {
    const { facility, owner } = await world.ownedFacility()
    expect((await insights(owner, facility.id, 90)).series[0]!.daily).toHaveLength(90)
    for (const days of ["14", "0", "abc", "7.5"]) {
      const response = await call("GET", `/api/facility/list/${facility.id}/insights?days=${days}`, { token: owner.jwt })
      expect(response.status, days).toBe(400)
      expect(errorOf(response).data.error.schema).toHaveProperty("days")
    }
    expect((await call("GET", `/api/facility/list/${facility.id}/insights`, { token: owner.jwt })).status).toBe(400)
  })

  it("is for the facility's runners and support: 401 signed out, 403 another owner or a parent, 404 no such facility", async () => {
    const { facility } = await world.ownedFacility()
    const { owner: ownerOfAnother } = await world.ownedFacility()
    const path = `/api/facility/list/${facility.id}/insights?days=7`
    expect((await call("GET", path)).status).toBe(401)
    const refused = await call("GET", path, { token: ownerOfAnother.jwt })
    expect(refused.status).toBe(403)
    expect(errorOf(refused).data.error.msg).toBe("ERROR_INSUFFICIENT_PERMISSIONS")
    expect((await call("GET", path, { token: (await world.newParent()).jwt })).status).toBe(403)
    expect((await call("GET", path, { token: (await world.demo("support")).jwt })).status).toBe(200)
    expect((await call("GET", "/api/facility/list/999999/insights?days=7", { token: ownerOfAnother.jwt })).status).toBe(404)
  })

  it("takes a beacon only for a public facility and a known kind, and only so many from one client", async () => {
    const facility = await world.quietFacility()
    expect((await call("POST", "/api/v1/insights/event", { body: { facility_id: 999999, kind: "website_click" } })).status).toBe(404)
    expect((await call("POST", "/api/v1/insights/event", { body: { facility_id: facility.id, kind: "profile_view" } })).status).toBe(400)
    const statuses: Array<number> = []
    for (let i = 0; i < BEACONS_PER_MINUTE + 1; i++) {
      statuses.push((await call("POST", "/api/v1/insights/event", { body: { facility_id: facility.id, kind: "website_click" } })).status)
    }
    expect(statuses.at(-1)).toBe(429)
  })
})
