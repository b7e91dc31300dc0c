// Facility websites in the browser (issue 17 "Speed"), printed, not asserted: Lighthouse's four
// scores (mobile preset) on a site's main page, a subpage and a news entry in two themes (budget
// 100/100/100/100), and the JavaScript each page loads, gzipped (budget 15 kB a page). Starts the
// real product as a deployment runs it (APP_ENV=production, `{name}.localhost` sites), and makes the
// demo owner's site through the API as the owner would.
//
//   node tests/perf/sites-lighthouse.mjs    (the browser half of `pnpm measure:sites`; needs `pnpm build`)
//
// Environment: SITES_LIGHTHOUSE_RUNS (default 3), METRICS_SEED_FACILITIES (default 1500), CHROMIUM_PATH.
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { chromium } from "playwright-core"
import { startProduct } from "../e2e/support/server.mjs"
import { CATEGORIES, lighthouseScores } from "./lighthouse.mjs"

const RUNS = Number(process.env.SITES_LIGHTHOUSE_RUNS ?? 3)
const JS_BUDGET_BYTES = 15_000
/** The demo owner and the premium facility the seed gives them (packages/server/src/db/seed/demoAccounts.ts). */
const DEMO_OWNER = { email: "dyrektor@pociecha.pl", password: "Pociecha2026!" }
const DEMO_FACILITY_SLUG = "przedszkole-niepubliczne-pociecha-krakow"
/** The default theme and bears, whose light orange primary is the hardest to keep legible. */
const THEMES = ["crayons", "bears"]

/** Calls the product's API and returns the decoded JSON; throws on a status other than 2xx. */
async function api(baseUrl, method, path, { token, body } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return text === "" ? null : JSON.parse(text)
}

/**
 * The demo facility's new site with a news entry: its origin, the paths to measure, and a way to
 * switch its template (the theme a visitor sees, not a preview, so its pages are the kept ones).
 */
async function demoSite(baseUrl) {
  const { jwt: token } = await api(baseUrl, "POST", "/v1/account/login", { body: DEMO_OWNER })
  const facility = await api(baseUrl, "GET", `/facility/list/${DEMO_FACILITY_SLUG}`)
  const templates = await api(baseUrl, "GET", "/v1/page-templates")
  const templateOf = (key) => templates.find((template) => template.key === key).id
  const site = await api(baseUrl, "POST", `/v1/web-pages/${facility.id}`, { token, body: { template_id: templateOf(THEMES[0]), name: "pociecha-demo" } })
  const entry = await api(baseUrl, "POST", `/facility/list/${facility.id}/publications`, {
    token,
    body: {
      title: "Festyn rodzinny",
      content: "<p>Zapraszamy rodziców i dzieci na <strong>festyn</strong> w ogrodzie przedszkola w sobotę o 10:00.</p><ul><li>gry i zabawy</li><li>poczęstunek</li></ul>",
      category: "relation",
      visibility: "public"
    }
  })
  const about = site.subpages.find((subpage) => subpage.type === "about")
  const origin = new URL(baseUrl)
  origin.hostname = `${site.name}.localhost`
  return {
    origin: origin.origin,
    pages: [["main page", "/"], [`subpage /${about.slug}`, `/${about.slug}`], ["news entry", `/aktualnosci/${entry.id}`]],
    useTheme: (key) => api(baseUrl, "PATCH", `/v1/web-pages/${facility.id}/web-page/${site.id}`, { token, body: { template_id: templateOf(key) } })
  }
}

/** The JavaScript a fresh visit to `url` loads until the network is idle: files and bytes gzipped. */
async function pageJavaScript(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  const page = await context.newPage()
  const scripts = []
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.body().then((body) => gzipSync(body).length))
  })
  await page.goto(url, { waitUntil: "networkidle" })
  const sizes = await Promise.all(scripts)
  await context.close()
  return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) }
}

function print(rows) {
  const width = Math.max(...rows.map((row) => row.name.length))
  console.log(`\nFacility site, Lighthouse (mobile preset, simulated slow 4G and a 4× slower CPU), the median of ${RUNS} runs; JavaScript gzipped:`)
  console.log(`  ${"".padEnd(width)}  ${CATEGORIES.map((category) => category.padStart(15)).join("")}  ${"JS gzip".padStart(12)}`)
  for (const { name, result, js } of rows) {
    console.log(`  ${name.padEnd(width)}  ${CATEGORIES.map((category) => String(result.scores[category]).padStart(15)).join("")}  ${`${(js.bytes / 1000).toFixed(2)} kB`.padStart(12)}`)
  }
  for (const { name, result, js } of rows) {
    const metrics = Object.entries(result.metrics).map(([id, value]) => `${id.replace(/-/g, " ")} ${value}`).join(", ")
    console.log(`  ${name}: performance of each run ${result.performanceRuns.join(", ")}; ${metrics}; ${js.files} script file(s)`)
    if (result.error !== null) console.log(`    Lighthouse could not measure it: ${result.error}`)
    if (result.lost.length > 0) console.log(`    points lost on: ${result.lost.join("; ")}`)
  }
  const perfect = rows.every(({ result }) => CATEGORIES.every((category) => result.scores[category] === 100))
  const heaviest = Math.max(...rows.map(({ js }) => js.bytes))
  console.log(`\n  all four scores 100 on every page: ${perfect ? "yes" : "NO"}; most JavaScript on a page ${(heaviest / 1000).toFixed(2)} kB ` +
    `(budget ${JS_BUDGET_BYTES / 1000} kB: ${heaviest <= JS_BUDGET_BYTES ? "within" : "OVER"})`)
}

// `pnpm build` has built the web app the server also serves: no second build of it here.
const webDist = fileURLToPath(new URL("../../packages/web/dist", import.meta.url))
if (existsSync(`${webDist}/index.html`)) process.env.E2E_WEB_DIST ??= webDist
const product = await startProduct({ seedFacilities: process.env.METRICS_SEED_FACILITIES ?? "1500", production: true })
let failed = false
try {
  const site = await demoSite(product.baseUrl)
  const rows = []
  for (const theme of THEMES) {
    await site.useTheme(theme)
    const pages = site.pages.map(([name, path]) => ({ name: `${theme}, ${name}`, url: `${site.origin}${path}` }))
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] })
    const scripts = []
    for (const page of pages) scripts.push(await pageJavaScript(browser, page.url))
    await browser.close()
    const results = await lighthouseScores(pages, { runs: RUNS })
    results.forEach((result, index) => rows.push({ name: pages[index].name, result, js: scripts[index] }))
  }
  print(rows)
} catch (error) {
  failed = true
  throw error
} finally {
  await product.close({ failed })
}
