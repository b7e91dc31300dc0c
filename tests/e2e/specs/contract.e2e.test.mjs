import assert from "node:assert/strict"
import { after, test } from "node:test"
import { closeBrowser, closePage, newPage, url } from "../support/browser.mjs"

after(closeBrowser)

test("the API reference at /api/docs shows the contract's endpoints under the Content-Security-Policy", async () => {
  const page = await newPage()
  try {
    await page.goto(url("/api/docs"))
    await page.locator(".opblock-summary-path", { hasText: "/api/v1/account/login" }).first().waitFor()
    await page.locator(".opblock-summary-path", { hasText: "/api/facility/list/{id}" }).first().waitFor()
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})

test("a landing visit asks the server for each read once, though several parts of the page show it", async () => {
  const page = await newPage()
  const asked = new Map()
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith("/api/")) asked.set(path, (asked.get(path) ?? 0) + 1)
  })
  try {
    await page.goto(url("/"))
    await page.getByTestId("recommended-facilities").waitFor()
    // The footer lists the built-in cities, which the city search box reads too.
    await page.locator(".footer__list--cities a").first().waitFor()
    await page.waitForLoadState("networkidle")
    assert.equal(asked.get("/api/geo-search/cities"), 1)
    assert.equal(asked.get("/api/v1/tag"), 1)
    assert.equal(asked.get("/api/facility/list-best-facilities/polska"), 1)
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})
