// Catalogues (spec 2.6): voivodeships → cities → a city's facilities, newest first, page by page.
import assert from "node:assert/strict"
import { after, test } from "node:test"
import { closeBrowser, closePage, eventually, newPage, url, waitForPath } from "../support/browser.mjs"

after(closeBrowser)

/** The profile links of the facilities on the list now shown. */
const profiles = (page) =>
  page.getByTestId("catalog-facilities").locator(".facility-tile__link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))

test("/przedszkola-miasta → a voivodeship → a city → its facilities → page 2 shows other facilities", async () => {
  const page = await newPage()
  try {
    await page.goto(url("/przedszkola-miasta"))
    await page.getByRole("heading", { level: 1, name: "Katalog przedszkoli" }).waitFor()
    assert.equal(await page.title(), "Katalog przedszkoli – według województw | Pociecha")
    // Sixteen voivodeships, each with its largest cities.
    await page.getByTestId("catalog-voivodeship-link").first().waitFor()
    assert.equal(await page.getByTestId("catalog-voivodeship-link").count(), 16)

    await page.getByRole("link", { name: "województwo mazowieckie" }).click()
    await waitForPath(page, "/przedszkola/mazowieckie")
    await page.getByRole("heading", { level: 1, name: "Przedszkola – województwo mazowieckie" }).waitFor()

    await page.getByTestId("catalog-city-link").filter({ hasText: /^Warszawa$/ }).click()
    await waitForPath(page, "/przedszkola/mazowieckie/warszawa")
    await page.getByRole("heading", { level: 1, name: "Przedszkola – Warszawa" }).waitFor()

    const trail = await page.locator(".breadcrumbs__item").allInnerTexts()
    assert.deepEqual(trail.map((item) => item.trim()), ["Strona główna", "Katalog przedszkoli", "województwo mazowieckie", "Warszawa"])

    const first = await eventually(async () => {
      const list = await profiles(page)
      return list.length > 0 ? list : null
    })
    await page.getByRole("link", { name: /Następna/ }).click()
    await page.waitForURL((current) => current.searchParams.get("page") === "2")
    await page.getByRole("link", { name: "Strona 2" }).and(page.locator('[aria-current="page"]')).waitFor()
    const second = await eventually(async () => {
      const list = await profiles(page)
      return list.length > 0 && list[0] !== first[0] ? list : null
    }, { message: "page 2 still shows page 1" })
    // Newest first, page by page: no facility of page 1 appears again on page 2.
    assert.deepEqual(second.filter((href) => first.includes(href)), [])
    assert.match(await page.title(), /strona 2/)

    // Back to page 1 through the pagination.
    await page.getByRole("link", { name: /Poprzednia/ }).click()
    await waitForPath(page, "/przedszkola/mazowieckie/warszawa")
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})

test("nurseries have their own catalogue, and an unknown voivodeship is a 404", async () => {
  const page = await newPage()
  try {
    await page.goto(url("/zlobki-miasta"))
    await page.getByRole("heading", { level: 1, name: "Katalog żłobków" }).waitFor()
    await page.goto(url("/zlobki/nie-ma-takiego"))
    await page.getByText("Nie znaleziono strony: /zlobki/nie-ma-takiego").waitFor()
  } finally {
    await closePage(page)
  }
})

test("a city's catalogue links its districts, each to its own page with as many facilities as it says (defect 8)", async () => {
  const page = await newPage()
  try {
    await page.goto(url("/zlobki/mazowieckie/warszawa"))
    const districts = page.getByRole("navigation", { name: "Dzielnice – Warszawa" })
    await districts.getByRole("link").first().waitFor()
    const first = districts.getByRole("listitem").first()
    const name = await first.getByRole("link").innerText()
    const count = Number(await first.locator(".catalog-count [aria-hidden]").innerText())
    assert.ok(count > 0)

    await first.getByRole("link").click()
    await page.waitForURL((current) => /^\/zlobki\/mazowieckie\/warszawa\/[a-z0-9-]+$/.test(current.pathname))
    await page.getByRole("heading", { level: 1, name: `Żłobki – Warszawa, ${name}` }).waitFor()
    await page.getByTestId("catalog-facilities").waitFor()
    assert.match(await page.locator(".catalog-list-head__title").innerText(), new RegExp(`^${count} `))
    // A district's page does not list the districts again.
    assert.equal(await page.getByRole("navigation", { name: /^Dzielnice/ }).count(), 0)
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})
