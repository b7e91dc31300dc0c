// A support script over the `pociecha` command line's library (@pociecha/cli): support's desk is
// core's session — the session machine, the client and the support screens' machines — so the
// script signs in, reads the claims waiting and the moderation queue's head exactly as the support
// screens do. The same listing through the CLI itself (`pociecha support claims list --json`)
// answers the same claims. Read-only: it decides nothing.
// Against a running server with the demo accounts (npx -y pnpm@10 start; POCIECHA_URL picks another,
// POCIECHA_EMAIL / POCIECHA_PASSWORD another support account), or `pnpm test:examples`.
import { ExitCode, openDesk } from "@pociecha/cli"
import { memoryUserStorage } from "@pociecha/core"
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { fileURLToPath } from "node:url"

const baseUrl = process.env.POCIECHA_URL ?? "http://localhost:3000"
const credentials = {
  email: process.env.POCIECHA_EMAIL ?? "wsparcie@pociecha.pl",
  password: process.env.POCIECHA_PASSWORD ?? "Pociecha2026!"
}

// A script keeps its session in memory; the CLI keeps its own in the user's config dir.
const desk = openDesk({ baseUrl, storage: memoryUserStorage(), credentials })
try {
  const me = await desk.whoAmI()
  assert.equal(me.type, "support", "the desk is support's")
  console.log(`signed in as ${me.email}`)

  const claims = await desk.claims()
  console.log(`${claims.length} claim(s) and new facilities waiting`)
  for (const claim of claims.slice(0, 5)) {
    console.log(`  #${claim.id} ${claim.kind} of ${claim.facility_name} by ${claim.account.email}, ${claim.documents.length} document(s)`)
  }

  const next = await desk.nextOpinion()
  console.log(next === null ? "nothing waiting for moderation" : `next to moderate: ${next.kind} ${next.id} of ${next.facility_name}`)

  // The CLI for a shell script: --json, and the exit code says how it went.
  const cli = fileURLToPath(new URL("./main.js", import.meta.resolve("@pociecha/cli")))
  const listed = JSON.parse(execFileSync(process.execPath, [cli, "support", "claims", "list", "--json"], {
    env: { ...process.env, POCIECHA_URL: baseUrl, POCIECHA_EMAIL: credentials.email, POCIECHA_PASSWORD: credentials.password }
  }).toString())
  assert.deepEqual(listed.map((claim) => claim.id), claims.map((claim) => claim.id), "the CLI lists the same claims")
  console.log(`the CLI agrees (exit ${ExitCode.ok}) ✔`)
} finally {
  await desk.dispose()
}
