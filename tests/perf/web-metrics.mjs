// Web metrics, printed (not asserted): the landing page's JavaScript, gzipped as served; the time
// to render the map with markers for Warszawa; and Lighthouse's scores (mobile preset) for the
// landing page, the map and a facility profile. Starts the real product as a deployment runs it
// (APP_ENV=production, over 25,000 seeded facilities) and measures in Debian's Chromium.
//
//   node tests/perf/web-metrics.mjs        (`pnpm measure:web`; builds the app itself)
//
// Environment: METRICS_SEED_FACILITIES (default 25000), CHROMIUM_PATH.
import { chromium } from "playwright-core"
import { recommendedFacilityPath } from "../e2e/support/samples.mjs"
import { startProduct } from "../e2e/support/server.mjs"
import { CATEGORIES, lighthouseScores } from "./lighthouse.mjs"
import { startTileServer } from "./tileServer.mjs"

const RUNS = 5
const LIGHTHOUSE_RUNS = 5
const LANDING_BUDGET_BYTES = 150_000
const chromiumArgs = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"
]
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * JavaScript a fresh visit to the landing page downloads until the page is ready and the network
 * is idle, as gzip: the browser asks for gzip only (a real one also accepts Brotli, smaller still),
 * so the figure is the budget's measure whatever the browser.
 */
async function landingJavaScript(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { "Accept-Encoding": "gzip" } })
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

function printLighthouse(results) {
  console.log(`\nLighthouse (mobile preset, simulated slow 4G and a 4× slower CPU), the median of ${LIGHTHOUSE_RUNS} runs:`)
  const width = Math.max(...results.map((result) => result.name.length))
  console.log(`  ${"".padEnd(width)}  ${CATEGORIES.map((category) => category.padStart(14)).join("")}`)
  for (const result of results) {
    console.log(`  ${result.name.padEnd(width)}  ${CATEGORIES.map((category) => String(result.scores[category]).padStart(14)).join("")}`)
  }
  for (const result of results) {
    const metrics = Object.entries(result.metrics).map(([id, value]) => `${id.replace(/-/g, " ")} ${value}`).join(", ")
    console.log(`  ${result.name}: performance of each run ${result.performanceRuns.join(", ")}; the median run: ${metrics}`)
    if (result.error !== null) console.log(`    Lighthouse could not measure it: ${result.error}`)
    if (result.lost.length > 0) console.log(`    points lost on: ${result.lost.join("; ")}`)
  }
}

// The map's tiles come from the loopback (see tileServer.mjs), as a deployment's come from its tile host.
const tiles = await startTileServer()
process.env.TILE_URL = tiles.url
const product = await startProduct({ seedFacilities: process.env.METRICS_SEED_FACILITIES ?? "25000", production: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs })
try {
  const js = await landingJavaScript(browser, product.baseUrl)
  const initialBytes = js.initial.reduce((sum, s) => sum + s.bytes, 0)
  const lazyBytes = js.lazy.reduce((sum, s) => sum + s.bytes, 0)
  const totalBytes = initialBytes + lazyBytes
  console.log("\nLanding page JavaScript (gzip, as transferred):")
  console.log(`  entry and its static imports: ${kib(initialBytes)} in ${js.initial.length} files`)
  console.log(`  loaded after start (route, texts, tiles): ${kib(lazyBytes)} in ${js.lazy.length} files`)
  console.log(`  all JavaScript of the landing page: ${kib(totalBytes)} = ${(totalBytes / 1000).toFixed(1)} kB (budget ${LANDING_BUDGET_BYTES / 1000} kB: ${totalBytes <= LANDING_BUDGET_BYTES ? "within" : "OVER"})`)
  console.log(`  leaflet requested: ${[...js.initial, ...js.lazy].some((s) => /leaflet|MapView/i.test(s.url)) ? "yes" : "no"}`)
  const map = await warsawMapTimes(browser, product.baseUrl)
  console.log(`Warszawa map with markers: ${map.cold.toFixed(0)} ms cold, ${map.warm.toFixed(0)} ms warm (median of ${RUNS - 1})`)
  await browser.close()
  printLighthouse(await lighthouseScores([
    { name: "landing page", url: `${product.baseUrl}/` },
    { name: "map (Kraków)", url: `${product.baseUrl}/wszystkie-lokalizacje?city=krakow` },
    { name: "facility profile", url: `${product.baseUrl}${await recommendedFacilityPath(product.baseUrl)}` }
  ], { runs: LIGHTHOUSE_RUNS }))
} finally {
  await browser.close()
  await product.close()
  await tiles.close()
}
