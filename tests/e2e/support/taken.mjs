// Seed rows a test takes for itself — a facility only its opinions are written about, one only
// it claims — so that tests on other workers never pick the same one. A row is taken by creating
// a marker file, which the file system does atomically across processes; the folder lives as
// long as the server (serve.mjs makes it and removes it).
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** The folder of this run's markers, named by the server's port. */
export const takenDir = () => join(tmpdir(), `pociecha-e2e-${process.env.E2E_PORT ?? "3000"}-taken`)

/** An empty folder of markers for a new run. */
export function resetTaken() {
  rmSync(takenDir(), { recursive: true, force: true })
  mkdirSync(takenDir(), { recursive: true })
}

/** Where serve.mjs notes the folder of the web build it serves. */
export const servedWebDistFile = () => join(takenDir(), "served-web-dist")

export const removeTaken = () => rmSync(takenDir(), { recursive: true, force: true })

/** Takes `kind` row `id` for the calling test: true if nobody had taken it before in this run. */
export function take(kind, id) {
  try {
    writeFileSync(join(takenDir(), `${kind}-${id}`), "", { flag: "wx" })
    return true
  } catch (error) {
    if (error.code === "EEXIST") return false
    throw error
  }
}
