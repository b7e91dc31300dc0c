import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { mapResults, url, waitForPath } from "../support/browser.mjs"

test("on a phone the burger menu opens and closes (button, Escape, navigation) and the language button shows PL", async ({ newPage }) => {
  const page = await newPage({ mobile: true })
  await page.goto(url("/zlobki-miasta"))
  const language = page.getByTestId("language-button")
  await expect(language).toBeVisible()
  assert.equal(await language.innerText(), "PL")
  // Desktop-only parts are hidden on a phone.
  assert.equal(await page.getByTestId("navbar-login").isVisible(), false)

  const burger = page.getByTestId("burger")
  const menu = page.getByRole("dialog", { name: "Menu" })

  await burger.click()
  await expect(menu).toBeVisible()
  await expect(menu.getByRole("link", { name: "Zaloguj się" })).toBeVisible()
  await menu.getByRole("button", { name: "Zamknij menu" }).click()
  await expect(menu).not.toBeAttached()

  // Keyboard: open with Enter, close with Escape, focus returns to the burger.
  await burger.focus()
  await page.keyboard.press("Enter")
  await expect(menu).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(menu).not.toBeAttached()
  assert.equal(await burger.evaluate((element) => element === document.activeElement), true)

  // A link inside closes the menu by navigating.
  await burger.click()
  await menu.getByRole("link", { name: "Katalog przedszkoli" }).click()
  await waitForPath(page, "/przedszkola-miasta")
  await expect(menu).not.toBeAttached()
  assert.deepEqual(page.errors, [])
})

test("on a phone 'Lista' lists what the map showed: the hidden map is never searched (issue §3, defect 1)", async ({ newPage }) => {
  const page = await newPage({ mobile: true })
  const searches = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/search") searches.push(request.url())
  })
  await page.goto(url("/wszystkie-lokalizacje?city=krakow"))
  const found = await mapResults(page)
  await page.waitForLoadState("networkidle")
  const before = searches.length

  await page.getByRole("button", { name: "Lista", exact: true }).click()
  const list = page.getByRole("region", { name: /w tym obszarze/ })
  await expect(list).toBeVisible()
  // Whatever the collapsing map does, it is done once the network is quiet again.
  await page.waitForLoadState("networkidle")
  assert.equal(searches.length, before, "the hidden map searched again")
  assert.match(await page.locator("#map-list-title").innerText(), new RegExp(`^${found} `))
  assert.equal(await list.getByRole("link").count(), Math.min(found, 100))

  // Back on the map, it searches what it shows again.
  await page.getByRole("button", { name: "Mapa", exact: true }).click()
  assert.ok((await mapResults(page)) > 0)
  assert.deepEqual(page.errors, [])
})
