// `pnpm test`: every check of the repository, each as soon as what it needs is done and there is
// room, then a table of how long each took. The machines have two cores. Most checks use one (eslint,
// knip, tsc, tsup, the abuse replay), so two of them side by side take about the time of the longer;
// the suites that use both (unit, integration, end-to-end) run one at a time, each with at most one
// single-core check beside it, which fills the time they spend waiting on a database or a browser.
// A failed check fails the run, and nothing that needs it starts; the others still finish, so one
// run shows every failure.
import { spawn } from "node:child_process"
import { createInterface } from "node:readline"

// The pnpm that runs `pnpm test` (its script sets npm_execpath), or the one .ci/run uses.
const pnpm = process.env.npm_execpath?.includes("pnpm") ? `"${process.execPath}" "${process.env.npm_execpath}"` : "npx -y pnpm@10"

/** name → [pnpm script, the checks it needs, whether it keeps both cores busy on its own] */
const checks = {
  // in the order they are taken: the build first (most checks need it), the long suites next
  build: ["build", [], false],
  unit: ["test:unit", [], true],
  integration: ["test:integration", ["build"], true],
  e2e: ["test:e2e", ["build"], true],
  typecheck: ["typecheck", [], false],
  lint: ["lint", [], false],
  knip: ["knip", [], false],
  examples: ["test:examples", ["build"], false],
  abuse: ["test:abuse", ["build"], false]
}
/** Room on the machine: a wide check takes two, a narrow one one; three lets one narrow check run beside a wide one. */
const ROOM = 3
const WIDE = 2

const started = Date.now()
const state = new Map(Object.keys(checks).map((name) => [name, { status: "waiting", seconds: 0 }]))
let busyCores = 0

const runCheck = (name) =>
  new Promise((done) => {
    const [script, , wide] = checks[name]
    const command = `${pnpm} ${script}`
    const cores = wide ? WIDE : 1
    busyCores += cores
    const entry = state.get(name)
    entry.status = "running"
    const start = Date.now()
    console.log(`▶ ${name}: ${command}`)
    const child = spawn(command, {
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...(name === "e2e" ? { E2E_WEB_DIST: "packages/web/dist" } : {}) }
    })
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`))
    child.on("close", (code) => {
      busyCores -= cores
      entry.seconds = (Date.now() - start) / 1000
      entry.status = code === 0 ? "passed" : "failed"
      console.log(`${code === 0 ? "✔" : "✘"} ${name} ${entry.status} in ${entry.seconds.toFixed(0)} s`)
      done()
    })
  })

const failedOrBlocked = (name) => checks[name][1].some((need) => ["failed", "blocked"].includes(state.get(need).status))
const ready = (name) => checks[name][1].every((need) => state.get(need).status === "passed")

// Starts what can start, in the order the checks are listed.
const running = new Set()
const schedule = () => {
  for (const name of Object.keys(checks)) {
    const entry = state.get(name)
    if (entry.status !== "waiting") continue
    if (failedOrBlocked(name)) {
      entry.status = "blocked"
      continue
    }
    const cores = checks[name][2] ? WIDE : 1
    if (!ready(name) || busyCores + cores > ROOM) continue
    const run = runCheck(name).then(() => {
      running.delete(run)
      schedule()
    })
    running.add(run)
  }
}
schedule()
while (running.size > 0) await Promise.race(running)

console.log("\ncheck        status   seconds")
for (const [name, { status, seconds }] of state) console.log(`${name.padEnd(12)} ${status.padEnd(8)} ${seconds.toFixed(0).padStart(7)}`)
console.log(`whole run    ${((Date.now() - started) / 1000).toFixed(0)} s`)
process.exit([...state.values()].every(({ status }) => status === "passed") ? 0 : 1)
