// The end-to-end suite (`pnpm test:e2e`): the built product with a seeded embedded database
// (tests/e2e/support/serve.mjs) driven through Debian's Chromium — no browser download. Its old
// headless shell (package chromium-headless-shell), as Playwright's own headless default: the full
// browser's new headless mode spent 142 CPU-s where the shell spends 80 on the layout and search
// specs (tests/e2e cpu measured by cgroup), and the suite is CPU-bound on two cores.
//
//   npx playwright test                                        (every spec)
//   npx playwright test tests/e2e/specs/mobile.e2e.test.mjs    (one file)
//
// Environment: E2E_PORT (default: one derived from this process), E2E_WORKERS, CHROMIUM_PATH (another
// Chromium, e.g. /usr/bin/chromium to watch the full browser), and those of
// tests/e2e/support/server.mjs (E2E_SEED_FACILITIES, E2E_WEB_DIST, E2E_KEEP_DATA).
import { defineConfig } from "@playwright/test"
import { execFileSync } from "node:child_process"

// Set in the runner's environment, which its workers inherit, so they all talk to the one server.
// A port the system has free now (a config is read synchronously, so a child asks for one): a port
// derived from the process id once met another server on a busy machine, whose answers never
// looked like the product's.
const freePort = () =>
  execFileSync(process.execPath, ["-e", "const s = require('net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close() })"], { encoding: "utf8" })
const port = (process.env.E2E_PORT ??= freePort())
const baseURL = (process.env.E2E_BASE_URL ??= `http://localhost:${port}`)

export default defineConfig({
  testDir: "tests/e2e/specs",
  testMatch: "*.e2e.test.mjs",
  // Every test makes its own data (fixtures, support/*Api.mjs), so any two may run at once.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  // A test signs up, waits for mail and walks a wizard: minutes on a busy two-core machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "pl-PL",
    trace: "retain-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
    }
  },
  webServer: {
    command: "node tests/e2e/support/serve.mjs",
    url: `${baseURL}/api/v1/tag`,
    // serve.mjs prints this once its own probe (which gives up on a request after 5 s) had an
    // answer. Playwright races it against its probe of `url`, whose requests have no timeout: one
    // taken while the server was starting once went unanswered, and the suite waited 10 minutes.
    wait: { stdout: /\[e2e\] server ready on / },
    // Building the web app and seeding thousands of facilities.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 }
  }
})
