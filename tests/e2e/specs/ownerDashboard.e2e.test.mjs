// The owner's dashboard (issue 20, "Done when"): a parent views a facility's profile and applies
// for a child that morning; its owner opens the owner area on the dashboard and finds the view and
// the application counted for today, the profile's completeness with its next step, and no axe violations.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { createConfirmedAccount, loginThroughUi } from "../support/accounts.mjs"
import { axeViolations } from "../support/axe.mjs"
import { waitForPath } from "../support/browser.mjs"
import { newFacilityOwner } from "../support/ownerApi.mjs"

/** A birth date three years ago, as the date input takes it. */
function bornThreeYearsAgo() {
  const today = new Date()
  return `${today.getFullYear() - 3}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(Math.min(today.getDate(), 28)).padStart(2, "0")}`
}

/** Today in Poland as the dashboard writes dates (dd.mm.yyyy). */
const today = new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date())

test("the owner opens the dashboard and sees the profile view and the application of the day counted", async ({ newPage }) => {
  const owner = await newFacilityOwner()
  const profile = `/placowka/${owner.facility.slug}`

  // A parent reads the profile and applies for a child.
  const parent = await createConfirmedAccount({ name: "Ewa", surname: "Zapisująca" })
  const parentPage = await newPage()
  await loginThroughUi(parentPage, parent.email, parent.password, profile)
  await expect(parentPage.getByTestId("facility-name")).toBeVisible()
  await parentPage.getByRole("button", { name: "Złóż wniosek o przyjęcie" }).first().click()
  await waitForPath(parentPage, `${profile}/zgloszenie`)
  await parentPage.getByLabel(/^Telefon/).fill("600 100 200")
  await parentPage.getByLabel(/^Adres zamieszkania/).fill("ul. Słoneczna 5, 30-001 Kraków")
  const child = parentPage.getByRole("group", { name: "Dziecko" })
  await child.getByLabel(/^Imię/).fill("Jaś")
  await child.getByLabel(/^Nazwisko/).fill("Zapisujący")
  await child.getByLabel(/^Data urodzenia/).fill(bornThreeYearsAgo())
  await parentPage.getByTestId("apply-submit").click()
  await expect(parentPage.getByRole("heading", { name: "Wniosek został wysłany" })).toBeVisible()

  // The facility's owner area opens on the dashboard, which counts them for today.
  const page = await newPage()
  await loginThroughUi(page, owner.email, owner.password, `/user_facility/${owner.facility.id}`)
  await waitForPath(page, `/user_facility/${owner.facility.id}/dashboard`)
  await expect(page.getByRole("heading", { level: 1, name: "Pulpit" })).toBeVisible()
  const views = page.getByTestId("insight-profile_view")
  await expect(views).toBeVisible()
  assert.ok(Number(await page.getByTestId("insight-profile_view-total").innerText()) >= 1, "the profile view is counted")
  assert.equal(await page.getByTestId("insight-application-total").innerText(), "1")
  // The period ends today, and its chart is drawn.
  assert.match(await views.getByRole("img").getAttribute("aria-label"), new RegExp(`do ${today.replace(/\./g, "\\.")}, wykres`))
  await expect(views.locator("canvas")).toBeAttached()

  // Completeness: the claim gave a phone; the next step links to its tab. The preview is the public profile.
  await expect(page.getByTestId("completeness-percent")).toContainText("%")
  assert.match(await page.getByTestId("completeness-next").getAttribute("href"), new RegExp(`^/user_facility/${owner.facility.slug}/`))
  assert.equal(await page.getByTestId("preview-profile").getAttribute("href"), profile)

  // Another period is a link away, in the URL.
  await page.getByTestId("dashboard-days-30").click()
  await waitForPath(page, `/user_facility/${owner.facility.slug}/dashboard?days=30`)
  assert.equal(await page.getByTestId("dashboard-days-30").getAttribute("aria-current"), "page")
  assert.equal(await page.getByTestId("insight-application-total").innerText(), "1")

  assert.deepEqual(await axeViolations(page), [])
  assert.deepEqual(page.errors, [])
})
