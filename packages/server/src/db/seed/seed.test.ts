import { Effect, ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { verifyPassword } from "../../auth/password"
import { databaseLayer } from "../database"
import { migrate } from "../migrate"
import { demoAccount, demoAccounts, demoFacility, seedDatabase, type SeedSummary } from "./index"

const FACILITIES = 1000

const freshDatabase = () => ManagedRuntime.make(databaseLayer({ kind: "embedded", dataDir: "memory://" }))
type Db = ReturnType<typeof freshDatabase>

const seed = (db: Db) => db.runPromise(Effect.andThen(migrate, seedDatabase({ facilities: FACILITIES, demo: true })))
const query = <A extends object>(db: Db, text: string, params: ReadonlyArray<unknown> = []) =>
  db.runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe<A>(text, params)))

const tableCounts = async (db: Db) => {
  const [row] = await query<Record<string, number>>(db, `select
    (select count(*)::int from voivodeships) as voivodeships, (select count(*)::int from towns) as towns,
    (select count(*)::int from districts) as districts, (select count(*)::int from tags) as tags,
    (select count(*)::int from facilities) as facilities,
    (select count(*)::int from facility_employees) as facility_employees,
    (select count(*)::int from facility_photos) as facility_photos, (select count(*)::int from opinions) as opinions,
    (select count(*)::int from accounts) as accounts, (select count(*)::int from facility_members) as facility_members,
    (select count(*)::int from user_limits) as user_limits`)
  return row
}

let db: Db
let summary: SeedSummary
beforeAll(async () => {
  db = freshDatabase()
  summary = await seed(db)
})
afterAll(() => db.dispose())

describe("seedDatabase", () => {
  it("reports what it wrote", async () => {
    expect(summary.skipped).toBe(false)
    if (summary.skipped) return
    expect(summary.counts).toEqual(await tableCounts(db))
    expect(summary.counts.facilities).toBe(FACILITIES)
  })

  it("seeds the 16 voivodeships", async () => {
    const rows = await query<{ slug: string }>(db, "select slug from voivodeships order by slug")
    expect(rows).toHaveLength(16)
    expect(rows.map((r) => r.slug)).toEqual(expect.arrayContaining(
      ["malopolskie", "slaskie", "lodzkie", "swietokrzyskie", "warminsko-mazurskie", "kujawsko-pomorskie", "zachodniopomorskie"]))
  })

  it("puts towns in the right voivodeship", async () => {
    const rows = await query<{ name: string; voivodeship: string }>(db, `
      select t.name, v.slug as voivodeship from towns t join voivodeships v on v.id = t.voivodeship_id
      where t.builtin_rank is not null`)
    const voivodeshipOf = Object.fromEntries(rows.map((r) => [r.name, r.voivodeship]))
    expect(voivodeshipOf).toMatchObject({
      "Kraków": "malopolskie", "Rzeszów": "podkarpackie", "Olsztyn": "warminsko-mazurskie", "Warszawa": "mazowieckie",
      "Łódź": "lodzkie", "Kielce": "swietokrzyskie", "Szczecin": "zachodniopomorskie", "Toruń": "kujawsko-pomorskie"
    })
  })

  it("marks the 18 built-in cities, Kraków with its box and cache key", async () => {
    const rows = await query<{ name: string; builtin_rank: number; boundingbox: Array<number>; city_cache: string }>(db,
      "select name, builtin_rank, boundingbox, mobile_boundingbox, city_cache from towns where builtin_rank is not null order by builtin_rank")
    expect(rows).toHaveLength(18)
    expect(rows.map((r) => r.name).slice(0, 3)).toEqual(["Warszawa", "Kraków", "Wrocław"])
    const krakow = rows[1]
    expect(krakow?.city_cache).toBe("krakow_cache")
    const [minLat, maxLat, minLon, maxLon] = krakow?.boundingbox ?? []
    expect(minLat).toBeLessThan(50.0614)
    expect(maxLat).toBeGreaterThan(50.0614)
    expect(minLon).toBeLessThan(19.9366)
    expect(maxLon).toBeGreaterThan(19.9366)
  })

  it("seeds exactly the spec's specialization and ownership tags", async () => {
    const params = async (type: string) =>
      (await query<{ param: string }>(db, "select param from tags where type = $1 order by param", [type])).map((r) => r.param)
    expect(await params("specialization")).toEqual([
      "klub-malucha-dzieciecy", "oddzial-przedszkolny", "opiekun-dzienny", "przedszkole", "punkt-przedszkolny",
      "szkola-podstawowa", "zespol-wychowania-przedszkolnego", "zlobek"
    ])
    expect(await params("ownership")).toHaveLength(18)
    expect(await params("utils")).toEqual(["rekrutacja"])
  })

  it("places every facility in Poland, built-in city ones inside their city's box", async () => {
    const [outside] = await query<{ n: number }>(db, `select count(*)::int as n from facilities
      where lat not between 49 and 55 or lng not between 14 and 24.2 or not (location ~= point(lng, lat))`)
    expect(outside?.n).toBe(0)
    const [outsideCity] = await query<{ n: number }>(db, `select count(*)::int as n from facilities f
      join towns t on t.id = f.town_id where t.builtin_rank is not null
      and (f.lat not between t.boundingbox[1] and t.boundingbox[2] or f.lng not between t.boundingbox[3] and t.boundingbox[4])`)
    expect(outsideCity?.n).toBe(0)
  })

  it("gives every built-in city at least 1% of the facilities", async () => {
    const rows = await query<{ n: number }>(db, `select count(f.id)::int as n from towns t
      left join facilities f on f.town_id = t.id where t.builtin_rank is not null group by t.id`)
    expect(Math.min(...rows.map((r) => r.n))).toBeGreaterThanOrEqual(FACILITIES / 100)
  })

  it("writes post codes as NN-NNN", async () => {
    const rows = await query<{ post_code: string }>(db, "select post_code from facilities")
    expect(rows.filter((r) => !/^\d{2}-\d{3}$/.test(r.post_code))).toEqual([])
  })

  it("keeps scores equal to the average of accepted opinions", async () => {
    const rows = await query<{ id: number }>(db, `select f.id from facilities f
      left join opinions o on o.facility_id = f.id and o.status = 'accepted' group by f.id
      having f.opinions_count <> count(o.id) or f.score_food is distinct from round(avg(o.rating_food), 1)`)
    expect(rows).toEqual([])
  })

  it("lets every demo account sign in with the shared password", async () => {
    for (const account of demoAccounts) {
      const [row] = await query<{ password_hash: string; status: string; type: string }>(db,
        "select password_hash, status, type from accounts where email = $1", [account.email])
      expect(row?.status).toBe("active")
      expect(row?.type).toBe(account.type)
      expect(await verifyPassword(account.password, row?.password_hash ?? "")).toBe(true)
    }
  })

  it("makes the demo owner the owner of a premium facility in Kraków with 2 pending opinions", async () => {
    const [row] = await query<Record<string, unknown>>(db, `
      select f.slug, f.status, f.account_id = a.id as linked, f.facility_owner_account_id = a.id as owner,
        m.permissions, t.slug as city,
        (select count(*)::int from opinions o where o.facility_id = f.id and o.status = 'pending') as pending
      from accounts a join facility_members m on m.account_id = a.id and m.role = 'OWNER'
      join facilities f on f.id = m.facility_id join towns t on t.id = f.town_id where a.email = $1`,
      [demoAccount("owner").email])
    expect(row).toMatchObject({
      slug: demoFacility.slug, status: "premium", linked: true, owner: true, city: "krakow", pending: 2,
      permissions: ["facility-data/write", "facility-ownership/read", "facility-ownership/write"]
    })
  })

  it("does nothing when run again", async () => {
    const before = await tableCounts(db)
    const again = await seed(db)
    expect(again.skipped).toBe(true)
    expect(await tableCounts(db)).toEqual(before)
  })

  it("gives the same data on every run", async () => {
    const first = `select f.id, f.name, f.slug, f.lat, f.lng, f.post_code, f.specialization from facilities f order by id limit 50`
    const other = freshDatabase()
    try {
      await seed(other)
      expect(await query(other, first)).toEqual(await query(db, first))
      expect(await query(other, "select id, key from tags order by id")).toEqual(await query(db, "select id, key from tags order by id"))
    } finally {
      await other.dispose()
    }
  })
})
