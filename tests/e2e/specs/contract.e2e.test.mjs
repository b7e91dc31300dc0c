import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { url } from "../support/browser.mjs"

test("the API reference at /api/docs draws every operation of the contract under the Content-Security-Policy", async ({ newPage, request }) => {
  const { paths } = await (await request.get(url("/api/openapi.json"))).json()
  const operations = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
  const page = await newPage()
  await page.goto(url("/api/docs"))
  await expect(page.locator(".opblock-summary-path", { hasText: "/api/v1/account/login" }).first()).toBeVisible()
  // Swagger UI virtualizes a list of 150 groups and operations or more: only the blocks near the
  // viewport are in the page, the rest are drawn as the reader scrolls. So the test scrolls
  // through it, as a reader does, and gathers every operation block that came into view.
  const drawn = await page.evaluate(async () => {
    const seen = new Set()
    const step = Math.floor(window.innerHeight / 2)
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      for (const block of document.querySelectorAll(".opblock")) {
        const box = block.getBoundingClientRect()
        if (box.bottom <= 0 || box.top >= window.innerHeight) continue
        const method = block.querySelector(".opblock-summary-method")?.textContent.toLowerCase()
        seen.add(`${method} ${block.querySelector(".opblock-summary-path")?.textContent.replace(/\u200b/g, "")}`)
      }
    }
    return [...seen]
  })
  assert.ok(drawn.includes("get /api/facility/list/{id}"), "a later group's operation")
  assert.ok(drawn.includes("get /api/v1/support/audit"), "one of the newest operations")
  assert.equal(drawn.length, operations.length)
  assert.deepEqual(drawn.sort(), operations.sort())
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
