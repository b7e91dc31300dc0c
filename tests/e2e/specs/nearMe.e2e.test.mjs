// Near me and sorting (issue 20): the parent sorts by distance from an address, or from where
// the browser says they are, and sees the nearest first with each distance shown.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { mapResults, url } from "../support/browser.mjs"

/** "850 m w linii prostej" or "3,4 km w linii prostej" in metres. */
const metres = (text) => {
  const match = /([\d\s,.]+)\s*(km|m)\b/.exec(text.replace(/\u00a0/g, " "))
  assert.ok(match, `no distance in "${text}"`)
  const value = Number(match[1].replace(/\s/g, "").replace(",", "."))
  return match[2] === "km" ? value * 1000 : value
}

/** The distances the list shows, top to bottom, once the search around the origin has filled it (more than one). */
const shownDistances = async (page) => {
  const distances = page.getByTestId("facility-distance")
  await expect(page.getByTestId("map-results-count")).toHaveAttribute("data-count", /^[1-9]\d*$/)
  await expect.poll(() => distances.count(), { message: "more than one facility near the origin" }).toBeGreaterThan(1)
  return (await distances.allInnerTexts()).map(metres)
}

const ascending = (values) => values.every((value, i) => i === 0 || values[i - 1] <= value)

test("a parent types an address, the list sorts nearest first with the straight-line distance on each facility, kept in the URL", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/wszystkie-lokalizacje?city=krakow"))
  await mapResults(page)
  // Nothing asked the browser for its location on the way in.
  await expect(page.getByTestId("facility-distance")).toHaveCount(0)

  await page.getByRole("textbox", { name: "Wpisz adres lub miejscowość" }).fill("Stare Miasto, Kraków")
  await page.getByRole("button", { name: "Szukaj w pobliżu" }).click()
  await page.waitForURL((current) => current.searchParams.get("sort") === "distance" && current.searchParams.has("near"))
  await expect(page.getByTestId("near-me-from")).toContainText("Stare Miasto")
  await expect(page.getByTestId("sort")).toHaveValue("distance")

  const distances = await shownDistances(page)
  assert.ok(ascending(distances), `nearest first: ${distances.join(", ")}`)
  assert.match(await page.getByTestId("facility-distance").first().innerText(), /w linii prostej/)

  // The link keeps the order and the origin: opened afresh, it shows the same list.
  const first = (await page.getByRole("region", { name: /w tym obszarze/ }).getByRole("link").first().innerText()).trim()
  await page.reload()
  await expect(page.getByTestId("sort")).toHaveValue("distance")
  await expect(page.getByRole("region", { name: /w tym obszarze/ }).getByRole("link").first()).toHaveText(first)

  // The nearest one's profile shows where it is, on a small map of plain tiles (no Leaflet), and
  // the same straight-line distance from the address.
  const shownFirst = await page.getByTestId("facility-distance").first().innerText()
  const requested = []
  page.on("request", (request) => requested.push(request.url()))
  await page.getByRole("region", { name: /w tym obszarze/ }).getByRole("link").first().click()
  await page.waitForURL((current) => current.pathname.startsWith("/placowka/"))
  await expect(page.getByTestId("facility-location").getByRole("img", { name: /Mapa okolicy placówki/ })).toBeVisible()
  await expect(page.getByTestId("facility-distance-from")).toContainText("w linii prostej od: Stare Miasto")
  assert.equal(metres(await page.getByTestId("facility-distance-from").innerText()), metres(shownFirst))
  assert.equal(requested.some((address) => /leaflet|MapView-/i.test(address)), false, "the profile loads no map code")
  await page.goBack()

  // Another order from the same place: best rated first, each still with its distance.
  await page.getByTestId("sort").selectOption("rating")
  await page.waitForURL((current) => current.searchParams.get("sort") === "rating" && current.searchParams.has("near"))
  await expect(page.getByTestId("facility-distance").first()).toBeVisible()
  assert.deepEqual(page.errors, [])
})

test("'Blisko mnie' asks the browser only when pressed and sorts from where the parent is", async ({ newPage }) => {
  const page = await newPage()
  // The parent stands at Warsaw's Palace of Culture and allows the site to know it.
  await page.context().grantPermissions(["geolocation"], { origin: new URL(url("/")).origin })
  await page.context().setGeolocation({ latitude: 52.2318, longitude: 21.006 })
  await page.goto(url("/wszystkie-lokalizacje"))
  await mapResults(page)
  assert.equal(new URL(page.url()).searchParams.has("near"), false)

  await page.getByTestId("near-me-locate").click()
  await page.waitForURL((current) => current.searchParams.get("near") === "52.23180,21.00600" && current.searchParams.get("sort") === "distance")
  await expect(page.getByTestId("near-me-from")).toHaveText(/Twoja lokalizacja/)
  const distances = await shownDistances(page)
  assert.ok(ascending(distances), `nearest first: ${distances.join(", ")}`)
  assert.ok(distances[0] < 3000, `something within 3 km of the centre of Warsaw: ${distances[0]} m`)
  assert.deepEqual(page.errors, [])
})

test("a refused location is told, and the address stays offered", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/wszystkie-lokalizacje"))
  await mapResults(page)
  // No permission granted: Chromium under Playwright refuses the location.
  await page.getByTestId("near-me-locate").click()
  await expect(page.getByRole("alert").filter({ hasText: "Możesz wpisać adres" })).toBeVisible()
  assert.equal(new URL(page.url()).searchParams.has("near"), false)
  await expect(page.getByRole("textbox", { name: "Wpisz adres lub miejscowość" })).toBeVisible()
})

test("the new filters show their counts before they are applied, and a chosen amenity leaves that many facilities", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/wszystkie-lokalizacje?city=krakow"))
  const all = await mapResults(page)
  await page.getByTestId("refinements").getByText("Czesne, godziny, udogodnienia i zajęcia").click()
  const amenities = page.getByRole("group", { name: "Udogodnienia" })
  await expect(amenities.getByTestId("refinement-count").first()).toBeVisible()
  // An amenity some, not all, facilities here have.
  const options = amenities.getByRole("listitem")
  let chosen = null
  for (let i = 0; i < (await options.count()) && chosen === null; i++) {
    const count = Number((await options.nth(i).getByTestId("refinement-count").innerText()).replace(/\D/g, ""))
    if (count > 0 && count < all) chosen = { option: options.nth(i), count }
  }
  assert.ok(chosen, "an amenity that narrows the search")
  await chosen.option.getByRole("checkbox").check()
  await page.waitForURL((current) => current.searchParams.has("amenities"))
  await expect(page.getByTestId("map-results-count")).toHaveAttribute("data-count", String(chosen.count))

  await page.getByRole("spinbutton", { name: "do" }).fill("1200")
  await page.getByRole("spinbutton", { name: "do" }).press("Enter")
  await page.waitForURL((current) => current.searchParams.get("tuition_to") === "1200")
  assert.deepEqual(page.errors, [])
})
