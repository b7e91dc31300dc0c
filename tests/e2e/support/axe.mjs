// axe-core on the page as it is now: every rule, every impact.
import { createRequire } from "node:module"

const axeSource = createRequire(import.meta.url)("axe-core").source

/** Every axe violation of the page, one line each: its rule, impact and the first nodes it names. */
export async function axeViolations(page) {
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not apply.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] })
    return result.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 5).join(" | ")}`)
  })
}
