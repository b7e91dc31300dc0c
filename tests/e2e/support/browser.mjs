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
 * spec can assert that none happened.
 */
export async function newPage({ mobile = false, locale = "pl-PL" } = {}) {
  const opened = await openBrowser()
  const context = await opened.newContext({
    baseURL: baseUrl,
    locale,
    viewport: mobile ? viewports.mobile : viewports.desktop,
    ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {})
  })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  page.setDefaultNavigationTimeout(30_000)
  page.errors = []
  page.on("pageerror", (error) => page.errors.push(error))
  return page
}

/** Closes a page together with its context. */
export async function closePage(page) {
  await page.context().close()
}

/** An absolute URL of a path of the app. */
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
