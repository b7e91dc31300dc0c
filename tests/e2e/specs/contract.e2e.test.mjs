import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { url } from "../support/browser.mjs"

test("the API reference at /api/docs draws the contract under the Content-Security-Policy", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/api/docs"))
  await expect(page.locator(".opblock-summary-path", { hasText: "/api/v1/account/login" }).first()).toBeVisible()
  assert.deepEqual(page.errors, [])
})

test("a landing visit asks the server for each read once, though several parts of the page show it", async ({ newPage }) => {
  const page = await newPage()
  const asked = new Map()
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith("/api/")) asked.set(path, (asked.get(path) ?? 0) + 1)
  })
  await page.goto(url("/"))
  await expect(page.getByTestId("recommended-facilities")).toBeVisible()
  // The footer lists the built-in cities, which the city search box reads too.
  await expect(page.locator(".footer__list--cities a").first()).toBeVisible()
  await page.waitForLoadState("networkidle")
  assert.equal(asked.get("/api/geo-search/cities"), 1)
  assert.equal(asked.get("/api/v1/tag"), 1)
  assert.equal(asked.get("/api/facility/list-best-facilities/polska"), 1)
  assert.deepEqual(page.errors, [])
})
