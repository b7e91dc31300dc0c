// The teacher zone (issue 19) as a teacher uses it: search and filters in the URL, a material
// opened and the list found again with its filters; axe on the list and the material; and the
// HTML the server sends before any script runs.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { axeViolations } from "../support/axe.mjs"
import { url, waitForPath } from "../support/browser.mjs"

const LIST_WITH_FILTERS = "/strefa-nauczyciela?q=piosenka+o+jesieni&type=song&age_group=4"

test("a teacher finds a song for four-year-olds about autumn, opens it and goes back with the filters kept", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/"))
  await page.getByRole("navigation", { name: /nawigacja|główna/i }).getByRole("link", { name: "Strefa nauczyciela" }).first().click()
  await waitForPath(page, "/strefa-nauczyciela")
  await expect(page.getByRole("heading", { level: 1, name: "Materiały dydaktyczne dla nauczycieli przedszkoli" })).toBeVisible()
  await expect(page.getByTestId("teacher-events")).toBeVisible()

  await page.getByTestId("materials-search").fill("piosenka o jesieni")
  await page.getByRole("button", { name: "Szukaj", exact: true }).click()
  await waitForPath(page, "/strefa-nauczyciela?q=piosenka+o+jesieni")
  await page.getByTestId("materials-type").selectOption("song")
  await waitForPath(page, "/strefa-nauczyciela?q=piosenka+o+jesieni&type=song")
  await page.getByTestId("materials-age").selectOption("4")
  await waitForPath(page, LIST_WITH_FILTERS)

  const list = page.getByTestId("materials-list")
  await expect(list.getByRole("link", { name: "Piosenki jesienne" })).toBeVisible()
  // The address changes before the list's new answer arrives (the last one stays shown meanwhile):
  // wait until every card shown is a song for four-year-olds.
  await expect.poll(async () => (await page.getByTestId("material-card").allInnerTexts()).every((text) => /Piosenka/.test(text) && /4 lata/.test(text)))
    .toBe(true)
  await list.getByRole("link", { name: "Piosenki jesienne" }).click()
  await waitForPath(page, "/strefa-nauczyciela/piosenki-jesienne?q=piosenka+o+jesieni&type=song&age_group=4")
  await expect(page.getByRole("heading", { level: 1, name: "Piosenki jesienne" })).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Ścieżka nawigacji" })).toContainText("Piosenki jesienne")
  assert.equal(await page.title(), "Piosenki jesienne | Pociecha")
  // Attachments by kind (spec 3.15): a PDF opens itself, a Word file in the online office viewer.
  const attachments = page.getByTestId("material-attachments")
  assert.equal(await attachments.locator("a[data-kind=pdf]").getAttribute("href"), "/media/strefa-nauczyciela/piosenki-jesienne.pdf")
  assert.match(await attachments.locator("a[data-kind=word]").getAttribute("href"), /^https:\/\/view\.officeapps\.live\.com\/op\/view\.aspx\?src=/)

  await page.getByTestId("back-to-materials").click()
  await waitForPath(page, LIST_WITH_FILTERS)
  await expect(page.getByTestId("materials-search")).toHaveValue("piosenka o jesieni")
  await expect(page.getByTestId("materials-type")).toHaveValue("song")
  await expect(page.getByTestId("materials-age")).toHaveValue("4")
  await expect(page.getByTestId("materials-list").getByRole("link", { name: "Piosenki jesienne" })).toBeVisible()

  // The browser's own back button keeps them as well: they live in the URL.
  await page.goBack()
  await waitForPath(page, "/strefa-nauczyciela/piosenki-jesienne?q=piosenka+o+jesieni&type=song&age_group=4")
  await page.goBack()
  await waitForPath(page, LIST_WITH_FILTERS)
  await expect(page.getByTestId("materials-age")).toHaveValue("4")
})

test("the materials list and a material have no axe violation", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url(LIST_WITH_FILTERS))
  await expect(page.getByTestId("materials-list")).toBeVisible()
  assert.deepEqual(await axeViolations(page), [])
  await page.goto(url("/strefa-nauczyciela/piosenki-jesienne"))
  await expect(page.getByTestId("material")).toBeVisible()
  assert.deepEqual(await axeViolations(page), [])
})

test("a reader in English is told the material is not translated", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/strefa-nauczyciela/piosenki-jesienne?lang=en"))
  await expect(page.getByTestId("not-translated")).toBeVisible()
})

test("the list's and a material's HTML carry their title, description, canonical and JSON-LD before any script runs", async () => {
  const jsonLdTypes = (html) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json)["@type"])

  const list = await fetch(url(LIST_WITH_FILTERS))
  assert.equal(list.status, 200)
  const listHtml = await list.text()
  assert.match(listHtml, /<title>Materiały dydaktyczne dla nauczycieli przedszkoli \| Pociecha<\/title>/)
  assert.match(listHtml, /<meta name="description" content="Scenariusze zajęć, piosenki/)
  assert.match(listHtml, /<link rel="canonical" href="[^"]*\/strefa-nauczyciela" \/>/)
  assert.deepEqual(jsonLdTypes(listHtml), ["BreadcrumbList", "CollectionPage", "ItemList"])
  assert.match(listHtml, /<a href="\/strefa-nauczyciela\/piosenki-jesienne">Piosenki jesienne<\/a>/)

  const material = await fetch(url("/strefa-nauczyciela/piosenki-jesienne"))
  assert.equal(material.status, 200)
  const materialHtml = await material.text()
  assert.match(materialHtml, /<title>Piosenki jesienne \| Pociecha<\/title>/)
  assert.match(materialHtml, /<meta name="description" content="Zbiór prostych piosenek o jesieni/)
  assert.match(materialHtml, /<link rel="canonical" href="[^"]*\/strefa-nauczyciela\/piosenki-jesienne" \/>/)
  assert.deepEqual(jsonLdTypes(materialHtml), ["BreadcrumbList", "LearningResource"])

  assert.equal((await fetch(url("/strefa-nauczyciela/nie-ma-takiego-materialu"))).status, 404)
})
