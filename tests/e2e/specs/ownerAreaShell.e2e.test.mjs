// The owner area's shell (management 2.2, 2.3; spec 3.13): its menu styled and one <main> on a
// direct load, the groups' redirects, the facility taken from `?legacy=`, `?facility=` or a
// claim ('shadow'), and the opinions counter cleared once the opinions tab has shown them.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { expect, test } from "../support/fixtures.mjs"
import { publishedOpinion, newParent, uniqueComment } from "../support/accountApi.mjs"
import { loginThroughUi } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { newClaimant, newFacilityOwner } from "../support/ownerApi.mjs"
import { callApi } from "../support/parentsApi.mjs"

// Legacy ids are hash ids with the salt the test server and the web build default to (HASHIDS_SALT).
const Hashids = createRequire(new URL("../../../packages/core/package.json", import.meta.url))("hashids")
const legacyId = (id) => new Hashids("pociecha", 8).encode(id)

test("on a direct load the area's menu is styled and the page has one <main>", async ({ newPage }) => {
  const owner = await newFacilityOwner()
  const page = await newPage()
  await loginThroughUi(page, owner.email, owner.password, `/user_facility/${owner.facility.id}/settings`)
  await expect(page.getByTestId("settings-form")).toBeVisible()
  // A reload loads the area first, as a bookmark would: no account page brought its styles.
  await page.reload()
  await expect(page.getByTestId("settings-form")).toBeVisible()
  const menu = page.locator(".owner-tabs")
  assert.equal(await menu.evaluate((element) => getComputedStyle(element).borderTopStyle), "solid")
  assert.equal(await menu.locator(".side-menu__list").first().evaluate((element) => getComputedStyle(element).listStyleType), "none")
  assert.equal(await page.locator("main").count(), 1)
  assert.equal(await page.getByRole("main").count(), 1)
})

test("the groups open their first tab: facility_settings the address, parents_teachers the parents", async ({ newPage }) => {
  const owner = await newFacilityOwner()
  const area = `/user_facility/${owner.facility.id}`
  const page = await newPage()
  await loginThroughUi(page, owner.email, owner.password, `${area}/facility_settings`)
  await waitForPath(page, `${area}/facility_settings/address`)
  await expect(page.getByTestId("address-form")).toBeVisible()
  await page.goto(url(`${area}/parents_teachers`))
  await waitForPath(page, `${area}/parents_teachers/parents`)
  // Not premium: the parents' tab offers the upsell.
  await expect(page.getByTestId("premium-upsell-limits")).toBeVisible()
})

test("the facility comes from ?legacy= or ?facility=, and a 'shadow' value shows the claim waiting", async ({ newPage }) => {
  const owner = await newFacilityOwner()
  const ref = owner.facility.slug
  const page = await newPage()
  await loginThroughUi(page, owner.email, owner.password, `/user_facility?legacy=${legacyId(owner.facility.id)}`)
  // The area's root opens the facility's dashboard (issue 20).
  await waitForPath(page, `/user_facility/${ref}/dashboard?legacy=${legacyId(owner.facility.id)}`)
  await expect(page.getByTestId("preview-profile")).toBeVisible()
  await page.goto(url(`/user_facility?facility=${owner.facility.id}`))
  await waitForPath(page, `/user_facility/${ref}/dashboard?facility=${owner.facility.id}`)
  await expect(page.getByTestId("preview-profile")).toBeVisible()

  const claimant = await newClaimant()
  const waiting = await newPage()
  await loginThroughUi(waiting, claimant.email, claimant.password, `/user_facility/shadow-${claimant.shadow.id}`)
  await expect(waiting.locator(".owner-area__notice").getByText("czeka na zatwierdzenie", { exact: false })).toBeVisible()
  assert.equal(await waiting.getByTestId(`my-facility-${claimant.facility.id}`).getAttribute("aria-current"), "true")
})

test("the opinions counter clears once the opinions tab has shown the new opinion", async ({ newPage }) => {
  const owner = await newFacilityOwner()
  const parent = await newParent()
  await publishedOpinion(parent.token, owner.facility.id, uniqueComment("Nowa opinia dla licznika"))
  const page = await newPage()
  await loginThroughUi(page, owner.email, owner.password, `/user_facility/${owner.facility.id}/settings`)
  const tabCounter = page.getByTestId("tab-counter-facility_opinions")
  const facilityCounter = page.getByTestId(`my-facility-counter-${owner.facility.id}`)
  // The claimed facility comes from the seed and may hold new opinions of its own besides ours.
  const { body: before } = await callApi("GET", "/v1/overview", { token: owner.token })
  const newOpinions = String(before.opinions.new_opinions_by_facility[String(owner.facility.id)])
  await expect(tabCounter).toBeVisible()
  assert.notEqual(newOpinions, "0")
  assert.equal(await tabCounter.getAttribute("data-count"), newOpinions)
  assert.equal(await facilityCounter.getAttribute("data-count"), newOpinions)

  await page.getByTestId("tab-facility_opinions").click()
  await expect(page.getByTestId("received-opinions")).toBeVisible()
  await expect(tabCounter).not.toBeAttached()
  await expect(facilityCounter).not.toBeAttached()
  // Seen for good: the server counts it no more.
  const overviewRead = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/overview")
  await page.reload()
  const overview = await (await overviewRead).json()
  assert.equal(overview.opinions.new_opinions_by_facility[String(owner.facility.id)] ?? 0, 0)
  await expect(page.getByTestId("received-opinions")).toBeVisible()
  assert.equal(await tabCounter.count(), 0)
})
