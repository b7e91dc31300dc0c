import { Effect, Redacted, Result } from "effect"
import { mkdtempSync, readFileSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { MIN_SECRET_BYTES, readConfigFrom, startupWarnings } from "./config"

const configFrom = (env: Record<string, string>) => Effect.runSync(Effect.result(readConfigFrom(env)))
const reasonOf = (env: Record<string, string>) => {
  const result = configFrom(env)
  return Result.isFailure(result) ? result.failure.reason : null
}
const configOf = (env: Record<string, string>) => {
  const result = configFrom(env)
  if (Result.isFailure(result)) throw new Error(result.failure.reason)
  return result.success
}
const freshDir = () => mkdtempSync(join(tmpdir(), "pociecha-config-"))
const longSecret = "Zq7-tW2mK9vR4xB8nP1cL6hJ3sD0fG5y"
/** What production needs besides a secret. */
const siteDomain = "pociecha.pl"

describe("the configuration fails closed", () => {
  it("is production when APP_ENV is unset, and production needs a long JWT_SECRET", () => {
    expect(reasonOf({})).toMatch(/JWT_SECRET is required in production/)
    expect(reasonOf({ JWT_SECRET: "x".repeat(MIN_SECRET_BYTES - 1) })).toMatch(/at least 32 bytes/)
    const production = configOf({ JWT_SECRET: longSecret, SITE_DOMAIN: siteDomain })
    expect(production).toMatchObject({ appEnv: "production", host: "0.0.0.0", seedDemoData: false, devMailbox: false })
    expect(Redacted.value(production.jwtSecret)).toBe(longSecret)
  })

  it("refuses a JWT_SECRET of low entropy: one character repeated, or a handful", () => {
    for (const secret of ["x".repeat(64), "ab".repeat(32), "0123456".repeat(10)]) {
      expect(reasonOf({ JWT_SECRET: secret }), secret).toMatch(/JWT_SECRET has too few distinct characters/)
      expect(reasonOf({ APP_ENV: "local", DATA_DIR: freshDir(), JWT_SECRET: secret }), secret).toMatch(/too few distinct characters/)
    }
    // What the README advises (`openssl rand -base64 48`) and a hex key pass.
    expect(reasonOf({ SITE_DOMAIN: siteDomain, JWT_SECRET: "q0dFXvIuP1W0Ol2r7xk8yS3m3fQvB0uHqG9YcM2l3n4Jt5Wk6Zp7Rr8Ss9Tt0Uu1Vv2" })).toBeNull()
    expect(reasonOf({ SITE_DOMAIN: siteDomain, JWT_SECRET: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08" })).toBeNull()
  })

  it("warns in production without TRUST_PROXY, where a proxy would make every client one address", () => {
    expect(startupWarnings(configOf({ JWT_SECRET: longSecret, SITE_DOMAIN: siteDomain }))).toEqual([expect.stringMatching(/^TRUST_PROXY is off/)])
    expect(startupWarnings(configOf({ JWT_SECRET: longSecret, SITE_DOMAIN: siteDomain, TRUST_PROXY: "true" }))).toEqual([])
    expect(startupWarnings(configOf({ APP_ENV: "test" }))).toEqual([])
  })

  it("refuses an unknown mode, naming it, instead of falling back to an open one", () => {
    for (const appEnv of ["development", "dev", "staging", "PRODUCTION"]) {
      expect(reasonOf({ APP_ENV: appEnv, JWT_SECRET: longSecret }), appEnv).toMatch(/APP_ENV must be production, local or test/)
    }
  })

  it("refuses a port that is not a port", () => {
    expect(reasonOf({ APP_ENV: "local", DATA_DIR: freshDir(), PORT: "http" })).not.toBeNull()
    expect(reasonOf({ APP_ENV: "local", DATA_DIR: freshDir(), PORT: "70000" })).toMatch(/PORT/)
  })

  it("runs locally on loopback with demo data, the dev mailbox and a secret made once per data folder", () => {
    const dataDir = freshDir()
    const first = configOf({ APP_ENV: "local", DATA_DIR: dataDir })
    expect(first).toMatchObject({ appEnv: "local", host: "127.0.0.1", seedDemoData: true, devMailbox: true })
    expect(first.database).toEqual({ kind: "embedded", dataDir: join(dataDir, "pglite") })
    const secretFile = join(dataDir, "jwt-secret")
    expect(statSync(secretFile).mode & 0o777).toBe(0o600)
    expect(Redacted.value(first.jwtSecret)).toBe(readFileSync(secretFile, "utf8"))
    expect(Buffer.byteLength(Redacted.value(first.jwtSecret))).toBeGreaterThanOrEqual(MIN_SECRET_BYTES)
    // The same folder keeps its secret (sessions survive a restart); another folder gets its own.
    expect(Redacted.value(configOf({ APP_ENV: "local", DATA_DIR: dataDir }).jwtSecret)).toBe(Redacted.value(first.jwtSecret))
    expect(Redacted.value(configOf({ APP_ENV: "local", DATA_DIR: freshDir() }).jwtSecret)).not.toBe(Redacted.value(first.jwtSecret))
  })

  it("keeps secrets redacted when the configuration is printed", () => {
    const config = configOf({ JWT_SECRET: longSecret, SITE_DOMAIN: siteDomain, SMTP_URL: "smtp://user:hunter2@mail.example:587", DATABASE_URL: "postgres://u:pw@db/x" })
    const printed = `${JSON.stringify(config)} ${String(config.jwtSecret)}`
    for (const secret of [longSecret, "hunter2", "postgres://u:pw@db/x"]) expect(printed).not.toContain(secret)
  })
})

describe("GEOCODER_URL", () => {
  const local = () => ({ APP_ENV: "local", DATA_DIR: freshDir() })

  it("is optional: without it nothing is looked up", () => {
    expect(configOf(local()).geocoderUrl).toBeNull()
  })

  it("is a service's base URL, kept without a trailing slash; anything else refuses to start", () => {
    expect(configOf({ ...local(), GEOCODER_URL: "https://nominatim.example.pl/" }).geocoderUrl).toBe("https://nominatim.example.pl")
    expect(configOf({ ...local(), GEOCODER_URL: "http://127.0.0.1:8080/osm" }).geocoderUrl).toBe("http://127.0.0.1:8080/osm")
    expect(reasonOf({ ...local(), GEOCODER_URL: "nominatim" })).not.toBeNull()
  })
})

describe("SITE_DOMAIN", () => {
  it("is required in production, and localhost in local and test mode", () => {
    expect(reasonOf({ JWT_SECRET: longSecret })).toMatch(/SITE_DOMAIN is required in production/)
    expect(configOf({ JWT_SECRET: longSecret, SITE_DOMAIN: "Pociecha.PL." }).siteDomain).toBe("pociecha.pl")
    expect(configOf({ APP_ENV: "local", DATA_DIR: freshDir() }).siteDomain).toBe("localhost")
    expect(configOf({ APP_ENV: "test" }).siteDomain).toBe("localhost")
    expect(configOf({ APP_ENV: "test", SITE_DOMAIN: "strony.example.pl" }).siteDomain).toBe("strony.example.pl")
  })

  it("is a host name, not a URL nor a host with a port", () => {
    for (const bad of ["https://pociecha.pl", "pociecha.pl:443", "pociecha.pl/strony", "-pociecha.pl", "a..pl"]) {
      expect(reasonOf({ APP_ENV: "test", SITE_DOMAIN: bad }), bad).toMatch(/SITE_DOMAIN must be a host name/)
    }
  })
})

describe("SALES_EMAIL and MAINTENANCE", () => {
  it("sends the product team's mail to the sales address, refusing one that is not an address", () => {
    expect(configOf({ APP_ENV: "test" }).salesEmail).toBe("sprzedaz@pociecha.pl")
    expect(configOf({ APP_ENV: "test", SALES_EMAIL: "zespol@example.pl" }).salesEmail).toBe("zespol@example.pl")
    expect(reasonOf({ APP_ENV: "test", SALES_EMAIL: "zespol" })).toMatch(/SALES_EMAIL must be an e-mail address/)
  })
  it("starts in maintenance only when MAINTENANCE is true, and refuses a value that is not a boolean", () => {
    expect(configOf({ APP_ENV: "test" }).maintenanceAtStart).toBe(false)
    expect(configOf({ APP_ENV: "test", MAINTENANCE: "true" }).maintenanceAtStart).toBe(true)
    expect(reasonOf({ APP_ENV: "test", MAINTENANCE: "maybe" })).not.toBeNull()
  })
})
