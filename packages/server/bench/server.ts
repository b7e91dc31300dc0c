import { spawn, type ChildProcess } from "node:child_process"
import { readFile } from "node:fs/promises"
import { createServer } from "node:net"
import { resolve } from "node:path"

const packageRoot = resolve(import.meta.dirname, "..")

export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })

export const waitUntilHealthy = async (baseUrl: string, server: ChildProcess) => {
  // Seeding 25,000 facilities on first use takes a while: poll for up to 10 minutes, unless it stopped.
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    // A request that reaches the server before it serves gets no answer: ask again, not wait.
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error("the server did not become healthy")
}

/** Linux's clock ticks a second (`getconf CLK_TCK`), the unit of /proc's CPU times. */
const CLOCK_TICKS = 100

/**
 * The CPU milliseconds (user and system) a process has used so far, from /proc/<pid>/stat (fields
 * 14 and 15, counted after the command name, which may hold spaces). Linux only, as the project's
 * machines are.
 */
const cpuMsOf = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8")
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

/** The built server (`node dist/main.js`, as production runs it) on a free loopback port, once healthy. */
export const startBuiltServer = async (env: Record<string, string>) => {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  // Node itself, not a wrapper: stopping it must stop the server.
  const server = spawn(process.execPath, ["dist/main.js"], {
    cwd: packageRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "false", ...env },
    stdio: ["ignore", "inherit", "inherit"]
  })
  await waitUntilHealthy(baseUrl, server).catch((error: unknown) => {
    server.kill("SIGTERM")
    throw error
  })
  return { baseUrl, cpuMs: () => cpuMsOf(server.pid!), stop: () => server.kill("SIGTERM") }
}
