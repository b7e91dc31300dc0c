// The moderation desk, first screen (issue 8; spec 4.3; management 2.9): support staff work
// through the oldest waiting opinions — reject one with a reason, accept another (recommended:
// the 'trusted' badge) — and resolve a report; nobody else gets into the support panel. (The
// author's view of the decisions is myAccount's.)
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { DEMO_PASSWORD, demoAccounts, loginThroughUi } from "../support/accounts.mjs"
import { newParent, oldestPendingOpinions, publishedOpinion, uniqueComment } from "../support/accountApi.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { callApi, facilityWithoutOpinions, publishedOpinions, report, signIn } from "../support/parentsApi.mjs"

const REASON = "Opinia opisuje inną placówkę niż ta, której dotyczy."

test("support rejects the oldest waiting opinion with a reason and accepts the next as recommended; both leave the desk", async ({ newPage }) => {
  // The desk lists the oldest waiting items first: the seed's, which a moderator decides in turn.
  const [toRejectItem, toAcceptItem] = await oldestPendingOpinions(2)
  const page = await newPage()
  await loginThroughUi(page, demoAccounts.support, DEMO_PASSWORD, "/support/opinions")
  await waitForPath(page, "/support/opinions")
  await expect(page.getByRole("heading", { level: 1, name: "Moderacja opinii" })).toBeVisible()
  assert.equal(await page.title(), "Moderacja opinii | Pociecha")
  // The panel's menu opens at Facilities (management 2.9's first route), then this desk.
  const menu = await page.getByRole("navigation", { name: "Panel wsparcia" }).getByRole("link").allInnerTexts()
  assert.deepEqual(menu.slice(0, 2), ["Placówki", "Moderacja opinii"])

  const items = page.locator('[data-testid="moderation-item"][data-kind="opinion"]')
  assert.equal(await items.nth(0).getAttribute("data-id"), String(toRejectItem.id))
  assert.equal(await items.nth(1).getAttribute("data-id"), String(toAcceptItem.id))

  const toReject = page.locator(`[data-testid="moderation-item"][data-id="${toRejectItem.id}"]`)
  assert.equal(await toReject.getByTestId("moderation-comment").innerText(), toRejectItem.comment)
  await toReject.getByTestId("moderation-reject").click()
  await toReject.getByLabel(/^Powód odrzucenia/).fill("ab")
  await toReject.getByTestId("moderation-reject-submit").click()
  await expect(toReject.getByText("Powód musi mieć co najmniej 3 znaki")).toBeVisible()
  await toReject.getByLabel(/^Powód odrzucenia/).fill(REASON)
  await toReject.getByTestId("moderation-reject-submit").click()
  await expect(page.getByText("Opinia została odrzucona")).toBeVisible()
  // The queue is read again: the decided opinion has left it.
  await expect(toReject).not.toBeAttached()

  const toAccept = page.locator(`[data-testid="moderation-item"][data-id="${toAcceptItem.id}"]`)
  const author = toAcceptItem.author === null ? "Konto usunięte" : `${toAcceptItem.author.name} ${toAcceptItem.author.surname}`
  assert.match(await toAccept.innerText(), new RegExp(`Autor: ${author}`))
  await toAccept.getByTestId("moderation-recommend").check()
  await toAccept.getByTestId("moderation-accept").click()
  await expect(page.getByText("Opinia została opublikowana")).toBeVisible()
  await expect(toAccept).not.toBeAttached()

  const published = (await publishedOpinions(toAcceptItem.facility_id)).find((opinion) => opinion.id === toAcceptItem.id)
  assert.equal(published?.badge, "trusted")
  assert.equal((await publishedOpinions(toRejectItem.facility_id)).some((opinion) => opinion.id === toRejectItem.id), false)
  const { body: queue } = await callApi("GET", "/v1/support/opinions?order=newest", { token: await signIn(demoAccounts.support) })
  assert.equal(queue.items.some((item) => item.kind === "opinion" && [toRejectItem.id, toAcceptItem.id].includes(item.id)), false)
  assert.deepEqual(page.errors, [])
})

test("support resolves a report, which moves from the open reports to the resolved ones", async ({ newPage }) => {
  // A published opinion of its own to report.
  const author = await newParent({ name: "Wanda", surname: "Opiniująca" })
  const facility = await facilityWithoutOpinions()
  const comment = uniqueComment("Zgłoszona do moderacji")
  const opinionId = await publishedOpinion(author.token, facility.id, comment)
  const reporter = await newParent({ name: "Zofia", surname: "Zgłaszająca" })
  await report(reporter.token, `opinion:${opinionId}`, "offensive", "")
  const page = await newPage()
  await loginThroughUi(page, demoAccounts.support, DEMO_PASSWORD, "/support/opinions")
  const open = page.getByTestId("report").filter({ hasText: comment })
  await expect(open).toBeVisible()
  assert.match(await open.innerText(), /Obraźliwe treści/)
  assert.match(await open.innerText(), new RegExp(reporter.email.replace(/[.+]/g, "\\$&")))
  await open.getByPlaceholder("Co zrobiono (opcjonalnie)").fill("Sprawdzono: treść jest rzeczowa.")
  await open.getByTestId("report-resolve").click()
  await expect(page.getByText("Zgłoszenie zostało rozwiązane")).toBeVisible()
  await expect(open).not.toBeAttached()

  await page.getByRole("radiogroup", { name: "Które zgłoszenia pokazać" }).getByText("Rozwiązane").click()
  const resolved = page.getByTestId("report").filter({ hasText: comment })
  await expect(resolved).toBeVisible()
  assert.match(await resolved.innerText(), /Sprawdzono: treść jest rzeczowa\./)
  assert.equal(await resolved.getByTestId("report-resolve").count(), 0)
})

test("the support panel is support's only: a guest is sent home, a parent gets the 404 page", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/support/opinions"))
  await waitForPath(page, "/")
  await expect(page.getByTestId("navbar-login")).toBeVisible()

  await loginThroughUi(page, demoAccounts.parent)
  for (const path of ["/support", "/support/opinions"]) {
    await page.goto(url(path))
    await expect(page.getByText("Nie znaleziono strony", { exact: true })).toBeVisible()
    assert.equal(new URL(page.url()).pathname, path)
    assert.equal(await page.getByTestId("moderation-queue").count(), 0)
  }
  // Nor is the panel offered to a parent.
  await page.getByTestId("profile-menu-button").click()
  await expect(page.getByRole("menuitem", { name: "Moje opinie" })).toBeVisible()
  assert.equal(await page.getByRole("menuitem", { name: "Panel wsparcia" }).count(), 0)
})
