// Shared browser helpers for the end-to-end specs (node:test + playwright-core + Debian's Chromium).
import { chromium } from "playwright-core"

/** Where the app under test is served; run.mjs sets it for the server it started. */
export const baseUrl = (process.env.E2E_BASE_URL ?? "http://localhost:3000").replace(/\/$/, "")

/** Viewports: desktop, and the phone of the mobile specs (below 768 px). */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 }
}

let browser = null

/** The one Chromium of this spec file, launched on first use. */
export async function openBrowser() {
  browser ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
  })
  return browser
}

/** Closes the browser; call it from `after()` in every spec file. */
export async function closeBrowser() {
  if (browser === null) return
  const opened = await browser
  browser = null
  await opened.close()
}

/**
 * A page in a fresh context (no cookies, no storage), Polish by default. `mobile: true` gives a
 * 390×844 touch phone. Page errors (uncaught exceptions) are collected in `page.errors`, so a
 * spec can assert that none happened. Anything the server's Content-Security-Policy blocks is
 * collected in `page.cspViolations`, and closePage fails the test if there is any.
 */
export async function newPage({ mobile = false, locale = "pl-PL" } = {}) {
  const opened = await openBrowser()
  const context = await opened.newContext({
    baseURL: baseUrl,
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
  page.setDefaultTimeout(15_000)
  page.setDefaultNavigationTimeout(30_000)
  page.errors = []
  page.on("pageerror", (error) => page.errors.push(error))
  return page
}

/** Closes a page together with its context; throws if the page broke the Content-Security-Policy. */
export async function closePage(page) {
  await page.context().close()
  if (page.cspViolations.length > 0) throw new Error(`Content-Security-Policy violations:\n${page.cspViolations.join("\n")}`)
}

/** An absolute URL of a path of the app. */
let visitors = 0
/**
 * A client address of its own for each visitor (a page's browser context, an account made through
 * the API), sent as X-Forwarded-For to the test server, which trusts it (server.mjs): as many
 * visitors as the suite needs, each within the per-address abuse limits.
 */
export function clientAddress() {
  visitors += 1
  return `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`
}

export const url = (path = "/") => `${baseUrl}${path.startsWith("/") ? path : `/${path}`}`

/**
 * Polls `check` until it returns a truthy value, for conditions no locator can wait on (e.g. an
 * e-mail arriving in the dev mailbox). Bounded: throws after `timeout` ms with `message`.
 */
export async function eventually(check, { timeout = 15_000, interval = 250, message = "condition not met" } = {}) {
  const deadline = Date.now() + timeout
  let lastError = null
  for (;;) {
    try {
      const value = await check()
      if (value) return value
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) throw new Error(`${message} within ${timeout} ms${lastError ? `: ${lastError.message}` : ""}`)
    await new Promise((resolveWait) => setTimeout(resolveWait, interval))
  }
}

/** Waits until the page's pathname (and search, if given) is `path`. */
export async function waitForPath(page, path) {
  await page.waitForURL((current) => `${current.pathname}${current.search}` === path || current.pathname === path)
}

/** The number of facilities the map found, once a search has finished with some. */
export async function mapResults(page) {
  const count = page.getByTestId("map-results-count")
  return eventually(async () => {
    const value = Number(await count.getAttribute("data-count", { timeout: 1000 }))
    return value > 0 ? value : null
  }, { message: "the map found no facilities" })
}
