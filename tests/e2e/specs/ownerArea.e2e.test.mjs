// The owner area (issue 9; management 2.2–2.4, 2.11, 9): the seeded owner opens /user_facility,
// edits the address (the pin dragged after the address was not found), the basic info, the
// description in the rich-text editor, the amenities and the recruitment; each edit shows at once
// on the public profile and the new address on the map's list.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { DEMO_PASSWORD, demoAccounts, loginThroughUi } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { callApi, signIn } from "../support/parentsApi.mjs"
import { saveTab } from "../support/tabForms.mjs"

/** The owner's facility, as My facilities lists it, and as the public reads it. */
async function ownersFacility() {
  const token = await signIn(demoAccounts.owner)
  const { body: owned } = await callApi("GET", "/v1/facility/owned", { token })
  const mine = owned.facilities[0]
  assert.ok(mine, "the seeded owner runs a facility")
  const { body: profile } = await callApi("GET", `/facility/list/${mine.id}`)
  return { ...mine, profile }
}

test("the owner edits address, basic info, description, amenities and recruitment; the profile and the map show them", async ({ newPage }) => {
  const facility = await ownersFacility()
  const ref = facility.slug ?? String(facility.id)
  const stamp = Date.now().toString(36)
  const street = `ul. Testowa ${stamp}`
  const tuition = `od 640 zł (${stamp})`
  const sentence = `Nowy akapit opisu ${stamp}.`
  const page = await newPage()
  await loginThroughUi(page, demoAccounts.owner, DEMO_PASSWORD, `/user_facility/${ref}`)
  // The area's root opens the dashboard (issue 20); the address tab is the profile's first.
  await waitForPath(page, `/user_facility/${ref}/dashboard`)
  await expect(page.getByTestId(`my-facility-${facility.id}`)).toBeVisible()
  await page.goto(url(`/user_facility/${ref}/facility_settings`))
  await waitForPath(page, `/user_facility/${ref}/facility_settings/address`)

  // Saving untouched says so and sends nothing.
  await page.getByTestId("address-form").getByTestId("save").click()
  assert.equal(await page.getByTestId("form-message").innerText(), "Brak zmian do zapisania.")

  // The town and district are chosen from the catalogue's: the town field shows the facility's.
  assert.equal(await page.getByTestId("city-chosen").inputValue(), `${facility.profile.city}, ${facility.profile.voivodeship}`)

  // Address: a new street; the test server has no geocoder, so the pin goes to the town's
  // centre with the advice, and is dragged by hand.
  await page.getByLabel(/^Ulica/).fill(street)
  await page.getByLabel(/^Numer budynku/).fill("7")
  await page.getByTestId("locate-address").click()
  await expect(page.getByText("Sprawdź formularz lub ustaw lokalizację ręcznie.")).toBeVisible()
  const pin = page.getByTestId("location-pin")
  await expect(pin).toBeVisible()
  const before = await page.getByTestId("location-value").innerText()
  const box = await pin.boundingBox()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + 80, box.y + 40, { steps: 8 })
  await page.mouse.up()
  await expect(page.getByTestId("location-value"), "the pin did not move").not.toHaveText(before)
  const dragged = (await page.getByTestId("location-value").innerText()).split(", ").map(Number)
  await saveTab(page, "address-form", "Zmiany zostały zapisane!")

  // Basic info: tuition as text.
  await page.getByTestId("tab-facility_basic_info").click()
  await page.getByLabel(/^Czesne$/).fill(tuition)
  await saveTab(page, "basic-info-form", "Zmiany zostały zapisane!")

  // Description: a new paragraph typed in the editor.
  await page.getByTestId("tab-facility_description").click()
  const editor = page.locator(".rich-text__content")
  await editor.click()
  await page.keyboard.press("Control+End")
  await page.keyboard.press("Enter")
  await page.keyboard.type(sentence)
  // The sentence becomes a link: a disallowed scheme is refused, an allowed one kept; nofollow is on by default.
  const answers = ["javascript:alert(1)", null, "https://example.pl/e2e"]
  const prompts = []
  page.on("dialog", (dialog) => {
    prompts.push(dialog.type())
    const answer = answers.shift()
    void (answer === null ? dialog.accept() : dialog.accept(answer))
  })
  await page.keyboard.press("Shift+Home")
  await page.getByTestId("rt-link").click()
  await expect.poll(() => prompts.length, { message: "a disallowed link was not refused" }).toBe(2)
  assert.deepEqual(prompts, ["prompt", "alert"])
  await page.getByTestId("rt-link").click()
  await expect(editor.locator('a[href="https://example.pl/e2e"]')).toBeVisible()
  assert.equal(await page.getByTestId("rt-nofollow").getAttribute("aria-pressed"), "true")
  await saveTab(page, "description-form", "Opis został zaktualizowany")

  // Amenities: one more, within the package.
  await page.getByTestId("tab-facility_amenities").click()
  const unchosen = page.locator('[data-testid^="amenity-"]:not(:checked)').first()
  await expect(unchosen).toBeVisible()
  const amenity = (await unchosen.locator("xpath=..").locator(".owner-chip__label").innerText()).trim()
  await unchosen.check()
  await saveTab(page, "amenities-form", "Udogodnienia zostały zaktualizowane")

  // Recruitment: open, with vacancies and places for 3-year-olds.
  await page.getByTestId("tab-facility_recruitment").click()
  const recruiting = page.getByRole("switch", { name: "Rekrutacja aktywna" })
  if (!(await recruiting.isChecked())) await recruiting.check()
  const vacancies = page.getByRole("switch", { name: "Mamy wolne miejsca" })
  if (!(await vacancies.isChecked())) await vacancies.check()
  await page.getByLabel(/^3-latki/).fill("5")
  await saveTab(page, "recruitment-form", "Ustawienia rekrutacji zostały zaktualizowane")

  // The public profile shows every edit at once.
  await page.goto(url(`/placowka/${ref}`))
  await expect(page.getByTestId("facility-address").getByText(street, { exact: false })).toBeVisible()
  assert.equal((await page.getByTestId("facility-tuition").innerText()).trim(), tuition)
  const link = page.locator(".facility-description").getByRole("link", { name: sentence })
  await expect(link).toBeVisible()
  assert.equal(await link.getAttribute("href"), "https://example.pl/e2e")
  assert.match(await link.getAttribute("rel"), /nofollow/)
  assert.ok((await page.getByTestId("facility-amenities").innerText()).includes(amenity))
  await expect(page.getByText("Trwa rekrutacja").first()).toBeVisible()
  await expect(page.getByText("Są wolne miejsca").first()).toBeVisible()

  const { body: saved } = await callApi("GET", `/facility/list/${facility.id}`)
  assert.deepEqual([saved.location.lat, saved.location.lng].map((value) => value.toFixed(5)), dragged.map((value) => value.toFixed(5)))
  assert.equal(saved.vacancies_by_age.find((vacancy) => vacancy.age_group === "3")?.places, 5)

  // The map's list names the facility at its new address.
  const status = JSON.stringify([facility.profile.status])
  await page.goto(url(`/wszystkie-lokalizacje?city=${facility.profile.city_slug}&accepted_status=${encodeURIComponent(status)}`))
  const item = page.locator(".map-page__item").filter({ hasText: facility.profile.name })
  await expect(item.first()).toBeVisible({ timeout: 30_000 })
  assert.match(await item.first().innerText(), new RegExp(street.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
  assert.deepEqual(page.errors, [])
})

test("a premium-only tab of a facility that is not premium opens the upsell instead of the tab", async ({ newPage }) => {
  const facility = await ownersFacility()
  const ref = facility.slug ?? String(facility.id)
  const page = await newPage()
  await loginThroughUi(page, demoAccounts.owner, DEMO_PASSWORD, `/user_facility/${ref}/settings`)
  await expect(page.getByTestId("settings-form")).toBeVisible()
  await page.getByTestId("tab-facility_publications").click()
  if (facility.status === "premium") await waitForPath(page, `/user_facility/${ref}/publications`)
  else await expect(page.getByTestId("premium-upsell-limits")).toBeVisible()
})
