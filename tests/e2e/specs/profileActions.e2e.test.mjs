// A parent's actions on a facility profile (issue 8; spec 2.9, 3.8, 3.10, 4.5, 4.8): ask a
// question (as a guest first, who logs in and comes back to it), apply for a child, subscribe as
// a parent and resign.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { createConfirmedAccount } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { facilitiesWithOpinions } from "../support/parentsApi.mjs"

/** A birth date `years` years ago today, as the date input takes it. */
function bornYearsAgo(years) {
  const today = new Date()
  return `${today.getFullYear() - years}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(Math.min(today.getDate(), 28)).padStart(2, "0")}`
}

test("a parent asks a question (logging in on the way), applies for a child, subscribes as a parent and resigns", async ({ newPage }) => {
  const [facility] = await facilitiesWithOpinions(1)
  const profile = `/placowka/${facility.slug}`
  const parent = await createConfirmedAccount({ name: "Marta", surname: "Pytająca" })
  const page = await newPage()
  // A guest asking is sent to log in, and comes back to the question.
  await page.goto(url(profile))
  await expect(page.getByTestId("facility-name")).toBeVisible()
  await page.getByRole("button", { name: "Zadaj pytanie" }).first().click()
  await page.waitForURL((current) => current.pathname === "/logowanie")
  assert.equal(new URL(page.url()).searchParams.get("next"), `${profile}?action=ask-question`)
  await page.getByLabel(/^Adres e-mail/).fill(parent.email)
  await page.getByLabel(/^Hasło/).fill(parent.password)
  await page.getByTestId("login-submit").click()

  const question = page.getByRole("dialog", { name: "Zadaj pytanie placówce" })
  await expect(question).toBeVisible()
  assert.equal(new URL(page.url()).pathname, profile)
  await question.getByLabel(/^Temat/).selectOption({ label: "Opłaty" })
  await question.getByTestId("question-submit").click()
  await expect(question.getByText("Pole jest wymagane")).toBeVisible()
  await question.getByLabel(/^Twoje pytanie/).fill("Ile wynosi czesne za pełny dzień i czy obejmuje wyżywienie?")
  await question.getByTestId("question-submit").click()
  await expect(page.getByText("Pytanie zostało wysłane do placówki.")).toBeVisible()
  const thread = question.getByTestId("question-thread-link")
  assert.match(await thread.getAttribute("href"), /^\/user\/question\/\d+$/)
  await question.getByRole("button", { name: "Zamknij" }).first().click()
  await expect(question).not.toBeAttached()
  await page.waitForURL((current) => !current.searchParams.has("action"))

  // Applying: a child of eight is refused under the date of birth; a child of three is taken.
  await page.getByRole("button", { name: "Złóż wniosek o przyjęcie" }).first().click()
  await waitForPath(page, `${profile}/zgloszenie`)
  assert.equal(await page.getByLabel(/^Imię/).first().inputValue(), "Marta")
  await page.getByLabel(/^Telefon/).fill("600 100 200")
  await page.getByLabel(/^Adres zamieszkania/).fill("ul. Słoneczna 5, 30-001 Kraków")
  const child = page.getByRole("group", { name: "Dziecko" })
  await child.getByLabel(/^Imię/).fill("Staś")
  await child.getByLabel(/^Nazwisko/).fill("Pytający")
  await child.getByLabel(/^Data urodzenia/).fill(bornYearsAgo(8))
  await page.getByTestId("apply-submit").click()
  await expect(child.locator(".field__error", { hasText: "Dziecko musi mieć od 0 do 7 lat" })).toBeVisible()
  assert.equal(await child.getByLabel(/^Data urodzenia/).getAttribute("aria-invalid"), "true")
  await child.getByLabel(/^Data urodzenia/).fill(bornYearsAgo(3))
  await page.getByTestId("apply-submit").click()
  await expect(page.getByRole("heading", { name: "Wniosek został wysłany" })).toBeVisible()
  assert.equal(await page.getByTestId("my-applications-link").getAttribute("href"), "/user/applications")

  // The same child's open application is not sent twice.
  await page.goto(url(`${profile}/zgloszenie`))
  await page.getByLabel(/^Telefon/).fill("600 100 200")
  await page.getByLabel(/^Adres zamieszkania/).fill("ul. Słoneczna 5, 30-001 Kraków")
  await child.getByLabel(/^Imię/).fill("Staś")
  await child.getByLabel(/^Nazwisko/).fill("Pytający")
  await child.getByLabel(/^Data urodzenia/).fill(bornYearsAgo(3))
  await page.getByTestId("apply-submit").click()
  await expect(page.getByRole("alert").filter({ hasText: "Masz już otwarty wniosek dla tego dziecka" })).toBeVisible()

  // Subscribing as a parent waits for the facility, in orange; resigning asks first.
  await page.goto(url(profile))
  const membership = page.getByTestId("membership")
  await membership.getByRole("button", { name: "Dołącz jako rodzic" }).click()
  const status = membership.getByTestId("membership-status")
  await expect(status.filter({ hasText: "Czeka na weryfikację" })).toBeVisible()
  assert.equal(await status.getAttribute("data-tone"), "orange")
  await page.reload()
  await expect(status.filter({ hasText: "Czeka na weryfikację" })).toBeVisible()

  await membership.getByTestId("membership-resign").click()
  const confirm = page.getByRole("dialog", { name: "Zrezygnować z członkostwa?" })
  await confirm.getByRole("button", { name: "Zrezygnuj" }).click()
  await expect(page.getByText("Nie należysz już do tej placówki.")).toBeVisible()
  await expect(membership.getByRole("button", { name: "Dołącz jako rodzic" })).toBeVisible()
  assert.equal(await status.count(), 0)
  assert.deepEqual(page.errors, [])
})
