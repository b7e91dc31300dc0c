import type { ChildProcess } from "node:child_process"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAccounts } from "../../src/db/seed/demoAccounts"
import { freePort, freshDataDir, spawnBuiltServer, untilExit, untilOutput } from "../support/builtServer"
import { request } from "../support/http"

const SECRET = "a-production-secret-of-more-than-32-bytes-0123456789"

describe("the built server in production mode (findings 1–3)", () => {
  it("refuses to start without JWT_SECRET, in one line, and with an unknown APP_ENV", async () => {
    for (const env of [{}, { APP_ENV: "production" }, { APP_ENV: "development", JWT_SECRET: SECRET }]) {
      const { code, stderr } = await untilExit(spawnBuiltServer({ DATA_DIR: freshDataDir(), ...env }))
      expect(code, JSON.stringify(env)).toBe(78)
      expect(stderr.trim().split("\n"), JSON.stringify(env)).toHaveLength(1)
      expect(stderr).toMatch(/^Pociecha refuses to start: (JWT_SECRET is required|APP_ENV must be)/)
    }
  })

  describe("with JWT_SECRET, over an empty embedded database", () => {
    let server: ChildProcess
    let baseUrl: string
    beforeAll(async () => {
      const port = await freePort()
      baseUrl = `http://127.0.0.1:${port}`
      server = spawnBuiltServer({ APP_ENV: "production", JWT_SECRET: SECRET, SITE_DOMAIN: "pociecha.example", DATA_DIR: freshDataDir(), PORT: String(port), HOST: "127.0.0.1" })
      await untilOutput(server, "Pociecha (production) on")
    }, 120_000)
    afterAll(async () => {
      const exited = untilExit(server)
      server.kill("SIGTERM")
      await exited
    })

    it("seeds the reference data but no demo account: none can log in", async () => {
      expect((await request(baseUrl, "GET", "/api/regions/voivodeships")).body).toHaveLength(16)
      expect((await request(baseUrl, "GET", "/api/v1/facility/list")).body.itemsTotal).toBe(0)
      for (const account of demoAccounts) {
        const login = await request(baseUrl, "POST", "/api/v1/account/login", { body: { email: account.email, password: account.password } })
        expect(login.status, account.email).toBe(401)
      }
    })

    it("has no dev mailbox, and sends HSTS", async () => {
      const mailbox = await request(baseUrl, "GET", "/api/dev/mailbox")
      expect(mailbox.status).toBe(404)
      expect(mailbox.body.data.error.type).toBe("error/not-found")
      expect(mailbox.headers.get("strict-transport-security")).toMatch(/max-age=\d+/)
    })
  })
})
