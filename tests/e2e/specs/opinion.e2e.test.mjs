// A parent's opinion, end to end (issue 8; spec 2.7, 2.8, 2.9, 4.3, 4.8): written in the wizard,
// accepted by support, shown on the profile with the new score, reported by another parent up
// to the daily limit.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { newParent, publishedOpinion, uniqueComment } from "../support/accountApi.mjs"
import { createConfirmedAccount, demoAccounts, loginThroughUi, signUpThroughUi } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { acceptAuthorsOpinion, facilitiesWithOpinions, facilityWithAnswer, facilityWithoutOpinions, publishedOpinions, report, signIn } from "../support/parentsApi.mjs"

const COMMENT =
  "Córka chodzi tu od roku i bardzo ją to cieszy. Panie są cierpliwe, a sale zawsze czyste i jasne."

const stepShown = (page, current) => expect(page.getByTestId("wizard-progress")).toContainText(`Krok ${current} z 5`)
const rate = (page, aspect, label) => page.getByRole("group", { name: aspect }).getByRole("radio", { name: label }).check()

/** Rates the three aspects: cleanliness 5, staff 4, food 3. */
async function rateAll(page) {
  await rate(page, "Czystość", "5 – bardzo dobrze")
  await rate(page, "Kadra", "4 – dobrze")
  await rate(page, "Wyżywienie", "3 – przeciętnie")
}

const next = (page) => page.getByRole("button", { name: "Dalej" }).click()

test("a new parent signs up, writes an opinion through every step, support accepts it and it shows on the profile with the new score", async ({ newPage }) => {
  const facility = await facilityWithoutOpinions()
  const profile = `/placowka/${facility.slug}`
  const page = await newPage()
  const parent = await signUpThroughUi(page, { name: "Jadwiga", surname: "Opiniowska" })
  await loginThroughUi(page, parent.email, parent.password, profile)
  await waitForPath(page, profile)
  await expect(page.getByText("Nikt jeszcze nie ocenił tej placówki.", { exact: false })).toBeVisible()

  await page.getByRole("button", { name: "Dodaj opinię" }).first().click()
  await waitForPath(page, `${profile}/dodaj-opinie`)
  await stepShown(page, 1)
  // Nothing rated: the step stays, with the spec's message under the aspects.
  await next(page)
  await expect(page.getByText("Oceń wszystkie aspekty placówki").first()).toBeVisible()
  await stepShown(page, 1)
  await rateAll(page)
  await next(page)

  await stepShown(page, 2)
  await expect(page.getByRole("heading", { name: "Zalety i wady" })).toBeVisible()
  await page.getByLabel(/^Zalety/).fill("Duży ogród i zajęcia z rytmiki")
  await page.getByLabel(/^Wady/).fill("Trudno zaparkować")
  await next(page)

  await stepShown(page, 3)
  await page.getByLabel(/^Opinia/).fill("Za krótko.")
  assert.match(await page.getByTestId("comment-count").innerText(), /^10 \/ 50 znaków/)
  await next(page)
  await expect(page.getByText("Opinia musi mieć co najmniej 50 znaków.")).toBeVisible()
  assert.equal(await page.getByLabel(/^Opinia/).getAttribute("aria-invalid"), "true")

  // Going back keeps what was written.
  await page.getByRole("button", { name: "Wstecz" }).click()
  await stepShown(page, 2)
  assert.equal(await page.getByLabel(/^Zalety/).inputValue(), "Duży ogród i zajęcia z rytmiki")
  await next(page)
  await stepShown(page, 3)
  await page.getByLabel(/^Opinia/).fill(COMMENT)
  assert.match(await page.getByTestId("comment-count").innerText(), /wystarczy/)
  await next(page)

  await stepShown(page, 4)
  // Signed with the account's name unless the author changes it.
  assert.equal(await page.getByLabel(/^Imię/).inputValue(), "Jadwiga")
  assert.equal(await page.getByLabel(/^Nazwisko/).inputValue(), "Opiniowska")
  await next(page)

  await stepShown(page, 5)
  const summary = await page.getByTestId("opinion-summary").innerText()
  assert.match(summary, /5 – bardzo dobrze/)
  assert.match(summary, /Trudno zaparkować/)
  assert.match(summary, /Jadwiga Opiniowska/)
  await page.getByRole("button", { name: "Wyślij opinię" }).click()
  await expect(page.getByRole("heading", { name: "Dziękujemy! Opinia czeka na weryfikację" })).toBeVisible()

  // Nothing shows before moderation; support accepts it through the API (the desk is another spec's).
  assert.deepEqual(await publishedOpinions(facility.id), [])
  await acceptAuthorsOpinion(parent.email, parent.password, facility.id)

  await page.goto(url(profile))
  const opinion = page.getByTestId("opinion").filter({ hasText: COMMENT })
  await expect(opinion).toBeVisible()
  const card = await opinion.innerText()
  assert.match(card, /Jadwiga Opiniowska/)
  assert.match(card, /\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}/)
  assert.equal(await opinion.getByTestId("opinion-badge").getAttribute("data-badge"), "unverified")
  assert.match(await opinion.getByTestId("opinion-badge").innerText(), /Niezweryfikowana/)
  assert.equal(await opinion.getByRole("img", { name: "5 z 5" }).count(), 1)
  // Pros and cons are for the facility and the author only.
  assert.doesNotMatch(card, /Trudno zaparkować/)

  const scores = await page.getByTestId("facility-scores").innerText()
  assert.match(scores, /4\.0/)
  assert.match(scores, /5\.0/)
  assert.match(scores, /3\.0/)
  assert.match(scores, /1 opinia/)
  assert.deepEqual(page.errors, [])
})

test("a guest fills two steps, logs in and goes on at the same step with the draft; one opinion per facility", async ({ newPage }) => {
  const facility = await facilityWithoutOpinions()
  const wizard = `/placowka/${facility.slug}/dodaj-opinie`
  const page = await newPage()
  await page.goto(url(wizard))
  await stepShown(page, 1)
  await rateAll(page)
  await next(page)
  await stepShown(page, 2)
  await page.getByLabel(/^Zalety/).fill("Blisko domu")
  await next(page)
  await stepShown(page, 3)

  await page.getByRole("button", { name: "Zaloguj się teraz" }).click()
  await page.waitForURL((current) => current.pathname === "/logowanie")
  assert.equal(new URL(page.url()).searchParams.get("next"), wizard)
  await page.getByLabel(/^Adres e-mail/).fill(demoAccounts.parent)
  await page.getByLabel(/^Hasło/).fill("Pociecha2026!")
  await page.getByTestId("login-submit").click()

  // Back at step 3 with everything kept.
  await waitForPath(page, wizard)
  await stepShown(page, 3)
  await page.getByRole("button", { name: "Wstecz" }).click()
  assert.equal(await page.getByLabel(/^Zalety/).inputValue(), "Blisko domu")
  await page.getByRole("button", { name: "Wstecz" }).click()
  assert.ok(await page.getByRole("group", { name: "Kadra" }).getByRole("radio", { name: "4 – dobrze" }).isChecked())
  await next(page)
  await next(page)
  await page.getByLabel(/^Opinia/).fill("Przedszkole blisko domu, dzieci dużo czasu spędzają na dworze, polecam.")
  await next(page)
  assert.equal(await page.getByLabel(/^Imię/).inputValue(), "Anna")
  await next(page)
  await page.getByRole("button", { name: "Wyślij opinię" }).click()
  await expect(page.getByRole("heading", { name: "Dziękujemy! Opinia czeka na weryfikację" })).toBeVisible()

  // A second opinion of the same facility is refused before anyone fills the steps again.
  await page.goto(url(wizard))
  await expect(page.getByRole("heading", { name: "Opinia o tej placówce została już dodana" })).toBeVisible()
  assert.equal(await page.getByTestId("wizard-progress").count(), 0)
  assert.deepEqual(page.errors, [])
})

test("a guest who sends the finished wizard logs in and the opinion goes out without another click", async ({ newPage }) => {
  const facility = await facilityWithoutOpinions()
  const wizard = `/placowka/${facility.slug}/dodaj-opinie`
  const page = await newPage()
  await page.goto(url(wizard))
  await rateAll(page)
  await next(page)
  await next(page)
  await page.getByLabel(/^Opinia/).fill("Kameralna placówka z ogrodem, kadra zawsze znajdzie czas na rozmowę z rodzicem.")
  await next(page)
  await page.getByLabel(/^Imię/).fill("Anna")
  await page.getByLabel(/^Nazwisko/).fill("Kowalska")
  await next(page)
  await page.getByRole("button", { name: "Wyślij opinię" }).click()

  await page.waitForURL((current) => current.pathname === "/logowanie")
  assert.equal(new URL(page.url()).searchParams.get("next"), `${wizard}?action=send-opinion`)
  await page.getByLabel(/^Adres e-mail/).fill(demoAccounts.parent)
  await page.getByLabel(/^Hasło/).fill("Pociecha2026!")
  await page.getByTestId("login-submit").click()

  await expect(page.getByRole("heading", { name: "Dziękujemy! Opinia czeka na weryfikację" })).toBeVisible()
  assert.equal(new URL(page.url()).pathname, wizard)
  assert.equal(new URL(page.url()).searchParams.has("action"), false)
  assert.deepEqual(page.errors, [])
})

test("another parent reports the opinion (not twice) and a facility's answer, and the sixth report of the day is refused", async ({ newPage }) => {
  // An opinion of its own to report, published through the API.
  const author = await newParent({ name: "Jadwiga", surname: "Opiniowska" })
  const reported = await facilityWithoutOpinions()
  const profile = `/placowka/${reported.slug}`
  const comment = uniqueComment("Do zgłoszenia")
  await publishedOpinion(author.token, reported.id, comment)
  const reporter = await createConfirmedAccount({ name: "Zofia", surname: "Zgłaszająca" })
  const page = await newPage()
  await loginThroughUi(page, reporter.email, reporter.password, profile)
  await waitForPath(page, profile)
  const opinion = page.getByTestId("opinion").filter({ hasText: comment })
  await opinion.getByRole("button", { name: /Zgłoś opinię/ }).click()
  const dialog = page.getByRole("dialog", { name: "Zgłoś opinię" })
  await dialog.getByRole("radio", { name: "Inny powód" }).check()
  await dialog.getByTestId("report-submit").click()
  // 'Other' says nothing by itself: the explanation is required.
  await expect(dialog.getByText("Pole jest wymagane")).toBeVisible()
  await dialog.getByLabel(/^Co jest nie tak/).fill("Ta opinia wygląda na napisaną przez pracownika placówki.")
  await dialog.getByTestId("report-submit").click()
  await expect(page.getByText("Dziękujemy, zgłoszenie trafiło do moderacji.")).toBeVisible()
  await expect(dialog).not.toBeAttached()

  await opinion.getByRole("button", { name: /Zgłoś opinię/ }).click()
  await dialog.getByRole("radio", { name: "Spam lub reklama" }).check()
  await dialog.getByTestId("report-submit").click()
  await expect(dialog.getByRole("alert").filter({ hasText: "Ta treść została już przez Ciebie zgłoszona." })).toBeVisible()
  await dialog.getByRole("button", { name: "Anuluj" }).click()

  // A facility's answer is reported on its own: the second report of the day.
  const answered = await facilityWithAnswer()
  await page.goto(url(`/placowka/${answered.facility.slug}`))
  const answer = page.locator(`[data-opinion-id="${answered.opinion.id}"]`).getByTestId("opinion-answer")
  assert.match(await answer.innerText(), /Odpowiedź placówki/)
  await answer.getByRole("button", { name: "Zgłoś odpowiedź" }).click()
  const answerDialog = page.getByRole("dialog", { name: "Zgłoś odpowiedź placówki" })
  await answerDialog.getByRole("radio", { name: "Obraźliwe lub wulgarne treści" }).check()
  await answerDialog.getByTestId("report-submit").click()
  await expect(page.getByText("Dziękujemy, zgłoszenie trafiło do moderacji.").first()).toBeVisible()
  await expect(answerDialog).not.toBeAttached()

  // Three more today, through the API, on opinions of other facilities.
  const [elsewhere, last] = await facilitiesWithOpinions(2, 3)
  const targets = (await publishedOpinions(elsewhere.id)).slice(0, 3)
  assert.equal(targets.length, 3, "a seeded facility with three published opinions")
  const token = await signIn(reporter.email, reporter.password)
  for (const target of targets) await report(token, `opinion:${target.id}`)

  // The sixth, in the browser: refused with the catalogue's message, translated.
  await page.goto(url(`/placowka/${last.slug}`))
  await page.getByTestId("opinion").first().getByRole("button", { name: /Zgłoś opinię/ }).click()
  await dialog.getByRole("radio", { name: "Spam lub reklama" }).check()
  await dialog.getByTestId("report-submit").click()
  await expect(dialog.getByRole("alert").filter({ hasText: "Osiągnięto dzienny limit zgłoszeń" })).toBeVisible()
  assert.deepEqual(page.errors, [])
})
