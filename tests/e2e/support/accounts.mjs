// Account helpers: demo accounts, fresh e-mails, the dev mailbox, logging in through the UI.
import { expect } from "@playwright/test"
import { baseUrl, clientAddress, url } from "./browser.mjs"

/** The seeded demo accounts (password for all: DEMO_PASSWORD). */
export const DEMO_PASSWORD = "Pociecha2026!"
export const demoAccounts = {
  parent: "rodzic@pociecha.pl",
  teacher: "nauczyciel@pociecha.pl",
  owner: "dyrektor@pociecha.pl",
  support: "wsparcie@pociecha.pl",
  content: "redakcja@pociecha.pl"
}

/** An e-mail address no other test uses. */
export function uniqueEmail(prefix = "e2e") {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** Messages sent to `email`, read from the dev mailbox (`GET /api/dev/mailbox?to=`). */
export async function readMailbox(email) {
  const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`dev mailbox answered ${response.status}`)
  return response.json()
}

/** Waits for a message to `email` whose text has a link to `pathPrefix`, and returns the link. */
export async function waitForMailLink(email, pathPrefix) {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^\\s"'<>]*`)
  const linkIn = async () => {
    for (const message of await readMailbox(email)) {
      const match = pattern.exec(message.text)
      if (match) return match[0]
    }
    return null
  }
  let link = null
  await expect.poll(async () => (link = await linkIn()), { message: `no e-mail to ${email} with a ${pathPrefix} link` }).not.toBeNull()
  return link
}

/** Logs in through the login page and waits until the app has left it. */
export async function loginThroughUi(page, email, password = DEMO_PASSWORD, next = null) {
  await page.goto(url(next ? `/logowanie?next=${encodeURIComponent(next)}` : "/logowanie"))
  await page.getByLabel(/^Adres e-mail/).fill(email)
  await page.getByLabel(/^Hasło/).fill(password)
  await page.getByTestId("login-submit").click()
  await page.waitForURL((current) => current.pathname !== "/logowanie")
}

/**
 * A new, confirmed account made through the API (sign-up, then the e-mailed confirmation link),
 * for specs that change an account. Returns its e-mail and password.
 */
export async function createConfirmedAccount({ name = "Test", surname = "Testowy", language = "pl", password = "Haslo-testowe-2026" } = {}) {
  const email = uniqueEmail("konto")
  const response = await fetch(url("/api/v1/account/account"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
    body: JSON.stringify({ email, password, name, surname, language, accepted_regulations: true })
  })
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`)
  const link = await waitForMailLink(email, "/potwierdz-konto/")
  const token = new URL(link).pathname.split("/").pop()
  const confirmed = await fetch(url(`/api/v1/account/confirm/${token}`), { method: "POST" })
  if (!confirmed.ok) throw new Error(`confirmation answered ${confirmed.status}`)
  return { email, password }
}

/** Types a person's name, e-mail and password (twice) into the open registration page. */
export async function fillSignupForm(page, { name, surname, email, password }) {
  await page.getByLabel(/^Imię/).fill(name)
  await page.getByLabel(/^Nazwisko/).fill(surname)
  await page.getByLabel(/^Adres e-mail/).fill(email)
  await page.getByLabel(/^Hasło/).fill(password)
  await page.getByLabel(/^Powtórz hasło/).fill(password)
}

/**
 * Signs up through the registration page and opens the e-mailed confirmation link, as a new
 * parent would. Returns the new account's e-mail and password (not logged in yet).
 */
export async function signUpThroughUi(page, { name, surname, password = "Haslo-rodzica-2026" }) {
  const email = uniqueEmail("rodzic")
  await page.goto(url("/rejestracja"))
  await fillSignupForm(page, { name, surname, email, password })
  await page.getByTestId("signup-accept").check()
  await page.getByTestId("signup-submit").click()
  await expect(page.getByRole("heading", { name: "Sprawdź skrzynkę e-mail" })).toBeVisible()
  await page.goto(await waitForMailLink(email, "/potwierdz-konto/"))
  await expect(page.getByRole("heading", { name: "Konto zostało aktywowane" })).toBeVisible()
  return { email, password }
}
