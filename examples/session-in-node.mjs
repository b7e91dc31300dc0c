// A session of Pociecha from a plain Node script, as the web app starts its own: createPociechaSession
// wires the session machine, the token store and the client. The script signs in as the demo
// parent, reads the account through the client, and signs out.
// Against a running server with the demo accounts (npx -y pnpm@10 start; POCIECHA_URL picks another),
// or `pnpm test:examples`, which starts one.
import { createPociechaSession, selectUser } from "@pociecha/core"
import assert from "node:assert/strict"
import { waitFor } from "xstate"

const DEMO_PARENT = { email: "rodzic@pociecha.pl", password: "Pociecha2026!" }

const session = createPociechaSession({ baseUrl: process.env.POCIECHA_URL ?? "http://localhost:3000" })
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
}
