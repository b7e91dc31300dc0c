import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { xssVectors } from "../src/richText/xssVectors"
import { startGeocoderStub } from "./support/geocoderStub"
import { errorOf } from "./support/http"
import { mapMarkers } from "./support/mapSearch"
import { opinionWorld, type Person } from "./support/opinions"
import { staffedFacilities } from "./support/staffedFacility"
import { manySignups, startTestServer, type TestServer } from "./support/testServer"
import { until } from "./support/until"

/** Where the stub finds addresses: one known address, one the service fails on. */
const KNOWN_ADDRESS = "ul. Długa 12A, 31-147 Kraków"
const FAILING_ADDRESS = "ul. Awaryjna 1, 00-001 Warszawa"
const KNOWN_POINT = { lat: 50.0712, lng: 19.9391 }

let server: TestServer
let geocoder: Awaited<ReturnType<typeof startGeocoderStub>>
let support: Person
beforeAll(async () => {
  geocoder = await startGeocoderStub({ [KNOWN_ADDRESS]: [KNOWN_POINT] }, [FAILING_ADDRESS])
  server = await startTestServer({ facilities: 600, config: { ...manySignups, geocoderUrl: geocoder.url } })
  support = await world.demo("support")
})
afterAll(async () => {
  await server.close()
  await geocoder.close()
})

const world = opinionWorld(() => server)
const staff = staffedFacilities(() => server, world)
const { call } = world

const patch = (person: Person | null, id: number, body: unknown, type?: "features") =>
  call("PATCH", `/api/facility/list/${id}${type === undefined ? "" : `?type=${type}`}`, {
    ...(person === null ? {} : { token: person.jwt }),
    body
  })
const managed = async (person: Person, id: number) => {
  const response = await call("GET", `/api/facility/list/${id}/manage`, { token: person.jwt })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}
const saved = async (person: Person, id: number, body: unknown, type?: "features") => {
  const response = await patch(person, id, body, type)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}
/** A refused edit: 400 with the fields' messages, the facility as it was. */
const refused = async (person: Person, id: number, body: unknown, schema: Record<string, Array<string>>, type?: "features") => {
  const before = await managed(person, id)
  const response = await patch(person, id, body, type)
  expect(response.status, JSON.stringify(response.body)).toBe(400)
  expect(errorOf(response).data.error).toMatchObject({ msg: "ERROR_BAD_REQUEST", schema })
  expect(await managed(person, id)).toEqual(before)
}
const profile = async (id: number) => (await call("GET", `/api/facility/list/${id}`)).body
const tagIds = async (type: string, count: number) =>
  (await server.query<{ id: string }>("select id::text from tags where type = $1 order by key limit $2", [type, count])).map((row) => row.id)

describe("the address tab", () => {
  it("saves the changed fields as the facility's own, trimmed and normalised; the profile and the map show them at once", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    const body = await saved(owner, facility.id, {
      name: "  Przedszkole Słoneczna Polana ",
      post_code: "31-147",
      street: "ul. Długa",
      building_number: "12A",
      apartment_number: null,
      phone: "12 345 67 89",
      second_phone: "600 100 200",
      email: "Dyrekcja@Polana.PL",
      website: "polana.pl",
      facebook: "https://facebook.com/polana",
      headmaster: "Anna Kowalska",
      location: KNOWN_POINT
    })
    expect(body).toMatchObject({
      name: "Przedszkole Słoneczna Polana",
      post_code: "31-147",
      street: "ul. Długa",
      phone: "12 345 67 89",
      email: "dyrekcja@polana.pl",
      website: "https://polana.pl",
      headmaster: "Anna Kowalska",
      location: KNOWN_POINT
    })
    expect(await profile(facility.id)).toMatchObject({ name: "Przedszkole Słoneczna Polana", location: KNOWN_POINT })
    const around = { north: KNOWN_POINT.lat + 0.001, south: KNOWN_POINT.lat - 0.001, west: KNOWN_POINT.lng - 0.001, east: KNOWN_POINT.lng + 0.001 }
    await until("the marker at its new place", async () =>
      (await mapMarkers(server.baseUrl, around, 16)).some((marker) => marker.id === facility.id && marker.name === "Przedszkole Słoneczna Polana"))
  })

  it("refuses what a form would: each field's message under it, nothing changed", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    await refused(owner, facility.id, { name: "  ", post_code: "31147", phone: "12 34", email: "nie-adres", website: "http://" }, {
      name: ["FIELD_REQUIRED"],
      post_code: ["POST_CODE_INVALID"],
      phone: ["PHONE_FIELD_MINIMAL_INPUT"],
      email: ["EMAIL_INVALID"],
      website: ["URL_INVALID"]
    })
    await refused(owner, facility.id, { town_id: 2_000_000_000 }, { town_id: ["FIELD_INVALID"] })
    await refused(owner, facility.id, { specialization: [(await tagIds("ownership", 1))[0]] }, { specialization: ["FIELD_INVALID"] })
  })

  it("moves to another town: its voivodeship follows, a district of the old town goes", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    const [other] = await server.query<{ id: number; voivodeship_id: number }>(
      "select t.id, t.voivodeship_id from towns t where t.id <> (select town_id from facilities where id = $1) order by t.id limit 1", [facility.id])
    const body = await saved(owner, facility.id, { town_id: other!.id })
    expect(body).toMatchObject({ town_id: other!.id, voivodeship_id: other!.voivodeship_id, district_id: null })
  })

  it("moves into a district of another town, as the address tab chooses them; the profile and the map name the new place", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    const [place] = await server.query<{ town_id: number; town: string; district_id: number; district: string; voivodeship: string }>(
      `select t.id as town_id, t.name as town, d.id as district_id, d.name as district, v.name as voivodeship
       from districts d join towns t on t.id = d.town_id join voivodeships v on v.id = t.voivodeship_id
       where t.id <> (select town_id from facilities where id = $1) order by d.id limit 1`, [facility.id])
    const [elsewhere] = await server.query<{ id: number }>("select id from districts where town_id <> $1 order by id limit 1", [place!.town_id])
    // A district of a third town is no district of the new one: nothing moves.
    await refused(owner, facility.id, { town_id: place!.town_id, district_id: elsewhere!.id }, { district_id: ["FIELD_INVALID"] })

    const location = { lat: 51.1, lng: 17.03 }
    const body = await saved(owner, facility.id, { town_id: place!.town_id, district_id: place!.district_id, location })
    expect(body).toMatchObject({ town_id: place!.town_id, city: place!.town, district_id: place!.district_id, district: place!.district, voivodeship: place!.voivodeship })
    expect(await profile(facility.id)).toMatchObject({ city: place!.town, district: place!.district, voivodeship: place!.voivodeship, location })
    const around = { north: location.lat + 0.001, south: location.lat - 0.001, west: location.lng - 0.001, east: location.lng + 0.001 }
    await until("the marker in its new town", async () =>
      (await mapMarkers(server.baseUrl, around, 16)).some((marker) => marker.id === facility.id && marker.city === place!.town))
  })
})

describe("the basic info tab", () => {
  it("saves children, tuition and the hours in minutes; checks them against what is stored", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    const body = await saved(owner, facility.id, {
      children_count: 75, tuition: "od 900 do 1200 zł", tuition_from: 900, tuition_to: 1200,
      open_at: 390, close_at: 1050, saturday_open_at: 480, saturday_close_at: 780, is_open_saturday: true, is_open_sunday: false
    })
    expect(body).toMatchObject({ children_count: 75, tuition_from: 900, tuition_to: 1200, open_at: 390, close_at: 1050, is_open_saturday: true })
    // Only the lower end is sent: it must still fit the stored upper end.
    await refused(owner, facility.id, { tuition_from: 1500 }, { tuition_to: ["TUITION_RANGE_INVALID"] })
    await refused(owner, facility.id, { close_at: 300 }, { close_at: ["END_BEFORE_START"] })
    await refused(owner, facility.id, { open_at: 1440, children_count: -1 }, { open_at: ["TIME_INVALID"], children_count: ["FIELD_INVALID"] })
  })

  it("with nothing changed saves nothing and answers the facility as it is", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    const before = await managed(owner, facility.id)
    expect(await saved(owner, facility.id, {})).toEqual(before)
    expect(await saved(owner, facility.id, { children_count: before.children_count, name: before.name })).toEqual(before)
  })
})

describe("the description tab", () => {
  it("stores the editor's HTML sanitised: links keep allowed schemes, nofollow unless turned off", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    const body = await saved(owner, facility.id, {
      description: '<h2>O nas</h2><p onclick="alert(1)">Mamy <b>ogród</b>.</p><script>alert(1)</script>' +
        '<p><a href="javascript:alert(1)">zła</a> <a href="tel:+48600100200" rel="noopener">telefon</a></p>'
    })
    expect(body.description).toBe('<h2>O nas</h2><p>Mamy <strong>ogród</strong>.</p>' +
      '<p><a href="" rel="noopener noreferrer nofollow" target="_blank">zła</a> <a href="tel:+48600100200" rel="noopener noreferrer" target="_blank">telefon</a></p>')
    expect((await profile(facility.id)).description).toBe(body.description)
  })

  it(`stores nothing executable of the ${xssVectors.length} OWASP filter-evasion vectors; what the contract refuses changes nothing`, async () => {
    const executable = /<\s*(script|iframe|object|embed|svg|math|form|meta|link|style|base|frame)|\son\w+\s*=|javascript:|vbscript:|data:text|expression\s*\(|srcdoc/i
    const { facility, owner } = await staff.ownedFacility("premium")
    let stored = 0
    for (const vector of xssVectors) {
      const before = (await profile(facility.id)).description
      const response = await patch(owner, facility.id, { description: `<p>Opis</p>${vector}` })
      if (response.status === 400) {
        // A control character the contract refuses outright.
        expect(errorOf(response).data.error.schema, vector).toEqual({ description: ["FIELD_INVALID"] })
        expect((await profile(facility.id)).description, vector).toBe(before)
      } else {
        expect(response.status, vector).toBe(200)
        expect(response.body.description, vector).not.toMatch(executable)
        expect((await profile(facility.id)).description, vector).toBe(response.body.description)
        stored++
      }
    }
    expect(stored).toBeGreaterThan(xssVectors.length - 5)
  })

  it("counts the sanitised HTML against the package's description_chars", async () => {
    const { facility, owner } = await staff.ownedFacility("unknown")
    expect((await managed(owner, facility.id)).limits.description_chars).toBe(1500)
    await refused(owner, facility.id, { description: `<p>${"a".repeat(1500)}</p>` }, { description: ["TEXT_TOO_LONG"] })
    // Stripped markup does not count: what is stored is what is counted.
    await saved(owner, facility.id, { description: `<p style="color:red" class="x">${"a".repeat(1480)}</p>` })
  })
})

describe("the amenities tab", () => {
  it("on the basic package: at most 5 amenities, changed once a month (ERROR_ACTION_LIMIT_MET); the same set again is no change", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    const amenities = await tagIds("features", 6)
    await refused(owner, facility.id, { features: amenities }, { features: ["TOO_MANY_AMENITIES"] }, "features")
    await refused(owner, facility.id, { features: amenities.slice(0, 2) }, { features: ["FIELD_INVALID"] })
    await refused(owner, facility.id, { features: amenities.slice(0, 2), name: "Inna nazwa" }, { name: ["FIELD_INVALID"] }, "features")
    await refused(owner, facility.id, { features: await tagIds("ownership", 1) }, { features: ["FIELD_INVALID"] }, "features")

    const first = await saved(owner, facility.id, { features: amenities.slice(0, 5) }, "features")
    expect([...first.features].sort()).toEqual(amenities.slice(0, 5).sort())
    expect(first.amenities_edits_this_month).toBe(1)
    // The same amenities in another order: nothing to count.
    expect((await saved(owner, facility.id, { features: amenities.slice(0, 5).reverse() }, "features")).amenities_edits_this_month).toBe(1)

    const second = await patch(owner, facility.id, { features: amenities.slice(1, 6) }, "features")
    expect(second.status).toBe(403)
    expect(errorOf(second).data.error.msg).toBe("ERROR_ACTION_LIMIT_MET")
    expect([...(await managed(owner, facility.id)).features].sort()).toEqual(amenities.slice(0, 5).sort())

    // Support is bound by no package.
    expect((await saved(support, facility.id, { features: amenities }, "features")).features).toHaveLength(6)
  })

  it("on premium: more amenities, changed again; extra classes with their descriptions", async () => {
    const { facility, owner } = await staff.ownedFacility("premium")
    const amenities = await tagIds("features", 8)
    await saved(owner, facility.id, { features: amenities }, "features")
    expect((await saved(owner, facility.id, { features: amenities.slice(0, 3) }, "features")).amenities_edits_this_month).toBe(2)
    const body = await saved(owner, facility.id, { extra_classes: [{ name: " Rytmika ", description: "Dwa razy w tygodniu." }, { name: "Angielski", description: "" }] })
    expect(body.extra_classes).toEqual([{ name: "Rytmika", description: "Dwa razy w tygodniu." }, { name: "Angielski", description: "" }])
    await refused(owner, facility.id, { extra_classes: [{ name: "", description: "x" }] }, { "extra_classes.0.name": ["FIELD_REQUIRED"] })
  })
})

describe("the day plan tab", () => {
  it("keeps the entries in order with their durations; an entry ending before it starts is refused under its end", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    const body = await saved(owner, facility.id, {
      day_plan: [
        { start: 720, end: 780, name: "Obiad", description: "" },
        { start: 420, end: 510, name: "Zabawy swobodne", description: "Sala zabaw." }
      ]
    })
    expect(body.day_plan).toMatchObject([
      { start: 420, end: 510, duration: 90, name: "Zabawy swobodne" },
      { start: 720, end: 780, duration: 60, name: "Obiad" }
    ])
    await refused(owner, facility.id, { day_plan: [{ start: 600, end: 540, name: "Spacer", description: "" }] }, { "day_plan.0.end": ["END_BEFORE_START"] })
  })
})

describe("the recruitment tab", () => {
  it("the basic package has no recruitment text; premium has; vacancies per age group are dated and on the profile", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    await refused(owner, facility.id, { recruitment_active: true, recruitment_description: "Zapisy od marca." }, {
      recruitment_description: ["FEATURE_NOT_IN_PACKAGE"]
    })
    const before = Date.now()
    const body = await saved(owner, facility.id, {
      recruitment_active: true, vacancies: true, vacancies_by_age: [{ age_group: "5", places: 2 }, { age_group: "3", places: 4 }]
    })
    expect(body).toMatchObject({ recruitment_active: true, vacancies: true, vacancies_by_age: [{ age_group: "3", places: 4 }, { age_group: "5", places: 2 }] })
    expect(body.vacancies_updated_at).toBeGreaterThanOrEqual(before - 1000)
    expect(await profile(facility.id)).toMatchObject({ vacancies_by_age: body.vacancies_by_age, vacancies_updated_at: body.vacancies_updated_at })
    await refused(owner, facility.id, { vacancies_by_age: [{ age_group: "3", places: 1 }, { age_group: "3", places: 2 }] }, {
      "vacancies_by_age.1.age_group": ["AGE_GROUP_REPEATED"]
    })

    await server.query("update facilities set status = 'premium' where id = $1", [facility.id])
    expect((await saved(owner, facility.id, { recruitment_description: "Zapisy od marca." })).recruitment_description).toBe("Zapisy od marca.")
  })

  it("the map shows only facilities that recruit with free places in an age group asked for (vacancies_for)", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    const spot = { lat: 49.2992, lng: 19.9496 }
    const around = { north: spot.lat + 0.0005, south: spot.lat - 0.0005, west: spot.lng - 0.0005, east: spot.lng + 0.0005 }
    await saved(owner, facility.id, { location: spot, recruitment_active: true, vacancies_by_age: [{ age_group: "4", places: 3 }, { age_group: "nursery", places: 0 }] })
    const shown = async (vacancies_for: ReadonlyArray<string>) =>
      (await mapMarkers(server.baseUrl, around, 18, { vacancies_for })).some((marker) => marker.id === facility.id)
    await until("the marker with its vacancies", async () => (await shown(["4"])) && !(await shown(["nursery"])))
    expect(await shown([])).toBe(true)
    expect(await shown(["3", "4"])).toBe(true)
    expect(await shown(["nursery", "5"])).toBe(false)
    // Places count only while the facility recruits, as the profile shows them.
    await saved(owner, facility.id, { recruitment_active: false })
    await until("the marker of a facility that stopped recruiting", async () => !(await shown(["4"])))
    await saved(owner, facility.id, { recruitment_active: true })
    await until("the marker recruiting again", async () => await shown(["4"]))
    await saved(owner, facility.id, { vacancies_by_age: [] })
    await until("the marker without vacancies", async () => !(await shown(["4"])))
    const badFilter = await call("POST", "/api/search", {
      body: { search_polygon: { type: "poly", data: [{ lng: 19, lat: 50 }, { lng: 20, lat: 50 }, { lng: 20, lat: 49 }, { lng: 19, lat: 49 }] }, zoom: 12, vacancies_for: ["12"] }
    })
    expect(badFilter.status).toBe(400)
  })
})

describe("the settings tab", () => {
  it("saves the mail switches and the active flag: an inactive facility leaves the public profile, not its owner", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    expect(await saved(owner, facility.id, { notify_new_opinions: false, notify_new_questions: false })).toMatchObject({
      notify_new_opinions: false, notify_new_questions: false
    })
    await saved(owner, facility.id, { active: false })
    expect((await call("GET", `/api/facility/list/${facility.id}`)).status).toBe(404)
    expect((await managed(owner, facility.id)).active).toBe(false)
    await saved(owner, facility.id, { active: true })
    expect((await call("GET", `/api/facility/list/${facility.id}`)).status).toBe(200)
  })
})

describe("who edits", () => {
  it("only those holding facility-data/write and support: 401 a guest, 403 anyone else, nothing changed", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    const teacher = await staff.teacher(facility.id, true)
    const before = await managed(owner, facility.id)
    expect((await patch(null, facility.id, { name: "Przejęta" })).status).toBe(401)
    for (const person of [await world.newParent(), teacher]) {
      const response = await patch(person, facility.id, { name: "Przejęta" })
      expect(response.status).toBe(403)
      expect(errorOf(response).data.error.msg).toBe("ERROR_INSUFFICIENT_PERMISSIONS")
    }
    expect(await managed(owner, facility.id)).toEqual(before)
    expect((await saved(support, facility.id, { children_count: 12 })).children_count).toBe(12)
    expect((await patch(owner, 2_000_000_000, { name: "Nikt" })).status).toBe(404)
  })
})

describe("the map location of an address", () => {
  it("is looked up through GEOCODER_URL; nothing found is 404 (the form falls back to the town's centre), a failing service ERROR_GEO_SEARCHER", async () => {
    const { facility, owner } = await staff.ownedFacility("registered")
    const geocode = (q: string, person: Person | null = owner) =>
      call("GET", `/api/v1/geocode?q=${encodeURIComponent(q)}`, person === null ? {} : { token: person.jwt })
    const found = await geocode(KNOWN_ADDRESS)
    expect(found.status).toBe(200)
    expect(found.body).toEqual(KNOWN_POINT)
    const asked = geocoder.seen.at(-1)!
    expect(asked.searchParams.get("q")).toBe(KNOWN_ADDRESS)
    expect(asked.searchParams.get("countrycodes")).toBe("pl")

    const nothing = await geocode("ul. Nieistniejąca 999, 99-999 Nigdzie")
    expect(nothing.status).toBe(404)
    expect(errorOf(nothing).data.error.msg).toBe("ERROR_NOT_FOUND")
    expect((await managed(owner, facility.id)).town_location).toEqual({ lat: expect.any(Number), lng: expect.any(Number) })

    const failing = await geocode(FAILING_ADDRESS)
    expect(failing.status).toBe(500)
    expect(errorOf(failing).data.error.msg).toBe("ERROR_GEO_SEARCHER")
    expect((await geocode(KNOWN_ADDRESS, null)).status).toBe(401)
    expect(errorOf(await geocode("a")).data.error.schema).toEqual({ q: ["FIELD_REQUIRED"] })
  })
})
