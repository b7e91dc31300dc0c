// A product of a spec's own, on the build the suite's server serves: for a spec that changes what
// every visitor sees (maintenance, a new version of the regulations everyone must accept), which
// would trip the other specs running beside it on the shared server.
import { readFileSync } from "node:fs"
import { startProduct } from "./server.mjs"
import { servedWebDistFile } from "./taken.mjs"

/**
 * The spec file's own product, started before its tests (which run one after another) and
 * stopped after them; the spec reads it through the returned function once they run.
 */
export function useIsolatedProduct(test) {
  let product
  test.describe.configure({ mode: "serial", timeout: 240_000 })
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    product = await startIsolatedProduct()
  })
  test.afterAll(async () => product?.close())
  return () => product
}

/** Starts it (few facilities: the spec needs the pages, not the catalogue) and returns its base URL and `close()`. */
async function startIsolatedProduct() {
  process.env.E2E_WEB_DIST ??= readFileSync(servedWebDistFile(), "utf8")
  return startProduct({ seedFacilities: 40 })
}

/** Logs in on `baseUrl`'s login page and waits until the app has left it. */
export async function logInAt(page, baseUrl, email, password) {
  await page.goto(`${baseUrl}/logowanie`)
  await page.getByLabel(/^Adres e-mail/).fill(email)
  await page.getByLabel(/^Hasło/).fill(password)
  await page.getByTestId("login-submit").click()
  await page.waitForURL((current) => current.pathname !== "/logowanie")
}

/** Messages sent to `email` on `baseUrl`'s dev mailbox, newest first. */
export async function mailboxAt(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`dev mailbox answered ${response.status}`)
  return response.json()
}
