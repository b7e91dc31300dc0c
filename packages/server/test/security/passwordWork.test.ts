import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAccount } from "../../src/db/seed/demoAccounts"
import { newEmail } from "../support/accounts"
import { errorOf, request } from "../support/http"
import { startTestServer, type TestServer } from "../support/testServer"

let server: TestServer
beforeAll(async () => {
  // One password check at a time and none waiting: a second login at once finds the queue full.
  server = await startTestServer({ facilities: 300, config: { trustProxy: true, passwordWork: { concurrent: 1, queued: 0 } } })
})
afterAll(() => server.close())

describe("the bounded password queue", () => {
  it("answers 503 ERROR_SERVICE_BUSY with Retry-After beyond its capacity, and counts nothing for it", async () => {
    const parent = demoAccount("parent")
    const logins = await Promise.all(Array.from({ length: 30 }, (_, i) =>
      request(server.baseUrl, "POST", "/api/v1/account/login", {
        // Each from an address of its own: no slowdown is what answers here.
        headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
        body: i % 2 === 0 ? { email: parent.email, password: parent.password } : { email: newEmail(), password: "wrong-password-123" }
      })))
    const busy = logins.filter((response) => response.status === 503)
    expect(busy.length).toBeGreaterThan(0)
    for (const response of busy) {
      expect(errorOf(response)).toMatchObject({
        statusCode: 503,
        data: { error: { type: "error/service-busy", msg: "ERROR_SERVICE_BUSY" } }
      })
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0)
    }
    expect(logins.every((response) => [200, 401, 503].includes(response.status))).toBe(true)
    // A refused check was never run, so never counted: only the wrong passwords that ran are.
    const ran = logins.filter((response) => response.status === 401).length
    const [counted] = await server.query<{ failures: number }>(
      `select coalesce(sum(points), 0)::int as failures from abuse_counters where key like 'loginFailuresPerIp:%'`
    )
    expect(counted!.failures).toBe(ran)
    // The queue empties as checks end: one login after another is always let in.
    for (let i = 0; i < 3; i++) {
      const login = await request(server.baseUrl, "POST", "/api/v1/account/login", {
        headers: { "x-forwarded-for": "198.51.100.200" },
        body: { email: parent.email, password: parent.password }
      })
      expect(login.status).toBe(200)
    }
  })
})
