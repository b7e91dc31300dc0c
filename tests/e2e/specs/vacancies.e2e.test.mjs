// Vacancies per age group (issue 9, beyond the spec): the seeded owner sets free places per age
// group through the API; the profile shows them with the date they were updated, and the map's
// filter "free places for a child aged …" finds the facility, kept in the URL.
import assert from "node:assert/strict"
import { after, test } from "node:test"
import { demoOwner } from "../support/accountApi.mjs"
import { closeBrowser, closePage, eventually, mapResults, newPage, url } from "../support/browser.mjs"
import { callApi } from "../support/parentsApi.mjs"

after(closeBrowser)

/** The date as the product shows it: DD.MM.YYYY in Polish time. */
/** The badge of each package status (management 4), as the map's pins name it. */
const BADGES = { premium: "Zaufana placówka", registered: "Zweryfikowana", unknown: "Niezweryfikowana" }

const warsawDate = (ms) =>
  new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(ms))

/** The owner's recruitment edit: the changed fields under the facility record's own names. */
const editRecruitment = (owner, patch) => callApi("PATCH", `/facility/list/${owner.facility.id}`, { token: owner.token, body: patch })

/** Runs `body` with the owner's facility recruiting with these places, then puts the recruitment back. */
async function withVacancies(vacancies_by_age, body) {
  const owner = await demoOwner()
  const { body: before } = await callApi("GET", `/facility/list/${owner.facility.id}`)
  await editRecruitment(owner, { recruitment_active: true, vacancies_by_age })
  try {
    const { body: profile } = await callApi("GET", `/facility/list/${owner.facility.id}`)
    await body({ owner, profile })
  } finally {
    await editRecruitment(owner, { recruitment_active: before.recruitment_active, vacancies_by_age: before.vacancies_by_age })
  }
}

test("the profile shows the owner's free places per age group, youngest first, with the date they were updated", async () => {
  const startedAt = Date.now()
  await withVacancies([{ age_group: "6", places: 2 }, { age_group: "3", places: 1 }, { age_group: "nursery", places: 0 }], async ({ profile }) => {
    assert.ok(profile.vacancies_updated_at >= startedAt - 60_000, "saving the vacancies dates them")
    const page = await newPage()
    try {
      await page.goto(url(`/placowka/${profile.slug}`))
      const vacancies = page.getByTestId("facility-vacancies")
      await vacancies.waitFor()
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
    } finally {
      await closePage(page)
    }
  })
})

test("the map's filter 'free places for a child aged …' finds the facility, stays in the URL and follows the owner's edits", async () => {
  await withVacancies([{ age_group: "6", places: 3 }], async ({ owner, profile }) => {
    const page = await newPage()
    const searches = []
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/search") searches.push(JSON.parse(request.postData() ?? "{}"))
    })
    try {
      await page.goto(url(`/wszystkie-lokalizacje?city=${profile.city_slug}`))
      const everything = await mapResults(page)

      await page.getByRole("button", { name: "Wszystkie filtry" }).click()
      const dialog = page.getByRole("dialog", { name: "Wszystkie filtry" })
      await dialog.getByRole("group", { name: "Wolne miejsca dla dziecka w wieku" }).getByLabel("6 lat").check()
      await dialog.getByRole("button", { name: "Zastosuj" }).click()
      await page.waitForURL((current) => current.searchParams.get("vacancies_for") === '["6"]' && current.searchParams.get("city") === profile.city_slug)

      const count = page.getByTestId("map-results-count")
      const filtered = await eventually(async () => {
        const shown = Number(await count.getAttribute("data-count", { timeout: 1000 }))
        return shown > 0 && shown < everything ? shown : null
      }, { message: `the filter did not narrow the map's ${everything} facilities` })
      const item = page.locator(".map-page__item").filter({ hasText: profile.name })
      await item.first().waitFor()
      assert.ok(filtered >= 1)
      // Its pin is named with its badge (core's facilityBadge), as the card and the list show it.
      await page.getByTitle(`${profile.name} – ${BADGES[profile.status]}`, { exact: true }).waitFor()
      assert.ok(searches.some((payload) => JSON.stringify(payload.vacancies_for) === '["6"]'), "the search asks for places for 6-year-olds")

      // The URL keeps the filter: a reload searches with it and the dialog shows it chosen.
      await page.reload()
      await item.first().waitFor({ timeout: 30_000 })
      await page.getByRole("button", { name: "Wszystkie filtry" }).click()
      assert.equal(await dialog.getByRole("group", { name: "Wolne miejsca dla dziecka w wieku" }).getByLabel("6 lat").isChecked(), true)
      await page.keyboard.press("Escape")

      // No places left for 6-year-olds: the filtered map stops finding the facility.
      await editRecruitment(owner, { vacancies_by_age: [{ age_group: "6", places: 0 }] })
      const isSearch = (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/search"
      await eventually(async () => {
        const [response] = await Promise.all([page.waitForResponse(isSearch), page.reload()])
        const { markers } = await response.json()
        return markers.some((row) => row[0] === owner.facility.id) ? null : true
      }, { message: "the map still finds the facility for 6-year-olds" })
      await item.first().waitFor({ state: "detached" })
      assert.deepEqual(page.errors, [])
    } finally {
      await closePage(page)
    }
  })
})
