// Vacancies per age group (issue 9, beyond the spec): a facility's owner sets free places per age
// group through the API; the profile shows them with the date they were updated, and the map's
// filter "free places for a child aged …" finds the facility, kept in the URL.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { mapResults, narrowedMapResults, url } from "../support/browser.mjs"
import { newFacilityOwner } from "../support/ownerApi.mjs"
import { callApi } from "../support/parentsApi.mjs"

/** The badge of each package status (management 4), as the map's pins name it. */
const BADGES = { premium: "Zaufana placówka", registered: "Zweryfikowana", unknown: "Niezweryfikowana" }

/** The date as the product shows it: DD.MM.YYYY in Polish time. */
const warsawDate = (ms) =>
  new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(ms))

/** The owner's recruitment edit: the changed fields under the facility record's own names. */
const editRecruitment = (owner, patch) => callApi("PATCH", `/facility/list/${owner.facility.id}`, { token: owner.token, body: patch })

/**
 * A facility of a new owner of the test's own, recruiting with these places: the owner, and the
 * facility as the public reads it. Its town has other facilities, so a filter can narrow its map.
 */
async function recruitingFacility(vacancies_by_age) {
  const owner = await newFacilityOwner({ withNeighbours: true })
  await editRecruitment(owner, { recruitment_active: true, vacancies_by_age })
  const { body: profile } = await callApi("GET", `/facility/list/${owner.facility.id}`)
  return { owner, profile }
}

test("the profile shows the owner's free places per age group, youngest first, with the date they were updated", async ({ newPage }) => {
  const startedAt = Date.now()
  const { profile } = await recruitingFacility([{ age_group: "6", places: 2 }, { age_group: "3", places: 1 }, { age_group: "nursery", places: 0 }])
  assert.ok(profile.vacancies_updated_at >= startedAt - 60_000, "saving the vacancies dates them")
  const page = await newPage()
  await page.goto(url(`/placowka/${profile.slug}`))
  const vacancies = page.getByTestId("facility-vacancies")
  await expect(vacancies).toBeVisible()
  const lines = await vacancies.locator(".facility-vacancies__line").evaluateAll((items) =>
    items.map((item) => [item.querySelector("dt").textContent, item.querySelector("dd").textContent])
  )
  assert.deepEqual(lines, [
    ["do 3 lat (żłobek)", "brak miejsc"],
    ["3 lata", "1 miejsce"],
    ["6 lat", "2 miejsca"]
  ])
  assert.equal((await vacancies.locator(".facility-vacancies__updated").innerText()).trim(), `Zaktualizowano ${warsawDate(profile.vacancies_updated_at)}`)
  assert.deepEqual(page.errors, [])
})

test("the map's filter 'free places for a child aged …' finds the facility, stays in the URL and follows the owner's edits", async ({ newPage }) => {
  const { owner, profile } = await recruitingFacility([{ age_group: "6", places: 3 }])
  const page = await newPage()
  const searches = []
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/search") searches.push(JSON.parse(request.postData() ?? "{}"))
  })
  await page.goto(url(`/wszystkie-lokalizacje?city=${profile.city_slug}`))
  const everything = await mapResults(page)

  await page.getByRole("button", { name: "Wszystkie filtry" }).click()
  const dialog = page.getByRole("dialog", { name: "Wszystkie filtry" })
  await dialog.getByRole("group", { name: "Wolne miejsca dla dziecka w wieku" }).getByLabel("6 lat").check()
  await dialog.getByRole("button", { name: "Zastosuj" }).click()
  await page.waitForURL((current) => current.searchParams.get("vacancies_for") === '["6"]' && current.searchParams.get("city") === profile.city_slug)

  const filtered = await narrowedMapResults(page, everything, `the filter did not narrow the map's ${everything} facilities`)
  const item = page.locator(".map-page__item").filter({ hasText: profile.name })
  await expect(item.first()).toBeVisible()
  assert.ok(filtered >= 1)
  // Its pin is named with its badge (core's facilityBadge), as the card and the list show it.
  await expect(page.getByTitle(`${profile.name} – ${BADGES[profile.status]}`, { exact: true })).toBeVisible()
  assert.ok(searches.some((payload) => JSON.stringify(payload.vacancies_for) === '["6"]'), "the search asks for places for 6-year-olds")

  // The URL keeps the filter: a reload searches with it and the dialog shows it chosen.
  await page.reload()
  await expect(item.first()).toBeVisible({ timeout: 30_000 })
  await page.getByRole("button", { name: "Wszystkie filtry" }).click()
  assert.equal(await dialog.getByRole("group", { name: "Wolne miejsca dla dziecka w wieku" }).getByLabel("6 lat").isChecked(), true)
  await page.keyboard.press("Escape")

  // No places left for 6-year-olds: the filtered map stops finding the facility.
  await editRecruitment(owner, { vacancies_by_age: [{ age_group: "6", places: 0 }] })
  const isSearch = (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/search"
  await expect
    .poll(async () => {
      const [response] = await Promise.all([page.waitForResponse(isSearch), page.reload()])
      const { markers } = await response.json()
      return markers.some((row) => row[0] === owner.facility.id)
    }, { message: "the map still finds the facility for 6-year-olds" })
    .toBe(false)
  await expect(item.first()).not.toBeAttached()
  assert.deepEqual(page.errors, [])
})
