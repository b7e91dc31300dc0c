// Web metrics, printed (not asserted): the landing page's first JavaScript, gzipped as
// served, and the time to render the map with markers for Warszawa. Starts the real
// product (25,000 seeded facilities) and measures in Debian's Chromium.
//
//   node tests/perf/web-metrics.mjs        (after `pnpm install`; builds the app itself)
import { chromium } from "playwright-core"
import { startProduct } from "../e2e/support/server.mjs"

const RUNS = 5
const chromiumArgs = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"
]
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

/** JavaScript a fresh visit to the landing page downloads until the page is ready and the network is idle. */
async function landingJavaScript(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const scripts = []
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return
    const sizes = await request.sizes()
    scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })
  })
  await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" })
  await page.getByTestId("city-search-landing").first().waitFor()
  await page.waitForLoadState("networkidle")
  const html = await (await fetch(`${baseUrl}/`)).text()
  const initial = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))
  await context.close()
  return {
    initial: scripts.filter((s) => initial.has(s.url)),
    lazy: scripts.filter((s) => !initial.has(s.url))
  }
}

/** Milliseconds from navigation start until the Warszawa map shows its markers. */
async function warsawMapTimes(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const times = []
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/wszystkie-lokalizacje?city=warszawa`)
    await page.waitForFunction(() => {
      const count = document.querySelector('[data-testid="map-results-count"]')
      return Number(count?.getAttribute("data-count") ?? 0) > 0 &&
        document.querySelectorAll(".leaflet-marker-icon").length > 0
    }, undefined, { timeout: 60_000, polling: "raf" })
    times.push(await page.evaluate(() => performance.now()))
    const markers = await page.getByTestId("map-results-count").getAttribute("data-count")
    if (run === 0) console.log(`Warszawa map: ${markers} facilities found`)
    await page.close()
  }
  await context.close()
  return { cold: times[0], warm: median(times.slice(1)) }
}

const product = await startProduct({ seedFacilities: process.env.METRICS_SEED_FACILITIES ?? "25000" })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs })
try {
  const js = await landingJavaScript(browser, product.baseUrl)
  const initialBytes = js.initial.reduce((sum, s) => sum + s.bytes, 0)
  const lazyBytes = js.lazy.reduce((sum, s) => sum + s.bytes, 0)
  console.log("\nLanding page JavaScript (gzip, as transferred):")
  console.log(`  entry and its static imports: ${kib(initialBytes)} in ${js.initial.length} files`)
  console.log(`  loaded after start (route, locale, menus, client): ${kib(lazyBytes)} in ${js.lazy.length} files`)
  console.log(`  all JavaScript of the landing page: ${kib(initialBytes + lazyBytes)}`)
  console.log(`  leaflet requested: ${[...js.initial, ...js.lazy].some((s) => /MapView/.test(s.url)) ? "yes" : "no"}`)
  const map = await warsawMapTimes(browser, product.baseUrl)
  console.log(`Warszawa map with markers: ${map.cold.toFixed(0)} ms cold, ${map.warm.toFixed(0)} ms warm (median of ${RUNS - 1})`)
} finally {
  await browser.close()
  await product.close()
}
