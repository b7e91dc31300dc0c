#!/usr/bin/env node
import { NodeServices } from "@effect/platform-node"
import { openDesk } from "./desk"
import { runCli } from "./run"
import { sessionFilePath, sessionStorageOf } from "./sessionFile"

// `pociecha …`: the server from POCIECHA_URL, the session from the user's config dir, credentials
// from POCIECHA_EMAIL / POCIECHA_PASSWORD (login asks for what is missing).
const env = process.env
const baseUrl = (env.POCIECHA_URL || "http://localhost:3000").replace(/\/+$/, "")
const credentials = {
  ...(env.POCIECHA_EMAIL ? { email: env.POCIECHA_EMAIL } : {}),
  ...(env.POCIECHA_PASSWORD ? { password: env.POCIECHA_PASSWORD } : {})
}
const desk = openDesk({
  baseUrl,
  storage: sessionStorageOf(sessionFilePath(env), baseUrl),
  credentials: credentials.email !== undefined && credentials.password !== undefined ? { email: credentials.email, password: credentials.password } : undefined
})
const out = (text: string) => void process.stdout.write(text)
const err = (text: string) => void process.stderr.write(text)

try {
  process.exitCode = await runCli(process.argv.slice(2), { desk, out, err, credentials }, NodeServices.layer)
} finally {
  await desk.dispose()
}
