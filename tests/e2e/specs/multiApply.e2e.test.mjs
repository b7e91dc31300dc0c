// One application to several facilities (issue 20): a parent sends one form to three facilities
// in an order of their own; each facility's owner receives only its own copy, with no trace of
// the other choices or of the order; once one accepts, the parent is asked whether to withdraw
// the others, and does.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { loginThroughUi } from "../support/accounts.mjs"
import { newFacilityOwner } from "../support/ownerApi.mjs"
import { callApi } from "../support/parentsApi.mjs"

test.use({ parentNames: { name: "Helena", surname: "Wielowybór" } })

/** A birth date three years ago today, as the date input takes it. */
function bornThreeYearsAgo() {
  const today = new Date()
  return `${today.getFullYear() - 3}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(Math.min(today.getDate(), 28)).padStart(2, "0")}`
}

/** A child's surname no other test gives, so that each owner's list can be searched for this one application. */
const uniqueSurname = () => `Wybrański${Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("")}`

const received = (owner) => callApi("GET", `/facility/list/${owner.facility.id}/applications`, { token: owner.token }).then(({ body }) => body)
const decide = (owner, id, status) => callApi("PATCH", `/facility/list/${owner.facility.id}/applications/${id}`, { token: owner.token, body: { status } })

test("a parent applies to three facilities in an order; each owner sees only its own copy; an acceptance withdraws the others", async ({ newPage, parent }) => {
  const [first, second, third] = await Promise.all([newFacilityOwner(), newFacilityOwner(), newFacilityOwner()])
  const owners = [first, second, third]
  // The parent applies from the first facility; the two others are among their favourites.
  for (const owner of [second, third]) await callApi("PUT", `/v1/favourites/${owner.facility.id}`, { token: parent.token })
  const surname = uniqueSurname()

  const page = await newPage()
  await loginThroughUi(page, parent.email, parent.password, `/placowka/${first.facility.id}/zgloszenie`)
  const choices = page.getByRole("group", { name: "Placówki, w kolejności od najbardziej wybranej" })
  await expect(choices.getByText("Każda placówka zobaczy tylko swoją kopię")).toBeVisible()
  const rows = choices.getByTestId("apply-choice")
  await expect(rows.locator(".apply__choice-name")).toHaveText([first.facility.name])
  await choices.getByText("Dodaj placówkę", { exact: true }).click()
  await choices.getByRole("button", { name: `Dodaj placówkę: ${second.facility.name}` }).click()
  await choices.getByRole("button", { name: `Dodaj placówkę: ${third.facility.name}` }).click()
  // The third facility becomes the first choice: dragged with the keyboard (Space, arrow up, Space) above the second, then moved up with its button.
  const thirdHandle = choices.getByRole("button", { name: new RegExp(`^Przeciągnij, aby zmienić kolejność: ${escape(third.facility.name)}`) })
  // Each key waits for what a screen reader hears of it: the list is measured between the keys.
  await thirdHandle.focus()
  await page.keyboard.press("Space")
  // Lifted, it is over its own place (the live region says the latest).
  await expect(page.getByText("Placówka z miejsca 3 nad miejscem 3.")).toBeAttached()
  await page.keyboard.press("ArrowUp")
  await expect(page.getByText("Placówka z miejsca 3 nad miejscem 2.")).toBeAttached()
  await page.keyboard.press("Space")
  await expect(rows.locator(".apply__choice-name")).toHaveText([first.facility.name, third.facility.name, second.facility.name])
  await choices.getByRole("button", { name: `Przesuń wyżej: ${third.facility.name}` }).click()
  await expect(rows.locator(".apply__choice-name")).toHaveText([third.facility.name, first.facility.name, second.facility.name])

  await page.getByLabel(/^Telefon/).fill("600 100 200")
  await page.getByLabel(/^Adres zamieszkania/).fill("ul. Wybrana 3, 30-001 Kraków")
  const child = page.getByRole("group", { name: "Dziecko" })
  await child.getByLabel(/^Imię/).fill("Zosia")
  await child.getByLabel(/^Nazwisko/).fill(surname)
  await child.getByLabel(/^Data urodzenia/).fill(bornThreeYearsAgo())
  await page.getByTestId("apply-submit").click()
  await expect(page.getByRole("heading", { name: "Wniosek został wysłany" })).toBeVisible()

  // Each owner receives exactly one copy, its own, with nothing of the other facilities or the order.
  const copies = []
  for (const owner of owners) {
    const ours = (await received(owner)).filter((application) => application.child_surname === surname)
    assert.equal(ours.length, 1, `${owner.facility.name} received one copy`)
    const [copy] = ours
    assert.equal(copy.facility_id, owner.facility.id)
    for (const key of ["priority", "group_id", "facility_ids", "waiting_position"]) assert.equal(key in copy, false, `no ${key} for the facility`)
    const seen = JSON.stringify(copy)
    for (const other of owners.filter((candidate) => candidate !== owner)) {
      assert.equal(seen.includes(other.facility.name), false, `${owner.facility.name} does not see ${other.facility.name}`)
      // The copy's own id is an application's: any other field holding the other facility's id would give it away.
      const giveaways = Object.entries(copy).filter(([key, value]) => key !== "id" && value === other.facility.id)
      assert.deepEqual(giveaways, [], `${owner.facility.name} does not see the id of ${other.facility.name}`)
    }
    copies.push(copy)
  }

  // The last choice puts the child on its waiting list; the second choice accepts.
  await decide(second, copies[1].id, "waiting_list")
  await decide(first, copies[0].id, "accepted")

  await page.getByTestId("my-applications-link").click()
  const submission = page.getByTestId("my-submission").filter({ hasText: surname })
  await expect(submission.getByRole("heading", { level: 2 })).toHaveText([
    `Wniosek dla: Zosia ${surname} – 3 placówki, w Twojej kolejności`,
    third.facility.name,
    first.facility.name,
    second.facility.name
  ])
  await expect(submission.getByTestId("application-priority")).toHaveText([/Priorytet 1 z 3/, /Priorytet 2 z 3/, /Priorytet 3 z 3/])
  await expect(submission.getByTestId("application-status")).toHaveText(["Wysłane", "Przyjęte", "Na liście oczekujących"])
  await expect(submission.getByTestId("waiting-position")).toHaveText([/^Miejsce na liście oczekujących: \d+/])
  const prompt = submission.getByTestId("withdraw-others-prompt")
  await expect(prompt).toContainText(`Placówka ${first.facility.name} przyjęła zgłoszenie. Wycofać pozostałe?`)
  await prompt.getByRole("button", { name: "Wycofaj pozostałe" }).click()
  await expect(submission.getByTestId("application-status")).toHaveText(["Wycofane", "Przyjęte", "Wycofane"])
  await expect(prompt).not.toBeAttached()

  // The facilities see the parent's word too.
  await expect.poll(async () => (await received(third)).find((application) => application.child_surname === surname)?.status).toBe("withdrawn")
  await expect.poll(async () => (await received(second)).find((application) => application.child_surname === surname)?.status).toBe("withdrawn")
  assert.deepEqual(page.errors, [])
})

/** A name as a regular expression matches it literally. */
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
