// Catalogues (spec 2.6): voivodeships → cities → a city's facilities, newest first, page by page.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { url, waitForPath } from "../support/browser.mjs"

/** The links to the profiles of the facilities on the list now shown. */
const profileLinks = (page) => page.getByTestId("catalog-facilities").locator(".facility-tile__link")

/** Their addresses. */
const profiles = (page) => profileLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")))

test("/przedszkola-miasta → a voivodeship → a city → its facilities → page 2 shows other facilities", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/przedszkola-miasta"))
  await expect(page.getByRole("heading", { level: 1, name: "Katalog przedszkoli" })).toBeVisible()
  assert.equal(await page.title(), "Katalog przedszkoli – według województw | Pociecha")
  // Sixteen voivodeships, each with its largest cities.
  await expect(page.getByTestId("catalog-voivodeship-link").first()).toBeVisible()
  assert.equal(await page.getByTestId("catalog-voivodeship-link").count(), 16)

  await page.getByRole("link", { name: "województwo mazowieckie" }).click()
  await waitForPath(page, "/przedszkola/mazowieckie")
  await expect(page.getByRole("heading", { level: 1, name: "Przedszkola – województwo mazowieckie" })).toBeVisible()

  await page.getByTestId("catalog-city-link").filter({ hasText: /^Warszawa$/ }).click()
  await waitForPath(page, "/przedszkola/mazowieckie/warszawa")
  await expect(page.getByRole("heading", { level: 1, name: "Przedszkola – Warszawa" })).toBeVisible()

  const trail = await page.locator(".breadcrumbs__item").allInnerTexts()
  assert.deepEqual(trail.map((item) => item.trim()), ["Strona główna", "Katalog przedszkoli", "województwo mazowieckie", "Warszawa"])

  await expect(profileLinks(page).first()).toBeVisible()
  const first = await profiles(page)
  await page.getByRole("link", { name: /Następna/ }).click()
  await page.waitForURL((current) => current.searchParams.get("page") === "2")
  await expect(page.getByRole("link", { name: "Strona 2" }).and(page.locator('[aria-current="page"]'))).toBeVisible()
  await expect(profileLinks(page).first(), "page 2 still shows page 1").not.toHaveAttribute("href", first[0])
  const second = await profiles(page)
  assert.ok(second.length > 0)
  // Newest first, page by page: no facility of page 1 appears again on page 2.
  assert.deepEqual(second.filter((href) => first.includes(href)), [])
  assert.match(await page.title(), /strona 2/)

  // Back to page 1 through the pagination.
  await page.getByRole("link", { name: /Poprzednia/ }).click()
  await waitForPath(page, "/przedszkola/mazowieckie/warszawa")
  assert.deepEqual(page.errors, [])
})

test("nurseries have their own catalogue, and an unknown voivodeship is a 404", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/zlobki-miasta"))
  await expect(page.getByRole("heading", { level: 1, name: "Katalog żłobków" })).toBeVisible()
  await page.goto(url("/zlobki/nie-ma-takiego"))
  await expect(page.getByText("Nie znaleziono strony: /zlobki/nie-ma-takiego")).toBeVisible()
})

test("a city's catalogue links its districts, each to its own page with as many facilities as it says (defect 8)", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/zlobki/mazowieckie/warszawa"))
  const districts = page.getByRole("navigation", { name: "Dzielnice – Warszawa" })
  await expect(districts.getByRole("link").first()).toBeVisible()
  const first = districts.getByRole("listitem").first()
  const name = await first.getByRole("link").innerText()
  const count = Number(await first.locator(".catalog-count [aria-hidden]").innerText())
  assert.ok(count > 0)

  await first.getByRole("link").click()
  await page.waitForURL((current) => /^\/zlobki\/mazowieckie\/warszawa\/[a-z0-9-]+$/.test(current.pathname))
  await expect(page.getByRole("heading", { level: 1, name: `Żłobki – Warszawa, ${name}` })).toBeVisible()
  await expect(page.getByTestId("catalog-facilities")).toBeVisible()
  assert.match(await page.locator(".catalog-list-head__title").innerText(), new RegExp(`^${count} `))
  // A district's page does not list the districts again.
  assert.equal(await page.getByRole("navigation", { name: /^Dzielnice/ }).count(), 0)
  assert.deepEqual(page.errors, [])
})
