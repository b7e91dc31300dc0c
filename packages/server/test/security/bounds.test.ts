import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAccount } from "../../src/db/seed/demoAccounts"
import { accountsOf, newEmail, STRONG_PASSWORD } from "../support/accounts"
import { errorOf, type RawResponse } from "../support/http"
import { startTestServer, type TestServer } from "../support/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ facilities: 600 })
})
afterAll(() => server.close())

const { call, logIn } = accountsOf(() => server.baseUrl)

const accountCount = async () => (await server.query<{ n: number }>("select count(*)::int as n from accounts"))[0]!.n

const expectCatalogue = (response: RawResponse, status: number, type: string) => {
  expect(response.status).toBe(status)
  expect(errorOf(response)).toMatchObject({ statusCode: status, data: { error: { type } } })
  expect(typeof errorOf(response).message).toBe("string")
  expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/)
}

const krakow = {
  type: "poly",
  data: [{ lng: 19.9, lat: 50.0 }, { lng: 20.0, lat: 50.0 }, { lng: 20.0, lat: 50.1 }, { lng: 19.9, lat: 50.1 }, { lng: 19.9, lat: 50.0 }]
}

describe("sizes (finding 5)", () => {
  it("refuses a body over 1 MB before reading it, and stores nothing", async () => {
    const before = await accountCount()
    const huge = JSON.stringify({ email: newEmail(), password: STRONG_PASSWORD, name: "A".repeat(2_000_000), surname: "Nowak" })
    expectCatalogue(await call("POST", "/api/v1/account/account", { rawBody: huge }), 413, "error/payload-too-large")
    // The same without a declared length (chunked): cut off while it is read.
    const chunked = await fetch(`${server.baseUrl}/api/v1/account/account`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Blob([huge]).stream(),
      duplex: "half"
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect(((await chunked.json()) as { data: { error: { msg: string } } }).data.error.msg).toBe("ERROR_PAYLOAD_TOO_LARGE")
    expect(await accountCount()).toBe(before)
  })

  it("refuses names, passwords and search text over their bounds", async () => {
    const before = await accountCount()
    const longName = await call("POST", "/api/v1/account/account", {
      body: { email: newEmail(), password: STRONG_PASSWORD, name: "A".repeat(900_000), surname: "Nowak" }
    })
    expectCatalogue(longName, 400, "error/bad-request")
    expect(errorOf(longName).data.error.schema?.name).toContain("TEXT_TOO_LONG")
    const longPassword = await call("POST", "/api/v1/account/account", {
      body: { email: newEmail(), password: "x".repeat(100_000), name: "Jan", surname: "Nowak" }
    })
    expectCatalogue(longPassword, 400, "error/bad-request")
    expect(errorOf(longPassword).data.error.schema?.password).toBeDefined()
    const longQuery = await call("POST", "/api/geo-search", { body: { query: "k".repeat(201) } })
    expectCatalogue(longQuery, 400, "error/bad-request")
    expect(await accountCount()).toBe(before)
  })
})

describe("input that used to crash the server (finding 6)", () => {
  it("answers a NUL character with 400 FIELD_INVALID on every endpoint that takes text", async () => {
    const { jwt, user } = await logIn(demoAccount("parent").email, demoAccount("parent").password)
    const nul = "kra\u0000kow"
    const attempts: Array<[string, string, Parameters<typeof call>[2]]> = [
      ["POST", "/api/v1/account/login", { body: { email: `a${nul}@b.pl`, password: "x" } }],
      ["POST", "/api/v1/account/account", { body: { email: newEmail(), password: STRONG_PASSWORD, name: nul, surname: "Nowak" } }],
      ["PATCH", `/api/v1/account/account/${user.id}`, { token: jwt, body: { name: nul } }],
      ["POST", "/api/geo-search", { body: { query: nul } }],
      ["POST", "/api/search", { body: { search_polygon: krakow, zoom: 12, city_cache: nul } }],
      ["GET", `/api/v1/facility/list?query=${encodeURIComponent(nul)}`, {}],
      ["POST", "/api/regions/voivodeships/cities", { body: { slug: nul } }],
      ["POST", `/api/v1/account/reset/request/${encodeURIComponent(`a${nul}@b.pl`)}`, {}],
      ["POST", "/api/facility/list-by-voivodeship", { body: { voivodeship_slug: nul } }]
    ]
    for (const [method, path, options] of attempts) {
      const response = await call(method, path, options)
      expect(response.status, `${method} ${path}`).toBe(400)
      expect(JSON.stringify(errorOf(response).data.error.schema), `${method} ${path}`).toContain("FIELD_INVALID")
    }
  })

  it("answers 70,000 tags with 400 TOO_MANY_ITEMS", async () => {
    const response = await call("POST", "/api/search", {
      body: { search_polygon: krakow, zoom: 12, required_specialization: Array(70_000).fill("x") }
    })
    expectCatalogue(response, 400, "error/bad-request")
    expect(errorOf(response).data.error.schema?.required_specialization).toContain("TOO_MANY_ITEMS")
  })
})

describe("every error in the catalogue body (finding 11)", () => {
  it("415 for a body that is not JSON", async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/account/login`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "email=a@b.pl"
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ statusCode: 415, data: { error: { msg: "ERROR_UNSUPPORTED_MEDIA_TYPE" } } })
  })

  it("405 with Allow for a method the path does not take; 404 for a path that does not exist", async () => {
    const wrongMethod = await call("PUT", "/api/v1/tag")
    expectCatalogue(wrongMethod, 405, "error/method-not-allowed")
    expect(wrongMethod.headers.get("allow")).toBe("GET, POST")
    expectCatalogue(await call("GET", "/api/v1/nothing-here"), 404, "error/not-found")
  })

  it("a malformed percent-encoding in an API path", async () => {
    const response = await call("GET", "/api/facility/list/%E0%A4%A")
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(errorOf(response).data.error.type).toMatch(/^error\//)
  })

  it("431 for headers over Node's limit", async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/tag`, { headers: { "x-padding": "a".repeat(20_000) } })
    expect(response.status).toBe(431)
    expect(await response.json()).toMatchObject({ statusCode: 431, data: { error: { msg: "ERROR_HEADERS_TOO_LARGE" } } })
  })
})
