// The server's Content-Security-Policy (every page is checked by the newPage fixture; this spec shows the
// check works) and the marks of a non-production environment.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { url } from "../support/browser.mjs"

test("the policy refuses an injected inline script, and the harness reports it", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/"))
  await page.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "window.injected = true"
    document.body.append(script)
  })
  await expect.poll(() => page.cspViolations.length, { message: "no CSP violation reported" }).toBeGreaterThan(0)
  assert.match(page.cspViolations[0], /^script-src(-elem)? blocked inline on \//)
  assert.equal(await page.evaluate(() => window.injected), undefined)
  page.cspViolations.length = 0
})

test("outside production the page says noindex before any script runs", async () => {
  const response = await fetch(url("/"))
  const html = await response.text()
  assert.match(html, /<meta name="robots" content="noindex, nofollow" \/>/)
  assert.match(html, /<meta name="pociecha-env" content="test" \/>/)
  // Scripts of the origin and, by its hash, the map page's one inline script: no 'unsafe-inline'.
  assert.match(response.headers.get("content-security-policy") ?? "", /script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/)
})
