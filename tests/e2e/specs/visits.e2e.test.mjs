// Visits and open days (issue 20, "Done when"): the owner publishes an open day with one place
// in the owner area's "Wizyty"; two parents book it from the profile at the same moment, exactly
// one gets the place and the other is told it is gone; the winner and the owner each have the
// confirmation with its calendar file in their mailbox, and the owner sees who booked.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { loginThroughUi, readMailbox } from "../support/accounts.mjs"
import { newParent } from "../support/accountApi.mjs"
import { newFacilityOwner } from "../support/ownerApi.mjs"

/** A `datetime-local` value three days ahead at 10:00, in the browser's own time. */
const threeDaysAheadAt10 = () => {
  const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)
  const pad = (n) => String(n).padStart(2, "0")
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:00`
}

test("two parents book an open day's last place at the same moment: one wins, and both sides get the confirmation with an .ics", async ({ newPage }) => {
  const owner = await newFacilityOwner()
  const profilePath = `/placowka/${owner.facility.slug}`

  // The owner publishes an open day with one place.
  const ownerPage = await newPage()
  await loginThroughUi(ownerPage, owner.email, owner.password, `/user_facility/${owner.facility.id}/visits`)
  await ownerPage.getByRole("link", { name: "Wizyty" }).first().waitFor()
  await ownerPage.getByLabel(/^Rodzaj/).selectOption("open_day")
  await ownerPage.getByLabel(/^Początek/).fill(threeDaysAheadAt10())
  await ownerPage.getByLabel(/^Czas trwania/).fill("120")
  await ownerPage.getByLabel(/^Liczba miejsc/).fill("1")
  await ownerPage.getByTestId("visit-slot-submit").click()
  const slot = ownerPage.getByTestId("visit-slot")
  await expect(slot).toHaveCount(1)
  await expect(slot.getByTestId("visit-slot-places")).toHaveText("zajęte miejsca: 0 z 1")

  // Two parents, each signed in on the profile with the open day picked.
  const parents = [await newParent({ name: "Anna", surname: "Pierwsza" }), await newParent({ name: "Beata", surname: "Druga" })]
  const pages = []
  for (const parent of parents) {
    const page = await newPage()
    await loginThroughUi(page, parent.email, parent.password, profilePath)
    const offer = page.getByTestId("visit-offer")
    await expect(offer).toHaveCount(1)
    await expect(offer).toContainText("Dzień otwarty")
    await expect(offer).toContainText("zostało 1 miejsce")
    await offer.getByRole("radio").check()
    pages.push(page)
  }

  // Both press "book" at once.
  await Promise.all(pages.map((page) => page.getByTestId("visit-book").click()))
  const outcome = async (page) => {
    const booked = page.getByTestId("visit-booked")
    const full = page.getByText("Ktoś właśnie zajął ostatnie miejsce w tym terminie. Wybierz inny.")
    await expect(booked.or(full)).toBeVisible()
    return (await booked.isVisible()) ? "booked" : "full"
  }
  const outcomes = await Promise.all(pages.map(outcome))
  assert.deepEqual([...outcomes].sort(), ["booked", "full"], "exactly one parent gets the last place")
  const winner = parents[outcomes.indexOf("booked")]
  const loser = parents[outcomes.indexOf("full")]

  // The winner and the owner have the confirmation with its calendar file; the other parent has none.
  const confirmation = async (email, subject) => {
    let found
    await expect
      .poll(async () => (found = (await readMailbox(email)).find((mail) => mail.subject.startsWith(subject))), { message: `no "${subject}" mail to ${email}` })
      .toBeDefined()
    return found
  }
  const toWinner = await confirmation(winner.email, "Potwierdzenie: dzień otwarty")
  assert.deepEqual(toWinner.attachments, ["wizyta.ics"])
  const toOwner = await confirmation(owner.email, "Nowa rezerwacja: dzień otwarty")
  assert.deepEqual(toOwner.attachments, ["wizyta.ics"])
  assert.ok(toOwner.text.includes(winner.email), "the owner's mail names who booked")
  assert.equal((await readMailbox(loser.email)).some((mail) => mail.subject.startsWith("Potwierdzenie")), false)

  // The owner's tab shows who booked.
  await ownerPage.reload()
  await expect(ownerPage.getByTestId("visit-slot-places")).toHaveText("zajęte miejsca: 1 z 1")
  await expect(ownerPage.getByTestId("visit-guest")).toContainText(winner.email)
  for (const page of [ownerPage, ...pages]) assert.deepEqual(page.errors, [])
})
