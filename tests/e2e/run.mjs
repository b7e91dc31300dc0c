// End-to-end run: the real product (support/server.mjs) and node:test specs driving Chromium.
// Exits with the test runner's code.
//
//   node tests/e2e/run.mjs                                      (from the repository root; `pnpm test:e2e`)
//   node tests/e2e/run.mjs tests/e2e/specs/mobile.e2e.test.mjs  (only these spec files)
//
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), and those of support/server.mjs.
import { run, startProduct } from "./support/server.mjs"

const product = await startProduct()
let code = 1
const interrupt = () => void product.close().then(() => process.exit(130))
process.once("SIGINT", interrupt)
process.once("SIGTERM", interrupt)
try {
  console.log("[e2e] server ready; running specs")
  const specs = process.argv.slice(2)
  code = await run(process.execPath, ["--test", "--test-concurrency=1", ...(specs.length > 0 ? specs : ["tests/e2e/specs/"])], {
    cwd: product.root,
    env: { ...process.env, E2E_BASE_URL: product.baseUrl }
  })
} finally {
  await product.close({ failed: code !== 0 })
}
process.exit(code)
