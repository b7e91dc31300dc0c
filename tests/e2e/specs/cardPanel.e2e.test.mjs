// The business-card panel (issue 18; management 2.8): a new owner opens /panel-wizytowki, is sent
// to the details tab, signs in through the login modal, finds the drawer headed "Manage your card"
// with the nine tabs (closed, it stays closed across tabs), saves untouched ("No changes to
// save.") and edits every tab, each save confirmed by its toast and kept by the server.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { pngFile } from "../support/images.mjs"
import { newFacilityOwner } from "../support/ownerApi.mjs"
import { callApi } from "../support/parentsApi.mjs"
import { saveTab } from "../support/tabForms.mjs"

const PANEL = "/panel-wizytowki"

/** Opens the panel signed out (the empty child opens the details tab) and signs in through its login modal. */
async function signInToPanel(page, owner) {
  await page.goto(url(PANEL))
  await waitForPath(page, `${PANEL}/edycja/dane-i-adres`)
  const modal = page.getByRole("dialog", { name: "Zaloguj się do panelu wizytówki" })
  await expect(modal).toBeVisible()
  await modal.getByLabel(/^E-mail/).fill(owner.email)
  await modal.getByLabel(/^Hasło/).fill(owner.password)
  await modal.getByTestId("panel-login-submit").click()
  await expect(modal).not.toBeAttached()
}

/** Opens a tab by its link in the drawer, at its path under /panel-wizytowki/edycja/. */
async function openTab(page, name, path) {
  await page.getByTestId("panel-drawer").getByRole("link", { name, exact: true }).click()
  await waitForPath(page, `${PANEL}/edycja/${path}`)
}

/** The facility as the public reads it, once the panel's saves are in. */
const publicProfile = async (facility) => (await callApi("GET", `/facility/list/${facility.id}`)).body

test("an owner signs into the card panel and edits details, basic info, description, amenities and extra classes", async ({ newPage }) => {
  const owner = await newFacilityOwner()
  const stamp = Date.now().toString(36)
  const website = `https://przedszkole-${stamp}.example.pl`
  const tuition = `od 700 zł (${stamp})`
  const sentence = `Akapit z panelu wizytówki ${stamp}.`
  const extraClass = { name: `Rytmika ${stamp}`, description: "Dwa razy w tygodniu, z akompaniamentem." }
  const page = await newPage()
  await signInToPanel(page, owner)

  // The drawer: headed "Manage your card", the nine tabs in the spec's order.
  const drawer = page.getByTestId("panel-drawer")
  await expect(drawer.getByRole("heading", { name: "Zarządzaj wizytówką" })).toBeVisible()
  assert.deepEqual(await drawer.getByRole("link").allInnerTexts(), [
    "Dane i adres", "Podstawowe informacje", "Opis", "Udogodnienia", "Zajęcia dodatkowe", "Galeria", "Kadra", "Plan dnia", "Rekrutacja"
  ])

  // Details: untouched, it says so and sends nothing; then the website.
  await page.getByTestId("address-form").getByTestId("save").click()
  await expect(page.getByTestId("form-message")).toHaveText("Brak zmian do zapisania.")
  await page.getByLabel(/^Strona internetowa/).fill(website)
  await saveTab(page, "address-form", "Zmiany zostały zapisane!")

  // Basic info: tuition as text.
  await openTab(page, "Podstawowe informacje", "podstawowe-informacje")
  await page.getByLabel(/^Czesne$/).fill(tuition)
  await saveTab(page, "basic-info-form", "Zmiany zostały zapisane!")

  // Description: a new paragraph typed in the editor.
  await openTab(page, "Opis", "opis")
  await page.locator(".rich-text__content").click()
  await page.keyboard.press("Control+End")
  await page.keyboard.press("Enter")
  await page.keyboard.type(sentence)
  await saveTab(page, "description-form", "Opis został zaktualizowany")

  // Amenities: the seed's are cleared and one of the owner's own ticked. (A seeded facility may come
  // with more than the basic package's five: a tick past the count is refused until some are unticked.)
  await openTab(page, "Udogodnienia", "udogodnienia")
  const amenity = (key) => page.getByTestId(`amenity-${key}`)
  const keyOf = (testId) => testId.slice("amenity-".length)
  const boxes = page.locator('[data-testid^="amenity-"]')
  await expect(boxes.first(), "the amenities did not show").toBeVisible()
  const seeded = await page.locator('[data-testid^="amenity-"]:checked').evaluateAll((boxes) => boxes.map((box) => box.dataset.testid))
  for (const testId of seeded) await amenity(keyOf(testId)).uncheck()
  const amenityKey = keyOf(await boxes.first().getAttribute("data-testid"))
  await amenity(amenityKey).check()
  await expect(page.getByTestId("amenities-count")).toHaveText(/^Wybrano 1 \//)
  await saveTab(page, "amenities-form", "Udogodnienia zostały zaktualizowane")

  // Additional activities: a class with its name and description.
  await openTab(page, "Zajęcia dodatkowe", "zajecia-dodatkowe")
  await page.getByTestId("add-extra-class").click()
  const added = page.locator('[data-testid^="extra-class-"]').last()
  await added.getByLabel(/^Nazwa zajęć/).fill(extraClass.name)
  await added.getByLabel(/^Opis zajęć/).fill(extraClass.description)
  await saveTab(page, "extra-classes-form", "Zajęcia dodatkowe zostały zaktualizowane")

  // The drawer, closed, stays closed on another tab and after a reload.
  await page.getByTestId("panel-drawer-toggle").click()
  await expect(drawer).toBeHidden()
  await page.goto(url(`${PANEL}/edycja/kadra`))
  await expect(page.getByTestId("panel-drawer-toggle")).toHaveAttribute("aria-expanded", "false")
  await expect(drawer).toBeHidden()

  // The server kept every save.
  const saved = await publicProfile(owner.facility)
  const { body: tags } = await callApi("GET", "/v1/tag")
  assert.equal(saved.website, website)
  assert.equal(saved.tuition, tuition)
  assert.ok(saved.description.includes(sentence))
  assert.deepEqual(saved.features, [tags.find((tag) => tag.key === amenityKey)?.id])
  assert.deepEqual(saved.extra_classes.at(-1), extraClass)
})

test("an owner adds a photo, an employee and a day plan entry in the card panel, and turns recruitment", async ({ newPage }) => {
  const owner = await newFacilityOwner()
  const stamp = Date.now().toString(36)
  // A name is letters only (the stamp has digits); the facility is new, so it is the only one.
  const employee = { name: "Anna Opiekuńcza", position: `Wychowawczyni ${stamp}` }
  const activity = `Śniadanie ${stamp}`
  const page = await newPage()
  await signInToPanel(page, owner)

  // Gallery: a photo uploaded.
  await openTab(page, "Galeria", "galeria")
  await page.getByTestId("gallery-file").setInputFiles([pngFile("panel.png", [40, 160, 60])])
  await expect(page.getByText("Dodano zdjęcie „panel.png”").first()).toBeVisible()
  await expect(page.getByTestId("gallery-photo")).toHaveCount(1)

  // Staff: an employee added with a name and a position.
  await openTab(page, "Kadra", "kadra")
  await page.getByLabel(/^Imię i nazwisko/).fill(employee.name)
  await page.getByLabel(/^Stanowisko/).fill(employee.position)
  await page.getByTestId("staff-save").click()
  await expect(page.getByText("Pracownik dodany").first()).toBeVisible()

  // Day plan: an entry added to the seed's, from 8:00 to 8:30.
  await openTab(page, "Plan dnia", "plan-dnia")
  await page.getByTestId("dayplan-add").click()
  const row = page.getByTestId("dayplan-row").last()
  await row.getByLabel(/^Od/).fill("08:00")
  await row.getByLabel(/^Do/).fill("08:30")
  await row.getByLabel(/^Nazwa zajęć/).fill(activity)
  await saveTab(page, "dayplan-form", "Plan dnia zaktualizowany")

  // Recruitment: turned the other way from the seed's (a seeded facility may recruit already, and
  // turning it on again would change nothing: "No changes to save."), with places for 3-year-olds.
  await openTab(page, "Rekrutacja", "rekrutacja")
  const recruiting = page.getByRole("switch", { name: "Rekrutacja aktywna" })
  const seededRecruiting = owner.facility.recruitment_active
  await expect(recruiting).toBeChecked({ checked: seededRecruiting })
  await recruiting.setChecked(!seededRecruiting)
  await page.getByLabel(/^3-latki/).fill("4")
  await saveTab(page, "recruitment-form", "Ustawienia rekrutacji zostały zaktualizowane")

  // The server kept every save.
  const saved = await publicProfile(owner.facility)
  assert.equal(saved.gallery.length, 1)
  assert.ok(saved.employees.some((kept) => kept.name === employee.name && kept.position === employee.position), "the employee was not kept")
  // The plan is kept in order of time, the seed's entries with it.
  const entry = saved.day_plan.find((kept) => kept.name === activity)
  assert.deepEqual([entry?.start, entry?.end], [480, 510])
  assert.equal(saved.recruitment_active, !seededRecruiting)
  assert.equal(saved.vacancies_by_age.find((vacancy) => vacancy.age_group === "3")?.places, 4)
})
