import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const serverRoot = resolve(fileURLToPath(import.meta.url), "../../..")

/** The built server, as an operator runs it: `node dist/main.js` with only the given environment. */
export const spawnBuiltServer = (env: Record<string, string>): ChildProcess => {
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? "", LOG_REQUESTS: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  // Both pipes always flow: writes to a full pipe block a Node process on Linux, and a server
  // whose output nobody reads any more must not stall mid-test. Listeners added in the same
  // tick (untilExit, untilOutput) still see every chunk.
  child.stdout.resume()
  child.stderr.resume()
  return child
}

/** Everything a process wrote to a stream, once it exits; and its exit code. */
export const untilExit = (child: ChildProcess) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolveExit) => {
    let stdout = ""
    let stderr = ""
    child.stdout?.on("data", (chunk) => (stdout += chunk))
    child.stderr?.on("data", (chunk) => (stderr += chunk))
    child.once("exit", (code) => resolveExit({ code, stdout, stderr }))
  })

/** Resolves when the process writes a line containing `text`; rejects if it exits first. */
export const untilOutput = (child: ChildProcess, text: string) =>
  new Promise<void>((resolveSeen, reject) => {
    let seen = ""
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      if (seen.includes(text)) {
        child.stdout?.off("data", onData)
        resolveSeen()
      }
    }
    child.stdout?.on("data", onData)
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before saying '${text}': ${seen}`)))
  })

export const freePort = () =>
  new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolvePort(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

export const freshDataDir = () => mkdtempSync(join(tmpdir(), "pociecha-built-"))
