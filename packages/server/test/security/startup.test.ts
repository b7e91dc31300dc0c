import { spawn } from "node:child_process"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { freePort, freshDataDir, untilExit, untilOutput } from "../support/builtServer"

const serverRoot = resolve(fileURLToPath(import.meta.url), "../../..")
const SECRET = "a-production-secret-of-more-than-32-bytes-0123456789"

/** The server from its sources (tsx), as `pnpm dev` runs it, with only the given environment. */
const spawnServer = (env: Record<string, string>) =>
  spawn(process.execPath, ["--import", "tsx", "--conditions=@pociecha/source", "src/main.ts"], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? "", LOG_REQUESTS: "false", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })

describe("starting up (L3)", () => {
  it("an unreachable DATABASE_URL stops the server with one line and exit 78, without the URL's password", async () => {
    // A port nothing listens on: the connection is refused at once.
    const port = await freePort()
    const { code, stderr } = await untilExit(spawnServer({
      APP_ENV: "test",
      DATA_DIR: freshDataDir(),
      DATABASE_URL: `postgres://pociecha:hunter2@127.0.0.1:${port}/pociecha`
    }))
    expect(code).toBe(78)
    expect(stderr.trim().split("\n")).toHaveLength(1)
    expect(stderr).toMatch(/^Pociecha refuses to start: the database cannot be reached \(.*ECONNREFUSED.*\); check DATABASE_URL/)
    expect(stderr).not.toContain("hunter2")
  })

  it("a JWT_SECRET of one repeated character is refused in one line", async () => {
    const { code, stderr } = await untilExit(spawnServer({ APP_ENV: "production", DATA_DIR: freshDataDir(), JWT_SECRET: "x".repeat(64) }))
    expect(code).toBe(78)
    expect(stderr.trim()).toMatch(/^Pociecha refuses to start: JWT_SECRET has too few distinct characters/)
  })

  it("production without TRUST_PROXY says so in one warning line before serving", async () => {
    const port = await freePort()
    const server = spawnServer({ APP_ENV: "production", JWT_SECRET: SECRET, SITE_DOMAIN: "pociecha.example", DATA_DIR: freshDataDir(), PORT: String(port) })
    const exited = untilExit(server)
    try {
      await untilOutput(server, "Pociecha (production) on")
    } finally {
      server.kill("SIGTERM")
    }
    const { stdout } = await exited
    const warnings = stdout.split("\n").filter((line) => line.includes("TRUST_PROXY is off"))
    expect(warnings).toHaveLength(1)
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: "WARN" })
  })
})
