// The end-to-end specs' `test` and `expect`: Playwright's, with the pages of this product and the
// accounts a test signs in with as fixtures. Every fixture is made for the one test that asks for
// it, so each test runs alone, in any order, on any worker.
import { expect, test as base } from "@playwright/test"
import { newParent } from "./accountApi.mjs"
import { clientAddress, viewports } from "./browser.mjs"

export { expect }

/**
 * A Polish desktop page in a fresh context (no cookies, no storage) with the page's uncaught
 * exceptions in `page.errors` and what the Content-Security-Policy blocked in `page.cspViolations`.
 */
async function openPage(browser, baseURL, { mobile = false, locale = "pl-PL" } = {}) {
  const context = await browser.newContext({
    baseURL,
    // A visitor of its own for the server's per-address abuse limits (see clientAddress).
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    locale,
    viewport: mobile ? viewports.mobile : viewports.desktop,
    ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {})
  })
  const cspViolations = []
  await context.exposeBinding("__reportCspViolation", (_source, violation) => void cspViolations.push(violation))
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      void window.__reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`)
    })
  })
  const page = await context.newPage()
  page.cspViolations = cspViolations
  page.errors = []
  page.on("pageerror", (error) => page.errors.push(error))
  return page
}

export const test = base.extend({
  /**
   * Opens pages (`newPage({ mobile, locale })`; `mobile: true` is a 390×844 touch phone); after
   * the test closes them and fails it if any broke the Content-Security-Policy.
   */
  newPage: async ({ browser, baseURL }, use) => {
    const opened = []
    await use(async (options) => {
      const page = await openPage(browser, baseURL, options)
      opened.push(page)
      return page
    })
    for (const page of opened) await page.context().close()
    expect(opened.flatMap((page) => page.cspViolations), "Content-Security-Policy violations").toEqual([])
  },
  /** A desktop page of {@link newPage}'s kind. */
  page: async ({ newPage }, use) => use(await newPage()),
  /** The names `parent` is created with; a spec file sets them with `test.use({ parentNames })`. */
  parentNames: [{ name: "Test", surname: "Testowy" }, { option: true }],
  /** A new, confirmed parent signed in through the API: e-mail, password and bearer token. */
  parent: async ({ parentNames }, use) => use(await newParent(parentNames))
})
