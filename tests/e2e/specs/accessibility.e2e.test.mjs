// Accessibility (issue 7, defect 9): axe-core in the real pages, at desktop and phone sizes.
// No violation of serious or critical impact, and no aria-prohibited-attr of any impact (the
// landing page had it on 30 nodes: aria-label on plain spans and definitions).
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { expect, test } from "../support/fixtures.mjs"
import { mapResults, url } from "../support/browser.mjs"
import { recommendedFacilityPath } from "../support/samples.mjs"

const axeSource = createRequire(import.meta.url)("axe-core").source

/** The axe violations of the page as it is now, one line each with the nodes it names. */
async function axeViolations(page) {
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not apply.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
      count: violation.nodes.length
    }))
  })
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical" || violation.id === "aria-prohibited-attr")
}

const describe = (violations) => violations.map((v) => `${v.id} (${v.impact}, ${v.count} nodes): ${v.nodes.join(" | ")}`).join("\n")

const pages = [
  { name: "landing", path: async () => "/", ready: (page) => expect(page.getByTestId("recommended-facilities")).toBeVisible() },
  { name: "map", path: async () => "/wszystkie-lokalizacje?city=krakow", ready: (page) => mapResults(page) },
  { name: "facility profile", path: () => recommendedFacilityPath(), ready: (page) => expect(page.getByTestId("facility-name")).toBeVisible() },
  { name: "login", path: async () => "/logowanie", ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  { name: "catalogue", path: async () => "/przedszkola/malopolskie/krakow", ready: (page) => expect(page.getByTestId("catalog-facilities")).toBeVisible() }
]

for (const mobile of [false, true]) {
  for (const { name, path, ready } of pages) {
    test(`${name} (${mobile ? "390×844" : "desktop"}) has no serious or critical axe violation`, async ({ newPage }) => {
      const page = await newPage({ mobile })
      await page.goto(url(await path()))
      await ready(page)
      await page.waitForLoadState("networkidle")
      const violations = await axeViolations(page)
      assert.deepEqual(violations, [], describe(violations))
      assert.deepEqual(page.errors, [])
    })
  }
}
