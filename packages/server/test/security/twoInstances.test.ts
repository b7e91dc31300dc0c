import { Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountsOf } from "../support/accounts"
import { errorOf, refreshCookieOf } from "../support/http"
import { mapMarkers } from "../support/mapSearch"
import { startSharedDatabase } from "../support/sharedDatabase"
import { startTestServer, type TestServer } from "../support/testServer"

let database: Awaited<ReturnType<typeof startSharedDatabase>>
let first: TestServer
let second: TestServer
beforeAll(async () => {
  database = await startSharedDatabase()
  // Two instances of one deployment: one database, one signing secret.
  const config = { jwtSecret: Redacted.make(crypto.randomUUID() + crypto.randomUUID()) }
  first = await startTestServer({ facilities: 500, database: database.target, config })
  second = await startTestServer({ facilities: 500, database: database.target, config })
})
afterAll(async () => {
  await Promise.all([first.close(), second.close()])
  await database.close()
})

const onFirst = accountsOf(() => first.baseUrl)
const onSecond = accountsOf(() => second.baseUrl)

describe("two server instances on one database", () => {
  it("a refresh token rotated on one is refused on the other", async () => {
    const me = await onFirst.signUpAndConfirm()
    const { cookie } = await onFirst.logIn(me.email, me.password)
    const rotated = await onFirst.call("POST", "/api/v1/account/refresh", { cookie })
    expect(rotated.status).toBe(200)
    const replayed = await onSecond.call("POST", "/api/v1/account/refresh", { cookie })
    expect(replayed.status).toBe(401)
    // The replay revoked the whole session, on both.
    expect((await onSecond.call("POST", "/api/v1/account/refresh", { cookie: refreshCookieOf(rotated)! })).status).toBe(401)
  })

  it("a login slowdown reached through both holds on each", async () => {
    const me = await onFirst.signUpAndConfirm()
    // Six wrong passwords, alternating: one over the allowance of five only if both count in one place.
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 === 0 ? onFirst : onSecond
      expect((await instance.call("POST", "/api/v1/account/login", { body: { email: me.email, password: "wrong-password-1" } })).status).toBe(401)
    }
    const locked = await onSecond.call("POST", "/api/v1/account/login", { body: { email: me.email, password: me.password } })
    expect(locked.status).toBe(429)
    expect(errorOf(locked).data.error.msg).toBe("ERROR_TOO_MANY_REQUESTS")
  })

  it("a logout on one ends the access token on both", async () => {
    const me = await onFirst.signUpAndConfirm()
    const { jwt, cookie } = await onFirst.logIn(me.email, me.password)
    expect((await onSecond.call("GET", `/api/v1/account/account/${me.id}`, { token: jwt })).status).toBe(200)
    expect((await onFirst.call("POST", "/api/v1/account/logout", { cookie })).status).toBe(204)
    for (const server of [onFirst, onSecond]) {
      const after = await server.call("GET", `/api/v1/account/account/${me.id}`, { token: jwt })
      expect(after.status).toBe(401)
      expect(errorOf(after).data.error.msg).toBe("ERROR_INVALID_JWT")
    }
  })

  it("a facility changed through one shows on the other's map, where it now is", async () => {
    const [facility] = await first.query<{ id: number; lat: number; lng: number }>(
      `select id, lat, lng from facilities where active and shadow_status is distinct from 'rejected' order by id limit 1`
    )
    const around = (lat: number, lng: number) => ({ north: lat + 0.0005, south: lat - 0.0005, west: lng - 0.0005, east: lng + 0.0005 })
    const namesOnSecond = async (lat: number, lng: number) =>
      (await mapMarkers(second.baseUrl, around(lat, lng), 16)).filter((m) => m.id === facility!.id).map((m) => m.name)

    // Written through the first instance's own connections, as its handlers would write it.
    await first.query(`update facilities set name = 'Żłobek „Z Pierwszej”' where id = $1`, [facility!.id])
    await expect.poll(() => namesOnSecond(facility!.lat, facility!.lng), { timeout: 5000 }).toEqual(["Żłobek „Z Pierwszej”"])

    const [lat, lng] = [facility!.lat + 0.01, facility!.lng + 0.01]
    await first.query(`update facilities set lat = $2, lng = $3, location = point($3, $2) where id = $1`, [facility!.id, lat, lng])
    await expect.poll(() => namesOnSecond(lat, lng), { timeout: 5000 }).toEqual(["Żłobek „Z Pierwszej”"])
    expect(await namesOnSecond(facility!.lat, facility!.lng)).toEqual([])
  })

  it("a facility renamed through one is found by its new name in the other's search box", async () => {
    const [facility] = await first.query<{ id: number }>(
      `select id from facilities where active and shadow_status is distinct from 'rejected' order by id desc limit 1`
    )
    const foundOnSecond = async (query: string) => {
      const response = await onSecond.call("POST", "/api/geo-search", { body: { query } })
      return (response.body as { facility: ReadonlyArray<{ id: number }> }).facility.map((f) => f.id)
    }
    await first.query(`update facilities set name = 'Żłobek „Jemiołuszka”' where id = $1`, [facility!.id])
    await expect.poll(() => foundOnSecond("jemioluszka"), { timeout: 5000 }).toEqual([facility!.id])
  })
})
