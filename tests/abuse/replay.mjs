#!/usr/bin/env node
/**
 * `pnpm test:abuse`: replays the findings M1, M2, L1, L2 and L3 against TWO instances of
 * the built server (`packages/server/dist/main.js`, run `pnpm build` first; REPLAY_FROM_SOURCE=1
 * runs the sources through tsx instead) on ONE PostgreSQL: a fresh database on DATABASE_URL's
 * server when set (the instances seed it with the demo accounts), otherwise an embedded PGlite served
 * on a loopback port. Calls alternate between the instances, so every limit shown holds across
 * a fleet; client addresses are simulated with TRUST_PROXY and X-Forwarded-For. Prints one line
 * per case and `N passed, N failed`; exits non-zero when any case failed.
 */
import { spawn } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { createRequire } from "node:module"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { setTimeout as delay } from "node:timers/promises"

const serverRoot = resolve(fileURLToPath(import.meta.url), "../../../packages/server")
const fromServer = createRequire(join(serverRoot, "package.json"))
const DEMO_PASSWORD = "Pociecha2026!"
const demo = { parent: "rodzic@pociecha.pl", teacher: "nauczyciel@pociecha.pl", owner: "dyrektor@pociecha.pl" }
/** The longest a slowed login may be told to wait: minutes, never the hour of a lock. */
const MAX_WAIT_SECONDS = 300

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })

/**
 * A database of the replay's own on the PostgreSQL of DATABASE_URL, dropped afterwards: the
 * counters of one run (or of any other use of that database) must not decide the next one's.
 */
const freshServerDatabase = async (serverUrl) => {
  const { PgClient } = await import(fromServer.resolve("@effect/sql-pg"))
  const { Effect, Redacted } = await import(fromServer.resolve("effect"))
  const { SqlClient } = await import(fromServer.resolve("effect/sql"))
  const run = (statement) =>
    Effect.runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)).pipe(
      Effect.provide(PgClient.layer({ url: Redacted.make(serverUrl), maxConnections: 1 }))
    ))
  const name = `pociecha_replay_${process.pid}_${Date.now()}`
  await run(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), close: () => run(`drop database if exists ${name} with (force)`) }
}

/** The shared database: a fresh one on DATABASE_URL's server, or PGlite on a loopback port (both instances connect to it). */
const startDatabase = async () => {
  if (process.env.DATABASE_URL) return freshServerDatabase(process.env.DATABASE_URL)
  const { PGlite } = await import(fromServer.resolve("@electric-sql/pglite"))
  const { pg_trgm } = await import(fromServer.resolve("@electric-sql/pglite/contrib/pg_trgm"))
  const { unaccent } = await import(fromServer.resolve("@electric-sql/pglite/contrib/unaccent"))
  const { PGLiteSocketServer } = await import(fromServer.resolve("@electric-sql/pglite-socket"))
  const db = await PGlite.create("memory://", { extensions: { pg_trgm, unaccent } })
  const port = await freePort()
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 64 })
  await server.start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    close: async () => {
      await server.stop()
      await db.close()
    }
  }
}

const serverCommand = process.env.REPLAY_FROM_SOURCE
  ? ["--import", "tsx", "--conditions=@pociecha/source", "src/main.ts"]
  : ["dist/main.js"]

/** One instance; resolves with its exit code and output once it exits. */
const spawnInstance = (env) => {
  const child = spawn(process.execPath, serverCommand, {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? "", APP_ENV: "test", HOST: "127.0.0.1", LOG_REQUESTS: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let stdout = ""
  let stderr = ""
  child.stdout.on("data", (chunk) => (stdout += chunk))
  child.stderr.on("data", (chunk) => (stderr += chunk))
  const exited = new Promise((done) => child.once("exit", (code) => done({ code, stdout, stderr })))
  return { child, exited, output: () => stdout + stderr }
}

/** An instance serving on a free port: resolves once /api/health answers. */
const startInstance = async (env) => {
  const port = await freePort()
  const instance = spawnInstance({ ...env, PORT: String(port) })
  const baseUrl = `http://127.0.0.1:${port}`
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`an instance exited (${instance.child.exitCode}): ${instance.output()}`)
    const healthy = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)
    if (healthy) return { baseUrl, stop: () => instance.child.kill("SIGTERM") }
    // Seeding an empty database takes a while; ask again shortly.
    await delay(250)
  }
}

/** A call as a browser at `address` makes it, to the i-th instance (alternating). */
const callOn = (instances) => async (i, method, path, { address, body, form, cookie, token } = {}) => {
  const headers = { "x-forwarded-for": address ?? "192.0.2.1" }
  if (body !== undefined) headers["content-type"] = "application/json"
  if (cookie !== undefined) headers.cookie = cookie
  if (token !== undefined) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${instances[i % instances.length].baseUrl}${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body))
  })
  const text = await response.text()
  const json = (response.headers.get("content-type") ?? "").includes("json") && text !== ""
  return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text }
}

const check = (condition, message) => {
  if (!condition) throw new Error(message)
}

const cookieNamed = (response, name) =>
  response.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith(`${name}=`) && c !== `${name}=`)

const main = async () => {
  const database = await startDatabase()
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), "pociecha-replay-")),
    TRUST_PROXY: "true",
    SEED_FACILITIES: "300",
    JWT_SECRET: `replay-${crypto.randomUUID()}-${crypto.randomUUID()}`
  }
  // One after the other: the first migrates and seeds, the second finds it done. One data folder,
  // as a fleet shares its file store: a file uploaded through one is served by the other.
  const first = await startInstance(env)
  const second = await startInstance(env)
  const call = callOn([first, second])
  const login = (i, email, password, options = {}) => call(i, "POST", "/api/v1/account/login", { ...options, body: { email, password } })
  /** A login slowed with Retry-After is retried once the wait is over; it must then pass. */
  const loginAfterWaiting = async (i, email, password, options) => {
    let response = await login(i, email, password, options)
    if (response.status === 429) {
      const wait = Number(response.headers.get("retry-after"))
      check(wait > 0 && wait <= MAX_WAIT_SECONDS, `a slowed login must say when to come back, within minutes (Retry-After: ${wait})`)
      await delay(wait * 1000 + 100)
      response = await login(i + 1, email, password, options)
    }
    return response
  }
  let unique = 0
  const fresh = () => `replay-${Date.now()}-${++unique}@example.com`

  const cases = {
    async M1() {
      // The neighbour logged in here before: a known device behind the shared address.
      const device = cookieNamed(await login(0, demo.teacher, DEMO_PASSWORD, { address: "203.0.113.10" }), "device")
      check(device !== undefined, "a successful login leaves a device cookie")
      const statuses = []
      while (!statuses.includes(429) && statuses.length < 60) {
        statuses.push((await login(statuses.length, fresh(), "wrong-password-123", { address: "203.0.113.10" })).status)
      }
      check(statuses.slice(0, 50).every((s) => s === 401), `the first 50 wrong passwords are answered 401 (${statuses.join(",")})`)
      check(statuses.includes(429), "past 50 the address is slowed (429)")
      const known = await login(1, demo.teacher, DEMO_PASSWORD, { address: "203.0.113.10", cookie: device })
      check(known.status === 200, `a known device at the address logs in at once (${known.status})`)
      const other = await loginAfterWaiting(0, demo.parent, DEMO_PASSWORD, { address: "203.0.113.10" })
      check(other.status === 200, `another account's right password from the address passes, at most after a short wait (${other.status})`)
      return "50+ wrong passwords from one address: a known device there passes, a new one after Retry-After"
    },
    async M2() {
      const home = await login(0, demo.owner, DEMO_PASSWORD, { address: "198.51.100.20" })
      const device = cookieNamed(home, "device")
      check(home.status === 200 && device !== undefined, "the owner's own browser logged in before")
      // Guessing on, through the short waits, until the pair must wait seconds: the right password then meets that wait.
      for (let i = 0, wait = 0; wait < 4; i++) {
        check(i < 20, "guessing is slowed within 20 tries")
        const guess = await login(i, demo.owner, `guess-${i}`, { address: "198.51.100.66" })
        wait = guess.status === 429 ? Number(guess.headers.get("retry-after")) : 0
        if (wait > 0 && wait < 4) await delay(wait * 1000)
      }
      const attacker = await login(1, demo.owner, DEMO_PASSWORD, { address: "198.51.100.66" })
      check(attacker.status === 429, `the guessing address is slowed even for the right password (${attacker.status})`)
      const known = await login(0, demo.owner, DEMO_PASSWORD, { address: "198.51.100.66", cookie: device })
      check(known.status === 200, `the owner's known device passes, even at the attacker's address (${known.status})`)
      const elsewhere = await login(1, demo.owner, DEMO_PASSWORD, { address: "198.51.100.21" })
      check(elsewhere.status === 200, `a new device elsewhere passes at once (${elsewhere.status})`)
      const sameNetwork = await loginAfterWaiting(0, demo.owner, DEMO_PASSWORD, { address: "198.51.100.66" })
      check(sameNetwork.status === 200, `a new device at the attacker's address passes after its wait, not an hour (${sameNetwork.status})`)
      return "guessing an owner's password: known device passes, new devices elsewhere at once, at the attacker's address after a short wait"
    },
    async L1() {
      const signup = (i, email) =>
        call(i, "POST", "/api/v1/account/account", {
          address: `192.0.2.${50 + i}`,
          body: { email, password: "Mocne-Haslo-2026!", name: "Jan", surname: "Kowalski", accepted_regulations: true }
        })
      const taken = await signup(0, demo.parent)
      const newcomer = await signup(1, fresh())
      check(taken.status === newcomer.status, `the same status for a taken and a new e-mail (${taken.status} vs ${newcomer.status})`)
      const shape = (body) => JSON.stringify(Object.keys(body ?? {}).sort())
      check(shape(taken.body) === shape(newcomer.body), `the same answer for a taken and a new e-mail (${shape(taken.body)} vs ${shape(newcomer.body)})`)
      return `a sign-up with a taken e-mail answers as a new one (${taken.status})`
    },
    async L2() {
      const owner = await login(0, demo.owner, DEMO_PASSWORD, { address: "198.51.100.30" })
      check(owner.status === 200, `the demo owner logs in (${owner.status})`)
      const { jwt } = owner.body
      const facilityId = Object.keys(owner.body.perms ?? {}).map(Number).find((id) => id > 0)
      check(facilityId !== undefined, "the demo owner runs a facility")
      const news = `/api/facility/list/${facilityId}/publications`
      const form = new FormData()
      form.append("file", new Blob(["%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n"], { type: "application/pdf" }), "zgoda.pdf")
      const uploaded = await call(0, "POST", `${news}/attachments`, { token: jwt, form })
      check(uploaded.status === 201 || uploaded.status === 200, `the owner uploads an attachment (${uploaded.status})`)
      const created = await call(1, "POST", news, {
        token: jwt,
        body: { title: "Zgody na wycieczkę", content: "<p>Do podpisania.</p>", category: "relation", visibility: "private", attachments: [uploaded.body.url] }
      })
      check(created.status === 201, `the owner posts an item for members (${created.status})`)
      const read = await call(0, "GET", `${news}/${created.body.id}`, { token: jwt })
      const signed = read.body.attachments?.[0]?.url
      check(typeof signed === "string", "the owner reads the item with its attachment")
      const plain = signed.replace(/\?.*$/, "")
      for (const i of [0, 1]) {
        const anonymous = await call(i, "GET", plain)
        check(anonymous.status === 404, `the attachment is not readable without authorization (${anonymous.status})`)
        const authorized = await call(i, "GET", signed)
        check(authorized.status === 200, `its reader's URL serves it (${authorized.status})`)
        check(authorized.headers.get("cache-control") === "private, no-store", `kept in no cache (${authorized.headers.get("cache-control")})`)
      }
      return "a private item's attachment: 404 without authorization, `private, no-store` for its reader"
    },
    async L3() {
      const closedPort = await freePort()
      const { code, stderr } = await spawnInstance({
        DATA_DIR: mkdtempSync(join(tmpdir(), "pociecha-replay-")),
        DATABASE_URL: `postgres://pociecha:hunter2@127.0.0.1:${closedPort}/pociecha`
      }).exited
      const lines = stderr.trim().split("\n")
      check(code === 78, `exit code 78 (was ${code})`)
      check(lines.length === 1 && lines[0].startsWith("Pociecha refuses to start:"), `one line on stderr (${lines.length}: ${lines[0]})`)
      check(!stderr.includes("hunter2"), "the password of DATABASE_URL is not printed")
      return `an unreachable DATABASE_URL: exit 78, "${lines[0]}"`
    }
  }

  let passed = 0
  let failed = 0
  try {
    for (const [name, replay] of Object.entries(cases)) {
      try {
        console.log(`ok   ${name}: ${await replay()}`)
        passed++
      } catch (error) {
        console.log(`FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`)
        failed++
      }
    }
  } finally {
    first.stop()
    second.stop()
    await database.close()
  }
  console.log(`${passed} passed, ${failed} failed`)
  return failed === 0
}

main().then((ok) => process.exit(ok ? 0 : 1), (error) => {
  console.error(error)
  process.exit(1)
})
