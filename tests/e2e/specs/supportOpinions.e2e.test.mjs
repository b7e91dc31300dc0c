// The moderation desk by keyboard (issue 18): support works through 30 waiting opinions of one
// facility without the mouse — j moves, a accepts, r rejects with a reason typed and Enter —
// then finds each verdict in the audit trail of the facility.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { DEMO_PASSWORD, demoAccounts, loginThroughUi } from "../support/accounts.mjs"
import { newParent, uniqueComment, writeOpinion } from "../support/accountApi.mjs"
import { waitForPath } from "../support/browser.mjs"
import { callApi, facilityWithoutOpinions, signIn } from "../support/parentsApi.mjs"

const COUNT = 30

test("support works through 30 opinions by keyboard, and each verdict is in the audit trail", async ({ newPage }) => {
  const facility = await facilityWithoutOpinions()
  const opinions = []
  for (let index = 0; index < COUNT; index++) {
    const author = await newParent()
    opinions.push(await writeOpinion(author.token, facility.id, uniqueComment(`Opinia ${index + 1}`)))
  }
  const page = await newPage()
  await loginThroughUi(page, demoAccounts.support, DEMO_PASSWORD, `/support/opinions?facility=${facility.id}`)
  await waitForPath(page, "/support/opinions")
  const current = page.locator('[data-testid="moderation-item"][aria-current="true"]')
  for (let index = 0; index < COUNT; index++) {
    await expect(current).toBeFocused()
    await expect(current).toHaveAttribute("data-id", String(opinions[index]))
    if (index % 3 === 0) {
      await page.keyboard.press("r")
      await expect(page.getByTestId("desk-reason")).toBeFocused()
      await page.keyboard.type("Treść narusza regulamin.")
      await page.keyboard.press("Enter")
    } else {
      await page.keyboard.press("a")
    }
    await expect(page.locator(`[data-testid="moderation-item"][data-id="${opinions[index]}"]`)).toHaveCount(0)
  }
  await expect(page.getByTestId("moderation-item")).toHaveCount(0)

  const token = await signIn(demoAccounts.support)
  const { body: trail } = await callApi("GET", `/v1/support/audit?facility=${facility.id}`, { token })
  const verdicts = new Map(trail.items.map((entry) => [entry.after.opinion, entry.action]))
  assert.equal(trail.itemsTotal, COUNT)
  opinions.forEach((id, index) => assert.equal(verdicts.get(id), index % 3 === 0 ? "opinion.reject" : "opinion.accept"))
  assert.deepEqual(page.errors, [])
})
