// The server's Content-Security-Policy (every page is checked by closePage; this spec shows the
// check works) and the marks of a non-production environment.
import assert from "node:assert/strict"
import { after, test } from "node:test"
import { closeBrowser, closePage, eventually, newPage, url } from "../support/browser.mjs"

after(closeBrowser)

test("the policy refuses an injected inline script, and the harness reports it", async () => {
  const page = await newPage()
  try {
    await page.goto(url("/"))
    await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.injected = true"
      document.body.append(script)
    })
    await eventually(() => page.cspViolations.length > 0, { message: "no CSP violation reported" })
    assert.match(page.cspViolations[0], /^script-src(-elem)? blocked inline on \//)
    assert.equal(await page.evaluate(() => window.injected), undefined)
    page.cspViolations.length = 0
  } finally {
    await closePage(page)
  }
})

test("outside production the page says noindex before any script runs", async () => {
  const response = await fetch(url("/"))
  const html = await response.text()
  assert.match(html, /<meta name="robots" content="noindex, nofollow" \/>/)
  assert.match(html, /<meta name="pociecha-env" content="test" \/>/)
  // Scripts of the origin and, by its hash, the map page's one inline script: no 'unsafe-inline'.
  assert.match(response.headers.get("content-security-policy") ?? "", /script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/)
})
