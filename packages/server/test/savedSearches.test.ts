import { Duration } from "effect"
import { describe, expect, it } from "vitest"
import { runSearchAlerts } from "../src/alerts/searchAlertJob"
import { alertUnsubscribeTokens } from "../src/alerts/unsubscribeToken"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { manySignups, serverForTests } from "./support/testServer"

// The job runs here when a test says so: the server's own turn comes once, at start.
const server = serverForTests(() => ({ facilities: 600, config: { ...manySignups, alertInterval: Duration.hours(24) } }))
const world = opinionWorld(() => server)
const { call } = world

interface Facility {
  readonly id: number
  readonly name: string
  readonly lat: number
  readonly lng: number
  readonly tuition_from: number
  readonly specialization: string
}

/**
 * A public facility with a tuition, a specialization and no free places, not used by another test:
 * its row is the test's to change.
 */
const facilityOfItsOwn = async (): Promise<Facility> => {
  const rows = await server.query<Facility>(`
    select f.id, f.name, f.lat, f.lng, f.tuition_from, tg.key as specialization
    from facilities f join tags tg on tg.id = f.specialization[1]
    where f.active and f.shadow_status is null and f.tuition_from is not null and f.tuition_from < 5000
    order by f.id`)
  const facility = rows.find((row) => !used.has(row.id))!
  used.add(facility.id)
  await server.query("update facilities set vacancies_by_age = '[]'::jsonb, recruitment_active = true where id = $1", [facility.id])
  return facility
}
const used = new Set<number>()

/** The map search's body for a small rectangle around a point. */
const around = (lat: number, lng: number, extra: Record<string, unknown> = {}) => {
  const [s, n, w, e] = [lat - 0.01, lat + 0.01, lng - 0.01, lng + 0.01]
  return {
    search_polygon: { type: "poly", data: [{ lng: w, lat: n }, { lng: e, lat: n }, { lng: e, lat: s }, { lng: w, lat: s }, { lng: w, lat: n }] },
    zoom: 14,
    ...extra
  }
}

const save = (person: Person, body: Record<string, unknown>) => call("POST", "/api/v1/saved-search", { token: person.jwt, body })

const saved = async (person: Person, body: Record<string, unknown>) => {
  const response = await save(person, body)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body as { id: number; name: string; alert: string }
}

const listed = async (person: Person) => {
  const response = await call("GET", "/api/v1/saved-search", { token: person.jwt })
  expect(response.status).toBe(200)
  return response.body as Array<{ id: number; name: string; alert: string; age_group: string | null; query: unknown }>
}

const tokens = () => alertUnsubscribeTokens(server.config.jwtSecret)
const run = (digestHour = 0) => server.withSql(runSearchAlerts(server.config.publicUrl, tokens().sign, digestHour))

const openPlaces = (facilityId: number, ageGroup: string) =>
  server.query("update facilities set vacancies_by_age = $2::jsonb where id = $1", [facilityId, JSON.stringify([{ age_group: ageGroup, places: 2 }])])

interface Letter {
  readonly subject: string
  readonly body_text: string
  readonly headers: Record<string, string> | null
}
const lettersTo = (email: string) =>
  server.query<Letter>("select subject, body_text, headers from mail_outbox where to_address = $1 and headers ? 'List-Unsubscribe' order by id", [email])

describe("saved searches (issue 20)", () => {
  it("are saved, listed newest first, changed and deleted by their owner", async () => {
    const parent = await world.newParent()
    const first = await saved(parent, { name: "Kraków", query: around(50.06, 19.94, { required_specialization: ["kindergarten"], tuition_to: 1200 }), alert: "instant" })
    const second = await saved(parent, { name: "Blisko babci", query: around(52.2, 21.0), alert: "off", age_group: "4" })
    expect((await listed(parent)).map((search) => search.id)).toEqual([second.id, first.id])
    expect((await listed(parent))[1]).toMatchObject({ name: "Kraków", alert: "instant", age_group: null, query: { tuition_to: 1200, required_specialization: ["kindergarten"] } })

    const patched = await call("PATCH", `/api/v1/saved-search/${first.id}`, { token: parent.jwt, body: { alert: "daily", age_group: "5" } })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ id: first.id, name: "Kraków", alert: "daily", age_group: "5", query: { tuition_to: 1200 } })

    expect((await call("DELETE", `/api/v1/saved-search/${second.id}`, { token: parent.jwt })).status).toBe(204)
    expect((await listed(parent)).map((search) => search.id)).toEqual([first.id])
  })

  it("are nobody else's: another account's id is 404 and changes nothing; a guest is 401", async () => {
    const [owner, other] = [await world.newParent(), await world.newParent()]
    const search = await saved(owner, { name: "Moje", query: around(50.06, 19.94), alert: "instant" })
    const patched = await call("PATCH", `/api/v1/saved-search/${search.id}`, { token: other.jwt, body: { alert: "off" } })
    expect(errorOf(patched)).toMatchObject({ statusCode: 404, data: { error: { msg: "ERROR_NOT_FOUND" } } })
    expect((await call("DELETE", `/api/v1/saved-search/${search.id}`, { token: other.jwt })).status).toBe(404)
    expect(await listed(other)).toEqual([])
    expect((await listed(owner))[0]).toMatchObject({ id: search.id, alert: "instant" })
    expect((await call("GET", "/api/v1/saved-search")).status).toBe(401)
    expect((await call("POST", "/api/v1/saved-search", { body: { name: "x", query: around(50, 19), alert: "off" } })).status).toBe(401)
  })

  it("refuse a bad body in the catalogue's shape, saving nothing", async () => {
    const parent = await world.newParent()
    for (const body of [
      { name: "", query: around(50, 19), alert: "instant" },
      { name: "a\u0000b", query: around(50, 19), alert: "instant" },
      { name: "x", query: around(50, 19), alert: "weekly" },
      { name: "x", query: around(50, 19), alert: "instant", age_group: "9" },
      { name: "x", query: { zoom: 3 }, alert: "instant" },
      { name: "x".repeat(201), query: around(50, 19), alert: "instant" }
    ]) {
      expect(errorOf(await save(parent, body))).toMatchObject({ statusCode: 400, data: { error: { msg: "ERROR_BAD_REQUEST" } } })
    }
    expect((await call("PATCH", "/api/v1/saved-search/abc", { token: parent.jwt, body: {} })).status).toBe(400)
    expect(await listed(parent)).toEqual([])
  })

  it("are at most 20 an account: the 21st is 409 and not saved", async () => {
    const parent = await world.newParent()
    await Promise.all(Array.from({ length: 20 }, (_, i) => saved(parent, { name: `S${i}`, query: around(50, 19), alert: "off" })))
    const refused = await save(parent, { name: "one more", query: around(50, 19), alert: "off" })
    expect(errorOf(refused)).toMatchObject({ statusCode: 409, data: { error: { msg: "ERROR_SAVED_SEARCHES_LIMIT" } } })
    expect(await listed(parent)).toHaveLength(20)
  })

  it("are in the account's export and go with the account", async () => {
    const parent = await world.newParent()
    await saved(parent, { name: "Do eksportu", query: around(50, 19), alert: "daily" })
    const exported = await call("GET", `/api/v1/account/account/${parent.id}/export`, { token: parent.jwt })
    expect(exported.body.saved_searches).toMatchObject([{ name: "Do eksportu", alert: "daily" }])
    expect((await call("DELETE", `/api/v1/account/account/${parent.id}`, { token: parent.jwt })).status).toBe(204)
    expect(await server.query("select id from saved_searches where account_id = $1", [parent.id])).toEqual([])
  })
})

describe("the alerts", () => {
  it("tell at once of places opening in the chosen age group of a facility the search finds, once however many runs", async () => {
    const facility = await facilityOfItsOwn()
    const [watcher, tooCheap, otherAge, elsewhere] = [await world.newParent(), await world.newParent(), await world.newParent(), await world.newParent()]
    const query = around(facility.lat, facility.lng, { required_specialization: [facility.specialization], tuition_to: facility.tuition_from + 100 })
    await saved(watcher, { name: "Obserwowane", query, alert: "instant", age_group: "4" })
    await saved(tooCheap, { name: "Tanie", query: { ...query, tuition_to: facility.tuition_from - 1 }, alert: "instant" })
    await saved(otherAge, { name: "Pięciolatki", query, alert: "instant", age_group: "5" })
    await saved(elsewhere, { name: "Gdzie indziej", query: around(facility.lat + 1, facility.lng), alert: "instant" })
    await run()

    await openPlaces(facility.id, "4")
    await Promise.all([run(), run()])
    await run()

    const letters = await lettersTo(watcher.email)
    expect(letters).toHaveLength(1)
    expect(letters[0]!.body_text).toContain(facility.name)
    expect(letters[0]!.body_text).toContain("4-latki")
    expect(letters[0]!.body_text).toContain("Obserwowane")
    expect(letters[0]!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" })
    expect(letters[0]!.headers!["List-Unsubscribe"]).toMatch(/^<http.*\/api\/v1\/alerts\/unsubscribe\?token=.+>$/)
    for (const parent of [tooCheap, otherAge, elsewhere]) expect(await lettersTo(parent.email)).toEqual([])
  })

  it("tell of a facility appearing in the area, and not of one changed after the search was deleted or turned off", async () => {
    const facility = await facilityOfItsOwn()
    await server.query("update facilities set active = false where id = $1", [facility.id])
    const [watcher, quiet] = [await world.newParent(), await world.newParent()]
    await saved(watcher, { name: "Nowe", query: around(facility.lat, facility.lng), alert: "instant" })
    const off = await saved(quiet, { name: "Wyłączone", query: around(facility.lat, facility.lng), alert: "instant" })
    await call("PATCH", `/api/v1/saved-search/${off.id}`, { token: quiet.jwt, body: { alert: "off" } })
    await server.query("update facilities set active = true where id = $1", [facility.id])
    await run()
    expect((await lettersTo(watcher.email)).map((letter) => letter.body_text).join()).toContain(facility.name)
    expect(await lettersTo(quiet.email)).toEqual([])
  })

  it("tell of a favourite's public news, not of its private news", async () => {
    const facility = await facilityOfItsOwn()
    const parent = await world.newParent()
    await saved(parent, { name: "Daleko", query: around(facility.lat + 2, facility.lng), alert: "instant" })
    expect((await call("PUT", `/api/v1/favourites/${facility.id}`, { token: parent.jwt })).status).toBe(204)
    await server.query(`insert into publications (facility_id, title, content, category, visibility) values
      ($1, 'Dzień otwarty w sobotę', '<p>Zapraszamy</p>', 'relation', 'public'), ($1, 'Zebranie rodziców', '<p>-</p>', 'relation', 'private')`, [facility.id])
    await run()
    const [letter, ...more] = await lettersTo(parent.email)
    expect(more).toEqual([])
    expect(letter!.body_text).toContain("Dzień otwarty w sobotę")
    expect(letter!.body_text).not.toContain("Zebranie rodziców")
  })

  it("come as one digest a day for a daily search", async () => {
    const [first, second] = [await facilityOfItsOwn(), await facilityOfItsOwn()]
    const parent = await world.newParent()
    await saved(parent, { name: "Pierwsza", query: around(first.lat, first.lng), alert: "daily" })
    await saved(parent, { name: "Druga", query: around(second.lat, second.lng), alert: "daily" })
    // Before the digest's hour nothing goes; from it, one letter with both.
    await openPlaces(first.id, "3")
    await openPlaces(second.id, "3")
    await run(24)
    expect(await lettersTo(parent.email)).toEqual([])
    await run()
    const [digest] = await lettersTo(parent.email)
    expect(digest!.body_text).toContain(first.name)
    expect(digest!.body_text).toContain(second.name)
    // More news the same day waits for tomorrow's digest.
    await openPlaces(first.id, "5")
    await run()
    expect(await lettersTo(parent.email)).toHaveLength(1)
    await server.query("update search_alert_digests set sent_on = sent_on - 1 where account_id = $1", [parent.id])
    await run()
    const letters = await lettersTo(parent.email)
    expect(letters).toHaveLength(2)
    expect(letters[1]!.body_text).toContain("5-latki")
  })

  it("leave out of a digest a facility hidden since its match", async () => {
    const facility = await facilityOfItsOwn()
    const parent = await world.newParent()
    await saved(parent, { name: "Ukryta", query: around(facility.lat, facility.lng), alert: "daily" })
    await openPlaces(facility.id, "3")
    await run(24)
    await server.query("update facilities set active = false where id = $1", [facility.id])
    await run()
    expect(await lettersTo(parent.email)).toEqual([])
    await server.query("update facilities set active = true where id = $1", [facility.id])
  })

  it("stop with one POST of the unsubscribe link, without a sign-in; a forged or changed link does nothing", async () => {
    const facility = await facilityOfItsOwn()
    const parent = await world.newParent()
    const search = await saved(parent, { name: "Do wypisania", query: around(facility.lat, facility.lng), alert: "instant" })
    await openPlaces(facility.id, "6")
    await run()
    const [letter] = await lettersTo(parent.email)
    const link = /<(.+)>/.exec(letter!.headers!["List-Unsubscribe"]!)![1]!
    const path = link.slice(link.indexOf("/api/"))

    // Another search's id under this link's signature; a signature changed in its first character.
    const [account, , signature] = tokens().sign({ accountId: parent.id, searchIds: [search.id] }).split(".")
    const flipped = `${signature![0] === "A" ? "B" : "A"}${signature!.slice(1)}`
    for (const forged of [`${account}.${search.id + 1}-${search.id}.${signature}`, `${account}.${search.id}.${flipped}`]) {
      expect((await call("POST", `/api/v1/alerts/unsubscribe?token=${encodeURIComponent(forged)}`)).status).toBe(400)
    }
    expect((await call("POST", "/api/v1/alerts/unsubscribe?token=nothing")).status).toBe(400)
    expect((await call("GET", path)).status).not.toBe(200)
    expect((await listed(parent))[0]!.alert).toBe("instant")

    // What a mail client sends (RFC 8058): a form body, no cookie, no token.
    const oneClick = await fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click"
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.json()).toEqual({ unsubscribed: 1 })
    expect((await listed(parent))[0]!.alert).toBe("off")
    expect((await call("POST", path)).body).toEqual({ unsubscribed: 0 })
    expect(letter!.body_text).toContain("/alerty/wypisz?token=")
  })
})
