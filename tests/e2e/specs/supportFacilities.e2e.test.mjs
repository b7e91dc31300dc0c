// The support panel's Facilities screen (issue 18; management 2.9): support finds a facility by
// its owner's e-mail, makes it premium until a date, and the owner — signed in, in the owner
// area — finds the premium tabs open; the change is in the facility's audit trail.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { DEMO_PASSWORD, demoAccounts, loginThroughUi } from "../support/accounts.mjs"
import { waitForPath } from "../support/browser.mjs"
import { newFacilityOwner } from "../support/ownerApi.mjs"

/** A date a year from today, `YYYY-MM-DD`, and as the panel prints it, `DD.MM.YYYY`. */
const aYearAhead = () => {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() + 1)
  const iso = date.toISOString().slice(0, 10)
  return { iso, shown: iso.split("-").reverse().join(".") }
}

test("support makes a facility found by its owner's e-mail premium until a date; the owner's news open; the audit trail keeps it", async ({ newPage }) => {
  const owner = await newFacilityOwner()
  const until = aYearAhead()

  const page = await newPage()
  await loginThroughUi(page, demoAccounts.support, DEMO_PASSWORD, "/support")
  await waitForPath(page, "/support")
  await expect(page.getByRole("heading", { level: 1, name: "Placówki" })).toBeVisible()
  // Facilities is the panel's first screen.
  const menu = await page.getByRole("navigation", { name: "Panel wsparcia" }).getByRole("link").allInnerTexts()
  assert.equal(menu[0], "Placówki")

  await page.getByLabel("Szukaj", { exact: true }).fill(owner.email)
  await page.keyboard.press("Enter")
  const rows = page.getByTestId("support-facility-row")
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(owner.facility.name)
  assert.equal(new URL(page.url()).searchParams.get("q"), owner.email)

  await rows.first().getByRole("link", { name: owner.facility.name }).click()
  await expect(page.getByTestId("support-facility-form")).toBeVisible()
  assert.equal(new URL(page.url()).searchParams.get("id"), String(owner.facility.id))
  await page.getByTestId("support-facility-status-field").selectOption("premium")
  await page.getByTestId("support-facility-premium-until").fill(until.iso)
  await page.getByTestId("support-facility-save").click()
  await expect(page.getByTestId("support-facility-facts").getByTestId("support-facility-status")).toContainText(`Premium do ${until.shown}`)
  const trail = page.getByTestId("support-facility-audit")
  await expect(trail).toContainText("Zmiana funkcji placówki")
  await expect(trail).toContainText(`premium_until: — → ${until.iso}`)
  await expect(trail).toContainText(demoAccounts.support)
  assert.deepEqual(page.errors, [])

  const ownerPage = await newPage()
  const news = `/user_facility/${owner.facility.slug}/publications`
  await loginThroughUi(ownerPage, owner.email, owner.password, news)
  await waitForPath(ownerPage, news)
  await expect(ownerPage.getByTestId("publication-new")).toBeVisible()
  await expect(ownerPage.getByTestId("premium-upsell-limits")).not.toBeAttached()
  assert.deepEqual(ownerPage.errors, [])
})
