// A session of Pociecha from a plain Node script, as the web app starts its own: createPociechaSession
// wires the session machine, the token store and the client. The script starts the built server
// on a free port with its embedded database (seeded with the demo accounts), signs in as the demo
// parent, reads the account through the client, and signs out.
// Run after `pnpm build`: node examples/session-in-node.mjs
import { createPociechaSession, selectUser } from "@pociecha/core"
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { waitFor } from "xstate"

const DEMO_PARENT = { email: "rodzic@pociecha.pl", password: "Pociecha2026!" }

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

const server = await startServer()
const session = createPociechaSession({ baseUrl: server.baseUrl })
try {
  const actor = session.start()
  assert.equal(selectUser(actor.getSnapshot()), null, "a new session starts anonymous")

  actor.send({ type: "LOGIN", credentials: DEMO_PARENT })
  const signedIn = await waitFor(actor, (snapshot) => !snapshot.matches("loggingIn"))
  assert.ok(signedIn.matches("loggedIn"), `the demo parent signs in (${String(signedIn.context.error)})`)
  const user = selectUser(signedIn)
  console.log("signed in:", user.email, `(${user.type})`)

  // The client sends the session's token: the account is read as its owner.
  const account = await session.api.call((client) => client.account.getAccount({ params: { id: user.id } }))
  assert.equal(account.email, DEMO_PARENT.email)
  console.log("account read through the session's client:", account.name, account.surname)

  actor.send({ type: "LOGOUT" })
  const signedOut = await waitFor(actor, (snapshot) => snapshot.matches("anonymous"))
  assert.equal(selectUser(signedOut), null)
  assert.equal(session.tokens.get(), null, "signing out drops the client's token")
  console.log("a session from plain Node works ✔")
} finally {
  await session.dispose()
  await server.stop()
}
