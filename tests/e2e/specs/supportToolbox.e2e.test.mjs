// Support's toolbox (issue 18): support looks an account up by its e-mail and ends its sessions —
// the account's token is refused from then on; then creates a partner app, whose key (shown
// once) creates an account through the partner API until support revokes it.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { DEMO_PASSWORD, demoAccounts, loginThroughUi, uniqueEmail } from "../support/accounts.mjs"
import { newParent } from "../support/accountApi.mjs"
import { waitForPath } from "../support/browser.mjs"
import { callApi, facilityWithoutOpinions } from "../support/parentsApi.mjs"

/** The partner API's account creation with `key` in X-Partner-Key: a parent of the facility; its status. */
async function partnerCreatesParent(key, facilityId) {
  const { status } = await callApi("POST", "/v1/partner/account", {
    headers: { "x-partner-key": key },
    body: { kind: "parent", facility_id: facilityId, email: uniqueEmail("partner"), name: "Paweł", surname: "Partnerski" },
    expect: [201, 401]
  })
  return status
}

test("support ends an account's sessions, and creates, uses and revokes a partner's key", async ({ newPage }) => {
  const parent = await newParent()
  const facility = await facilityWithoutOpinions()
  // The account's token works before support steps in.
  assert.equal((await callApi("GET", "/v1/opinion/mine", { token: parent.token, expect: [200, 401] })).status, 200)

  const page = await newPage()
  await loginThroughUi(page, demoAccounts.support, DEMO_PASSWORD, "/support/toolbox")
  await waitForPath(page, "/support/toolbox")
  await page.getByTestId("toolbox-email").fill(parent.email)
  await page.keyboard.press("Enter")
  const card = page.getByTestId("toolbox-user")
  await expect(card).toContainText(parent.email)
  await card.getByTestId("toolbox-end-sessions").click()
  await card.getByTestId("toolbox-end-sessions-confirm").click()
  await expect(card.getByTestId("toolbox-audit")).toContainText("Zakończono sesje")
  assert.equal((await callApi("GET", "/v1/opinion/mine", { token: parent.token, expect: [200, 401] })).status, 401)

  const partners = page.getByTestId("toolbox-partners")
  const name = `Partner e2e ${Math.random().toString(36).slice(2, 8)}`
  await partners.getByTestId("partner-name").fill(name)
  await partners.getByTestId("partner-create").click()
  const shown = partners.getByTestId("partner-new-key")
  await expect(shown).toContainText("nie pokażemy go ponownie")
  const key = await shown.getByTestId("partner-key").inputValue()
  assert.notEqual(key, "")
  assert.equal(await partnerCreatesParent(key, facility.id), 201)

  await shown.getByTestId("partner-key-kept").click()
  await expect(shown).not.toBeAttached()
  const row = partners.getByTestId("partner-row").filter({ hasText: name })
  await expect(row).toContainText("aktywna")
  await row.getByTestId("partner-revoke").click()
  await row.getByTestId("partner-revoke-confirm").click()
  await expect(row).toContainText("klucz unieważniony")
  assert.equal(await partnerCreatesParent(key, facility.id), 401)
  assert.deepEqual(page.errors, [])
})
