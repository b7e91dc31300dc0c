import {
  accountQuery,
  bestFacilitiesQuery,
  boundsFromBoundingBox,
  builtinCitiesQuery,
  citiesOfVoivodeshipQuery,
  citySearchActors,
  ConnectionError,
  createPociechaRuntime,
  facilityEmailQuery,
  facilityListQuery,
  facilityPhoneQuery,
  facilityQuery,
  mapSearchActors,
  memoryTokenStore,
  newFacilitiesQuery,
  NotFoundError,
  oauthProvidersQuery,
  overviewQuery,
  recentOpinionsQuery,
  searchPolygon,
  sessionActors,
  sessionMachine,
  tagsQuery,
  topCitiesQuery,
  UnauthorizedError,
  voivodeshipsQuery,
  type PociechaRuntime
} from "@pociecha/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createActor, toPromise, waitFor } from "xstate"
import { demoAccounts } from "../src/db/seed/demoAccounts"
import { startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
let api: PociechaRuntime
const tokens = memoryTokenStore()
beforeAll(async () => {
  server = await startTestServer({ facilities: 400 })
  api = createPociechaRuntime({ baseUrl: server.baseUrl, tokens, cookieJar: true })
})
afterAll(async () => {
  await api.dispose()
  await server.close()
})

const parent = demoAccounts.find((account) => account.email.startsWith("rodzic"))!

describe("core's query options against the real server", () => {
  it("each read answers its endpoint's data", async () => {
    expect((await tagsQuery(api).queryFn()).length).toBeGreaterThan(0)
    expect(await voivodeshipsQuery(api).queryFn()).toHaveLength(16)
    expect(await builtinCitiesQuery(api).queryFn()).toHaveLength(18)
    const top = await topCitiesQuery(api, "przedszkola").queryFn()
    expect(top.find((entry) => entry.voivodeship_slug === "malopolskie")?.cities.length).toBeGreaterThan(0)
    const cities = await citiesOfVoivodeshipQuery(api, { slug: "malopolskie" }).queryFn()
    expect(cities.cities.map((city) => city.slug)).toContain("krakow")
    const krakow = await newFacilitiesQuery(api, { city_slug: "krakow", voivodeship_slug: "malopolskie" }).queryFn()
    expect(krakow.city).toBe("Kraków")
    expect(krakow.facilities.items.length).toBeGreaterThan(0)
    expect((await bestFacilitiesQuery(api, "polska").queryFn()).length).toBeGreaterThan(0)
    expect((await recentOpinionsQuery(api, 3).queryFn()).length).toBeLessThanOrEqual(3)

    const [first] = (await facilityListQuery(api, { limit: 1 }).queryFn()).items
    const ref = first!.slug ?? String(first!.id)
    expect((await facilityQuery(api, ref).queryFn()).id).toBe(first!.id)
    expect(await facilityPhoneQuery(api, ref).queryFn()).toHaveProperty("phone")
    expect(await facilityEmailQuery(api, ref).queryFn()).toHaveProperty("email")
  })

  it("names every read and its arguments apart", () => {
    const keys = [
      tagsQuery(api),
      voivodeshipsQuery(api),
      builtinCitiesQuery(api),
      topCitiesQuery(api, "przedszkola"),
      topCitiesQuery(api, "zlobki"),
      citiesOfVoivodeshipQuery(api, { slug: "malopolskie" }),
      newFacilitiesQuery(api, { city_slug: "krakow", voivodeship_slug: "malopolskie" }),
      newFacilitiesQuery(api, { city_slug: "krakow", voivodeship_slug: "malopolskie", page: 2 }),
      bestFacilitiesQuery(api, "polska"),
      recentOpinionsQuery(api, 6),
      facilityListQuery(api, { limit: 1 }),
      facilityQuery(api, "12"),
      facilityPhoneQuery(api, "12"),
      facilityEmailQuery(api, "12"),
      overviewQuery(api, "a"),
      overviewQuery(api, "b"),
      accountQuery(api, "a")
    ].map(({ queryKey }) => JSON.stringify(queryKey))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("a missing facility rejects with its typed 404, which is not tried again", async () => {
    const query = facilityQuery(api, "nie-ma-takiej-placowki")
    const error = await query.queryFn().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).data.error.msg).toBe("ERROR_FACILITY_NOT_FOUND")
    expect(query.retry(0, error as NotFoundError)).toBe(false)
  })

  it("a read with no server behind it rejects with a ConnectionError, which is tried again", async () => {
    const nowhere = createPociechaRuntime({ baseUrl: "http://127.0.0.1:9", tokens: memoryTokenStore() })
    const query = tagsQuery(nowhere)
    const error = await query.queryFn().catch((e: unknown) => e)
    await nowhere.dispose()
    expect(error).toBeInstanceOf(ConnectionError)
    expect(query.retry(0, error as ConnectionError)).toBe(true)
  })
})

describe("core's actors against the real server", () => {
  const session = () => {
    const actor = createActor(sessionMachine.provide({ actors: sessionActors(api) }))
    actor.subscribe((snapshot) => tokens.set(snapshot.context.user?.jwt ?? null))
    return actor.start()
  }

  it("log in, read the signed-in user's account and overview, log out", async () => {
    const actor = session()
    actor.send({ type: "LOGIN", credentials: { email: parent.email, password: parent.password } })
    const loggedIn = await waitFor(actor, (snapshot) => !snapshot.matches("loggingIn"))
    expect(loggedIn.value).toBe("loggedIn")
    expect(loggedIn.context.user?.email).toBe(parent.email)
    const { id } = loggedIn.context.user!
    expect((await accountQuery(api, id).queryFn()).email).toBe(parent.email)
    expect(await overviewQuery(api, id).queryFn()).toBeDefined()
    actor.send({ type: "LOGOUT" })
    const loggedOut = await waitFor(actor, (snapshot) => snapshot.matches("anonymous"))
    expect(loggedOut.context.user).toBeNull()
  })

  it("RESUME picks up the session of the device's refresh cookie (the way back from Google or Facebook)", async () => {
    const first = session()
    first.send({ type: "LOGIN", credentials: { email: parent.email, password: parent.password } })
    const loggedIn = await waitFor(first, (snapshot) => !snapshot.matches("loggingIn"))
    // A new page: nothing stored, only the cookie.
    const resumed = session()
    resumed.send({ type: "RESUME" })
    const picked = await waitFor(resumed, (snapshot) => !snapshot.matches("resuming"))
    expect(picked.value).toBe("loggedIn")
    expect(picked.context.user?.id).toBe(loggedIn.context.user?.id)
    expect(picked.context.user?.jwt).toBeTruthy()
    expect((await accountQuery(api, picked.context.user!.id).queryFn()).email).toBe(parent.email)
    resumed.send({ type: "LOGOUT" })
    await waitFor(resumed, (snapshot) => snapshot.matches("anonymous"))
    const afterLogout = session()
    afterLogout.send({ type: "RESUME" })
    const refused = await waitFor(afterLogout, (snapshot) => !snapshot.matches("resuming"))
    expect(refused.value).toBe("anonymous")
    expect(refused.context.error).toBeInstanceOf(UnauthorizedError)
    // No provider is configured here: the app shows no button.
    expect(await oauthProvidersQuery(api).queryFn()).toEqual({ providers: [] })
  })

  it("a wrong password leaves the session anonymous with the endpoint's typed error", async () => {
    const actor = session()
    actor.send({ type: "LOGIN", credentials: { email: parent.email, password: "not-the-password" } })
    const failed = await waitFor(actor, (snapshot) => !snapshot.matches("loggingIn"))
    expect(failed.value).toBe("anonymous")
    expect(failed.context.error).toBeInstanceOf(UnauthorizedError)
    expect((failed.context.error as UnauthorizedError).data.error.msg).toBe("ERROR_BAD_PASSWORD")
  })

  it("the search machines' calls answer cities and markers", async () => {
    const found = await toPromise(createActor(citySearchActors(api).geoSearch, { input: { query: "Krak" } }).start())
    expect(found.city.map((city) => city.name)).toContain("Kraków")
    const krakow = found.city.find((city) => city.name === "Kraków")!
    const markers = await toPromise(
      createActor(mapSearchActors(api, async () => []).search, {
        input: { search_polygon: searchPolygon(boundsFromBoundingBox(krakow.boundingbox)), zoom: 12 }
      }).start()
    )
    expect(markers.length).toBeGreaterThan(0)
  })
})
