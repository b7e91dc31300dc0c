// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) against pages of a
// running product, in Debian's Chromium driven over its DevTools port (no Puppeteer browser).
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import lighthouse from "lighthouse"
import { freePort, stop } from "../e2e/support/server.mjs"

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

// The flags of the end-to-end browser (tests/e2e/support/browser.mjs), headless.
const chromiumFlags = [
  "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"
]

async function waitForDevTools(port, browser) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (browser.exitCode !== null) throw new Error("Chromium exited before it opened its DevTools port")
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  }
  throw new Error("Chromium's DevTools port did not open")
}

/** Lighthouse's result for one page: scores (0–100), key metrics, the audits that cost points. */
function summary(name, lhr) {
  const weighted = new Set(CATEGORIES.flatMap((category) => lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)))
  return {
    name,
    // Lighthouse scores a page it could not load as 0 everywhere: say why.
    error: lhr.runtimeError?.message ?? null,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category].score ?? 0) * 100)])),
    metrics: Object.fromEntries(["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"].map((id) => [id, lhr.audits[id]?.displayValue ?? "?"])),
    lost: Object.values(lhr.audits)
      .filter((audit) => weighted.has(audit.id) && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`)
  }
}

/**
 * Runs Lighthouse `runs` times on each of `pages` ({ name, url }) and returns, per page, the run
 * of median performance (its scores, metrics and the audits that cost points, for a reader to act
 * on) with every run's performance score. One run is not a measure: Lighthouse's own guidance is
 * the median of several, since a simulated slow phone multiplies each hiccup of this machine.
 */
export async function lighthouseScores(pages, { runs = 5 } = {}) {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), "pociecha-lighthouse-"))
  const browser = spawn(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"], { stdio: "ignore" })
  try {
    await waitForDevTools(port, browser)
    const results = []
    for (const page of pages) {
      const runsOfPage = []
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(page.url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES })
        runsOfPage.push(summary(page.name, lhr))
      }
      const byPerformance = [...runsOfPage].sort((a, b) => a.scores.performance - b.scores.performance)
      results.push({ ...byPerformance[Math.floor(runs / 2)], performanceRuns: runsOfPage.map((result) => result.scores.performance) })
    }
    return results
  } finally {
    await stop(browser)
    rmSync(profile, { recursive: true, force: true })
  }
}
