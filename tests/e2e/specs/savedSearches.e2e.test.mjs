// Saved searches and their alerts (issue 20, "Done when"): a parent saves "Kraków, przedszkole,
// up to 1,200 zł" from the map with an instant alert; the owner of a facility that search finds
// opens places for four-year-olds in the owner area; the parent's mailbox has the alert within a
// minute (the alert job's default turn is 30 s), with RFC 8058's one-click headers. My account
// lists the search, which reopens the same map search; the e-mail's link turns the alert off
// without a sign-in.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { loginThroughUi, readMailbox } from "../support/accounts.mjs"
import { newParent } from "../support/accountApi.mjs"
import { url } from "../support/browser.mjs"
import { newFacilityOwner } from "../support/ownerApi.mjs"
import { callApi, signIn } from "../support/parentsApi.mjs"

const ALERT_SUBJECT = "Nowość w Twoich wyszukiwaniach"

test("a saved search's instant alert reaches the parent within a minute of an owner opening places for four-year-olds", async ({ newPage }) => {
  const parent = await newParent({ name: "Ewa", surname: "Szukająca" })
  const parentToken = await signIn(parent.email, parent.password)
  const search = new URLSearchParams({ city: "krakow", specialization: '["kindergarten"]', tuition_to: "1200" })

  // The parent saves the map's search with an instant alert (the default).
  const page = await newPage()
  await loginThroughUi(page, parent.email, parent.password, `/wszystkie-lokalizacje?${search}`)
  const save = page.getByTestId("save-search")
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page.getByLabel(/^Nazwa/)).toHaveValue(/Krak/)
  await expect(page.getByLabel("Od razu")).toBeChecked()
  await page.getByLabel(/^Nazwa/).fill("Kraków, przedszkole, do 1200 zł")
  await page.getByTestId("save-search-submit").click()
  await expect(page.getByTestId("search-saved")).toBeVisible()

  const { body: saved } = await callApi("GET", "/v1/saved-search", { token: parentToken })
  assert.equal(saved.length, 1)
  assert.equal(saved[0].alert, "instant")
  assert.deepEqual(saved[0].query.required_specialization, ["kindergarten"])
  assert.equal(saved[0].query.tuition_to, 1200)

  // The owner of an unverified facility this search finds, with no places for four-year-olds yet.
  const { body: found } = await callApi("POST", "/search", { body: saved[0].query })
  const owner = await newFacilityOwner({ among: found })
  await callApi("PATCH", `/facility/list/${owner.facility.id}`, { token: owner.token, body: { recruitment_active: false, vacancies_by_age: [] } })

  // The owner opens places for four-year-olds in the owner area.
  const ownerPage = await newPage()
  await loginThroughUi(ownerPage, owner.email, owner.password, `/user_facility/${owner.facility.id}/facility_settings/recruitment`)
  const form = ownerPage.getByTestId("recruitment-form")
  await form.getByLabel("Rekrutacja aktywna").check()
  await form.getByLabel("4-latki").fill("3")
  await form.getByRole("button", { name: "Zapisz" }).click()
  await expect(form.getByTestId("vacancies-updated")).toContainText("Zaktualizowano")
  const openedAt = Date.now()

  // The alert is in the parent's mailbox within a minute.
  let alert
  await expect
    .poll(async () => (alert = (await readMailbox(parent.email)).find((mail) => mail.subject.startsWith(ALERT_SUBJECT))), {
      message: "no alert in the parent's mailbox",
      timeout: 60_000
    })
    .toBeDefined()
  assert.ok(Date.now() - openedAt < 60_000, "the alert came within a minute")
  assert.ok(alert.text.includes(owner.facility.name), "the alert names the facility")
  assert.ok(alert.text.includes("wolne miejsca: 4-latki"), "the alert says which age group opened")
  assert.ok(alert.text.includes("Kraków, przedszkole, do 1200 zł"), "the alert names the search")
  assert.equal(alert.headers["List-Unsubscribe-Post"], "List-Unsubscribe=One-Click")
  assert.match(alert.headers["List-Unsubscribe"], /^<http.+\/api\/v1\/alerts\/unsubscribe\?token=.+>$/)

  // My account lists the search; it reopens the same map search.
  await page.goto(url("/user/saved-searches"))
  const item = page.getByTestId("my-saved-search")
  await expect(item).toHaveCount(1)
  await item.getByRole("link", { name: "Kraków, przedszkole, do 1200 zł" }).click()
  await page.waitForURL((address) => address.pathname === "/wszystkie-lokalizacje" && address.searchParams.has("area"))
  const reopened = new URL(page.url())
  assert.equal(reopened.searchParams.get("specialization"), '["kindergarten"]')
  assert.equal(reopened.searchParams.get("tuition_to"), "1200")

  // The e-mail's own link turns the alert off, in a browser that is not signed in.
  const link = /(https?:\/\/\S+\/alerty\/wypisz\?token=\S+)/.exec(alert.text)?.[1]
  assert.ok(link, "the alert links to its unsubscribe page")
  const guest = await newPage()
  await guest.goto(url(new URL(link).pathname + new URL(link).search))
  await guest.getByTestId("alerts-unsubscribe-confirm").click()
  await expect(guest.getByText("Gotowe — nie będziemy już wysyłać tych powiadomień.")).toBeVisible()
  const { body: after } = await callApi("GET", "/v1/saved-search", { token: parentToken })
  assert.equal(after[0].alert, "off")
})
