// Shared browser helpers for the end-to-end specs: where the app is, the visitors' addresses,
// and waits no single locator expresses. Pages come from the `newPage` fixture (fixtures.mjs).
import { expect } from "@playwright/test"

/** Where the app under test is served; playwright.config.ts sets it for the server it starts. */
export const baseUrl = (process.env.E2E_BASE_URL ?? "http://localhost:3000").replace(/\/$/, "")

/** Viewports: desktop, and the phone of the mobile specs (below 768 px). */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 }
}

let visitors = 0
/**
 * A client address of its own for each visitor (a page's browser context, an account made through
 * the API), sent as X-Forwarded-For to the test server, which trusts it (server.mjs): as many
 * visitors as the suite needs, each within the per-address abuse limits. Each worker process
 * counts on its own, so its process id keeps the workers' addresses apart.
 */
export function clientAddress() {
  visitors += 1
  return `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`
}

/** An absolute URL of a path of the app. */
export const url = (path = "/") => `${baseUrl}${path.startsWith("/") ? path : `/${path}`}`

/** Waits until the page's pathname (and search, if given) is `path`. */
export async function waitForPath(page, path) {
  await page.waitForURL((current) => `${current.pathname}${current.search}` === path || current.pathname === path)
}

/** The number of facilities the map found, once a search has finished with some. */
export async function mapResults(page) {
  const count = page.getByTestId("map-results-count")
  await expect(count, "the map found no facilities").toHaveAttribute("data-count", /^[1-9]\d*$/)
  return Number(await count.getAttribute("data-count"))
}

/** The number the map found once a filter has narrowed its `all` facilities (to some, not none). */
export async function narrowedMapResults(page, all, message) {
  const count = page.getByTestId("map-results-count")
  const shown = async () => Number(await count.getAttribute("data-count"))
  await expect.poll(async () => (await shown()) > 0 && (await shown()) < all, { message }).toBe(true)
  return shown()
}
