// The real product for browser runs: the web app built into a temporary folder, a fresh
// embedded database there, and the server on a free port (or `port`). Used by the end-to-end
// suite (serve.mjs, Playwright's web server) and the web metrics script (tests/perf/web-metrics.mjs).
//
// Environment: E2E_SEED_FACILITIES (facilities to seed; default 3000 — every built-in city gets at
// least 30), E2E_WEB_DIST (use this build instead of building), E2E_KEEP_DATA=1 keeps the folder.
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const root = resolve(fileURLToPath(import.meta.url), "../../../..")
const READY_ATTEMPTS = 240
const READY_INTERVAL_MS = 500

export const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })

export const run = (command, args, options) =>
  new Promise((resolveRun) => {
    const child = spawn(command, args, { stdio: "inherit", ...options })
    child.once("exit", (code, signal) => resolveRun(code ?? (signal ? 1 : 0)))
  })

/** Builds the business-card panel (vite.panel.config.ts) into the web build's panel-wizytowki folder. */
async function buildPanel(webDir) {
  const panelDir = join(webDir, "panel-wizytowki")
  if (existsSync(join(panelDir, "panel.html"))) return
  console.log("[e2e] building the business-card panel")
  const vite = join(root, "packages/web/node_modules/vite/bin/vite.js")
  const args = [vite, "build", "-c", "vite.panel.config.ts", "--outDir", panelDir, "--emptyOutDir", "--logLevel", "warn"]
  const code = await run(process.execPath, args, { cwd: join(root, "packages/web") })
  if (code !== 0 || !existsSync(join(panelDir, "panel.html"))) throw new Error("the panel build failed")
}

/**
 * Builds the web app into `outDir` (or takes E2E_WEB_DIST) and returns the folder to serve; the
 * business-card panel, the build's second part, is built into it when it is not there.
 */
async function buildWeb(outDir) {
  if (process.env.E2E_WEB_DIST) {
    const given = resolve(process.env.E2E_WEB_DIST)
    await buildPanel(given)
    return given
  }
  console.log("[e2e] building packages/web")
  const vite = join(root, "packages/web/node_modules/vite/bin/vite.js")
  const code = await run(process.execPath, [vite, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], { cwd: join(root, "packages/web") })
  if (code !== 0 || !existsSync(join(outDir, "index.html"))) throw new Error("the web build failed")
  await buildPanel(outDir)
  return outDir
}

/** Polls until the API answers GET /api/v1/tag with 200, the server exits, or attempts run out. */
async function waitUntilReady(baseUrl, server) {
  let exited = false
  server.once("exit", () => (exited = true))
  for (let attempt = 1; attempt <= READY_ATTEMPTS; attempt++) {
    if (exited) throw new Error("the server exited before it was ready")
    try {
      // A request the server took while starting may never be answered: give up on it and ask again.
      const response = await fetch(`${baseUrl}/api/v1/tag`, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, READY_INTERVAL_MS))
  }
  throw new Error(`the server was not ready after ${(READY_ATTEMPTS * READY_INTERVAL_MS) / 1000} s`)
}

export function stop(server) {
  return new Promise((resolveStop) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolveStop()
    const killer = setTimeout(() => server.kill("SIGKILL"), 10_000)
    server.once("exit", () => {
      clearTimeout(killer)
      resolveStop()
    })
    server.kill("SIGTERM")
  })
}


/**
 * Builds the app, starts the server over a fresh database and waits until it answers.
 * Returns its base URL, the web build it serves and `close()`, which stops it, prints its log tail on failure and
 * removes the temporary folder.
 *
 * `production: true` runs it as a deployment does (APP_ENV=production: no noindex, no watermark,
 * production headers, a JWT_SECRET of its own, loopback only). Production never seeds demo data,
 * so the data folder is filled first by the seed script in local mode, as `pnpm seed` would.
 */
export async function startProduct({ seedFacilities = process.env.E2E_SEED_FACILITIES ?? "3000", production = false, port: chosenPort } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "pociecha-e2e-"))
  const webDist = await buildWeb(join(dataDir, "web"))
  const port = chosenPort ?? (await freePort())
  const baseUrl = `http://localhost:${port}`
  const logFile = join(dataDir, "server.log")
  const log = createWriteStream(logFile)
  console.log(`[e2e] ${production ? "production " : ""}server on ${baseUrl}, data in ${dataDir}`)
  // The product gets a database of its own: never the DATABASE_URL that integration tests share,
  // whose abuse-limit counters and rows they leave behind.
  const { DATABASE_URL: _sharedDatabase, ...environment } = process.env
  const serverEnvironment = {
    ...environment,
    PORT: String(port),
    DATA_DIR: join(dataDir, "data"),
    PUBLIC_URL: baseUrl,
    WEB_DIST: webDist,
    SEED_FACILITIES: String(seedFacilities)
  }
  if (production) {
    const seeded = await run(process.execPath, ["dist/seed.js"], { cwd: join(root, "packages/server"), env: { ...serverEnvironment, APP_ENV: "local" }, stdio: "ignore" })
    if (seeded !== 0) throw new Error("seeding the production-mode database failed")
  }
  const server = spawn(process.execPath, ["dist/main.js"], {
    cwd: join(root, "packages/server"),
    env: production
      ? { ...serverEnvironment, NODE_ENV: "production", APP_ENV: "production", HOST: "127.0.0.1", SITE_DOMAIN: "localhost", JWT_SECRET: randomBytes(48).toString("base64") }
      : // Each browser context and API-made account stands for a different visitor (X-Forwarded-For,
        // see clientAddress in browser.mjs): the per-address abuse limits hold as in production,
        // yet the whole suite's sign-ups do not count against one address.
        { ...serverEnvironment, APP_ENV: "test", TRUST_PROXY: "true" },
    stdio: ["ignore", "pipe", "pipe"]
  })
  server.stdout.pipe(log)
  server.stderr.pipe(log)
  const close = async ({ failed = false } = {}) => {
    await stop(server)
    await new Promise((resolveEnd) => log.end(resolveEnd))
    if (failed) {
      console.error("[e2e] server log (last 60 lines):")
      console.error(readFileSync(logFile, "utf8").split("\n").slice(-60).join("\n"))
    }
    if (process.env.E2E_KEEP_DATA !== "1") rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilReady(baseUrl, server)
  } catch (error) {
    await close({ failed: true })
    throw error
  }
  return { baseUrl, root, webDist, close }
}
