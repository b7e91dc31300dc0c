// Directory search (spec 2.4, 2.7): the city search on the landing page, the map and a profile.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { demoAccounts, loginThroughUi } from "../support/accounts.mjs"
import { mapResults, narrowedMapResults, url } from "../support/browser.mjs"

const BADGES = ["Odrzucona", "Czeka na zatwierdzenie", "Zaufana placówka", "Niezweryfikowana", "Zweryfikowana"]

test("landing → type 'Krak' → Kraków → the map shows facilities → a profile with name, address, badge, hours and tags", async ({ newPage }) => {
  const page = await newPage()
  const requested = []
  page.on("request", (request) => requested.push(request.url()))
  await page.goto(url("/"))
  const box = page.getByRole("combobox", { name: "Szukaj miasta, dzielnicy lub placówki" })
  await box.click()
  // Before any input the dropdown offers the built-in cities.
  await expect(page.getByText("Popularne miasta")).toBeVisible()
  assert.equal(await page.getByTestId("city-search-city").count(), 18)

  await box.pressSequentially("Krak")
  await expect(page.getByText("Miasta i dzielnice")).toBeVisible()
  await page.getByRole("option", { name: /^Kraków/ }).first().click()
  await page.waitForURL((current) => current.pathname === "/wszystkie-lokalizacje" && current.searchParams.get("city") === "krakow")

  const found = await mapResults(page)
  assert.ok(found > 0)
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible()
  assert.match(await page.title(), /Kraków/)
  // The landing page itself never asked for Leaflet; the map page did.
  assert.ok(requested.some((address) => /MapView-[\w-]+\.js/.test(address)))

  const list = page.getByRole("region", { name: /w tym obszarze/ })
  const first = list.getByRole("link").first()
  const name = (await first.innerText()).trim()
  await first.click()
  await page.waitForURL((current) => current.pathname.startsWith("/placowka/"))

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
  assert.equal((await page.getByTestId("facility-name").innerText()).trim(), name)
  assert.match(await page.getByTestId("facility-address").innerText(), /\S+/)
  assert.ok(BADGES.includes((await page.getByTestId("facility-badge").innerText()).trim()))
  const hours = await page.getByTestId("facility-hours").innerText()
  assert.match(hours, /Poniedziałek – piątek/)
  assert.match(hours, /Sobota/)
  assert.ok((await page.getByTestId("facility-tags").getByRole("listitem").count()) > 0)
  assert.match(await page.title(), new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
  assert.deepEqual(page.errors, [])
})

test("the landing page loads Leaflet only when the map is switched on, and the toggle lives in the URL", async ({ newPage }) => {
  const page = await newPage()
  const requested = []
  page.on("request", (request) => requested.push(request.url()))
  await page.goto(url("/"))
  await expect(page.getByTestId("recommended-facilities").getByRole("listitem").first()).toBeVisible()
  assert.equal(requested.some((address) => /MapView-[\w-]+\.js/.test(address)), false)

  await page.getByTestId("landing-map-toggle").click()
  await page.waitForURL((current) => current.searchParams.get("map_visible") === "true")
  await mapResults(page)

  await page.getByRole("button", { name: "Lista" }).click()
  await page.waitForURL((current) => !current.searchParams.has("map_visible"))
  await expect(page.getByTestId("recommended-facilities")).toBeVisible()
  assert.deepEqual(page.errors, [])
})

test("choosing a facility in the search opens its profile", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/"))
  const box = page.getByRole("combobox", { name: "Szukaj miasta, dzielnicy lub placówki" })
  await box.click()
  await box.pressSequentially("Przedszkole")
  const facility = page.getByTestId("city-search-facility").first()
  await expect(facility).toBeVisible()
  const name = (await facility.locator(".city-search__name").innerText()).trim()
  await facility.click()
  await page.waitForURL((current) => current.pathname.startsWith("/placowka/"))
  assert.equal((await page.getByTestId("facility-name").innerText()).trim(), name)
})

test("a status filter is kept in the URL as a JSON array and narrows the map", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/wszystkie-lokalizacje?city=warszawa"))
  const all = await mapResults(page)
  await page.getByRole("button", { name: "Premium", pressed: false }).click()
  await page.waitForURL((current) => current.searchParams.get("accepted_status") === '["premium"]')
  await expect(page.getByRole("button", { name: "Premium", pressed: true })).toBeVisible()
  const premium = await narrowedMapResults(page, all, "the premium filter did not narrow the results")
  assert.ok(premium < all)

  // Toggling the same value off removes the parameter.
  await page.getByRole("button", { name: "Premium", pressed: true }).click()
  await page.waitForURL((current) => !current.searchParams.has("accepted_status"))
})

test("profile actions: a guest asking a question is sent to log in and comes back to it (spec 4.8)", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/wszystkie-lokalizacje?city=krakow"))
  await mapResults(page)
  await page.getByRole("region", { name: /w tym obszarze/ }).getByRole("link").first().click()
  await page.waitForURL((current) => current.pathname.startsWith("/placowka/"))
  const profile = new URL(page.url()).pathname
  await expect(page.getByTestId("facility-name")).toBeVisible()

  // 'Show phone' is fetched on demand and shown in groups of three digits.
  const showPhone = page.getByRole("button", { name: "Pokaż telefon" })
  if ((await showPhone.count()) > 0) {
    await showPhone.click()
    assert.match(await page.getByTestId("facility-phone").innerText(), /\d{3} \d{3}/)
  }

  await page.getByRole("button", { name: "Zadaj pytanie" }).first().click()
  await page.waitForURL((current) => current.pathname === "/logowanie")
  assert.equal(new URL(page.url()).searchParams.get("next"), `${profile}?action=ask-question`)

  await loginThroughUi(page, demoAccounts.parent, undefined, `${profile}?action=ask-question`)
  await page.waitForURL((current) => current.pathname === profile)
  const question = page.getByRole("dialog", { name: "Zadaj pytanie placówce" })
  await expect(question).toBeVisible()
  await question.getByRole("button", { name: "Anuluj" }).click()
  await page.waitForURL((current) => !current.searchParams.has("action"))
})

test("'przedszkole kraków' keeps the type: Enter and 'Szukaj' both open Kraków's kindergartens, not its nurseries", async ({ newPage }) => {
  const page = await newPage()
  for (const submit of [(box) => box.press("Enter"), () => page.getByRole("button", { name: "Szukaj", exact: true }).click()]) {
    await page.goto(url("/"))
    const box = page.getByRole("combobox", { name: "Szukaj miasta, dzielnicy lub placówki" })
    await box.click()
    await box.pressSequentially("przedszkole kraków")
    await submit(box)
    await page.waitForURL((current) => current.pathname === "/wszystkie-lokalizacje" && current.searchParams.get("city") === "krakow")
    const specialization = JSON.parse(new URL(page.url()).searchParams.get("specialization") ?? "[]")
    assert.ok(specialization.includes("kindergarten"), page.url())
    assert.ok(!specialization.includes("nursery"), page.url())
  }
  assert.deepEqual(page.errors, [])
})
