import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { createConfirmedAccount, fillSignupForm, uniqueEmail, waitForMailLink } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"

test("a parent registers accepting the regulations, confirms the e-mail, logs in, sees the profile and logs out", async ({ newPage }) => {
  const page = await newPage()
  const email = uniqueEmail("rodzic")
  const password = "Bezpieczne-haslo-2026"
  await page.goto(url("/rejestracja"))
  await fillSignupForm(page, { name: "Jadwiga", surname: "Testowa", email, password })
  // Who processes the data, with the privacy policy linked; the regulations must be accepted.
  await expect(page.getByTestId("privacy-notice").getByRole("link", { name: "Więcej w polityce prywatności" })).toBeVisible()
  assert.equal(await page.getByRole("link", { name: "regulamin", exact: true }).getAttribute("href"), "/regulamin")
  await page.getByTestId("signup-submit").click()
  await expect(page.locator(".field__error", { hasText: "Zaznacz, aby potwierdzić" })).toBeVisible()
  await page.getByTestId("signup-accept").check()
  await page.getByTestId("signup-submit").click()
  await expect(page.getByRole("heading", { name: "Sprawdź skrzynkę e-mail" })).toBeVisible()
  assert.match(await page.locator(".auth__card").innerText(), new RegExp(email.replace(/[.+]/g, "\\$&")))

  const link = await waitForMailLink(email, "/potwierdz-konto/")
  await page.goto(link)
  await expect(page.getByRole("heading", { name: "Konto zostało aktywowane" })).toBeVisible()

  await page.getByTestId("confirm-login").click()
  await waitForPath(page, "/logowanie")
  await page.getByLabel(/^Adres e-mail/).fill(email)
  await page.getByLabel(/^Hasło/).fill(password)
  await page.getByTestId("login-submit").click()
  await waitForPath(page, "/")
  await expect(page.getByTestId("profile-menu-button")).toBeVisible()

  await page.goto(url("/user/profile"))
  await expect(page.getByTestId("profile-name")).toBeVisible()
  assert.equal(await page.getByTestId("profile-name").innerText(), "Jadwiga Testowa")
  assert.equal(await page.title(), "Mój profil | Pociecha")

  await page.getByTestId("profile-logout").click()
  await waitForPath(page, "/")
  await expect(page.getByTestId("navbar-login")).toBeVisible()
  assert.equal(await page.getByTestId("profile-menu-button").count(), 0)
  assert.deepEqual(page.errors, [])
})

test("logging in from a guarded flow returns to it (spec 4.8), and the profile menu logs out", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/logowanie?next=%2Fuser%2Fprofile"))
  await expect(page.getByText("Zaloguj się, aby kontynuować.")).toBeVisible()
  await page.getByLabel(/^Adres e-mail/).fill("rodzic@pociecha.pl")
  await page.getByLabel(/^Hasło/).fill("Pociecha2026!")
  await page.getByTestId("login-submit").click()
  await waitForPath(page, "/user/profile")
  assert.equal(await page.getByTestId("profile-name").innerText(), "Anna Kowalska")

  await page.getByTestId("profile-menu-button").click()
  await page.getByRole("menuitem", { name: "Wyloguj się" }).click()
  await waitForPath(page, "/")
  await expect(page.getByTestId("navbar-login")).toBeVisible()
})

test("a wrong password is refused with a clear message and no login", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/logowanie"))
  await page.getByLabel(/^Adres e-mail/).fill("rodzic@pociecha.pl")
  await page.getByLabel(/^Hasło/).fill("zle-haslo-123")
  await page.getByTestId("login-submit").click()
  await expect(page.getByRole("alert").filter({ hasText: /hasło|dane/i }).first()).toBeVisible()
  assert.equal(new URL(page.url()).pathname, "/logowanie")
})

test("field errors (the contract's, checked before sending) show under their fields and clear on click (spec 8.1); a taken address signs up like a new one (L1)", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/rejestracja"))
  await fillSignupForm(page, { name: "Anna", surname: "Kowalska", email: "rodzic@pociecha.pl", password: "krotkie" })
  await page.getByTestId("signup-submit").click()
  const passwordError = page.getByText("Hasło musi mieć co najmniej 12 znaków")
  await expect(passwordError).toBeVisible()
  assert.equal(await page.getByLabel(/^Hasło/).getAttribute("aria-invalid"), "true")
  await page.getByLabel(/^Hasło/).click()
  await expect(passwordError).not.toBeAttached()

  await page.getByLabel(/^Hasło/).fill("Wystarczajaco-dlugie-1")
  await page.getByLabel(/^Powtórz hasło/).fill("Wystarczajaco-dlugie-1")
  await page.getByTestId("signup-accept").check()
  await page.getByTestId("signup-submit").click()
  // A taken address is answered as a new one: its owner is mailed instead (nobody learns it has an account).
  await expect(page.getByRole("heading", { name: "Sprawdź skrzynkę e-mail" })).toBeVisible()
  assert.equal(await page.locator(".field__error").count(), 0)
})

test("sign-up shows the password rule and a live strength meter whose dictionaries load only once a password is typed, and refuses a weak password", async ({ newPage }) => {
  const page = await newPage()
  const dictionaryRequests = []
  page.on("request", (request) => {
    if (/\/password-strength-[\w-]+\.js$/.test(request.url())) dictionaryRequests.push(request.url())
  })
  await page.goto(url("/"))
  await expect(page.getByTestId("recommended-facilities").getByRole("listitem").first()).toBeVisible()
  await page.waitForLoadState("networkidle")
  assert.deepEqual(dictionaryRequests, [], "the landing page fetched the password dictionaries")

  await page.goto(url("/rejestracja"))
  await expect(page.getByText("Co najmniej 12 znaków. Unikaj popularnych słów oraz swojego imienia i nazwiska.")).toBeVisible()
  await page.waitForLoadState("networkidle")
  assert.deepEqual(dictionaryRequests, [], "the sign-up page fetched the dictionaries before any typing")
  assert.equal(await page.getByRole("meter").count(), 0)

  await fillSignupForm(page, { name: "Anna", surname: "Kowalska", email: uniqueEmail("slabe"), password: "Kowalska2026Anna" })
  const meter = page.getByRole("meter", { name: "Siła hasła" })
  await expect(meter.and(page.locator('[aria-valuetext="Bardzo słabe"]'))).toBeVisible()
  assert.notEqual(dictionaryRequests.length, 0)

  await page.getByTestId("signup-submit").click()
  await expect(page.locator(".field__error", { hasText: "Hasło jest zbyt łatwe do odgadnięcia" })).toBeVisible()
  assert.equal(await page.getByLabel(/^Hasło/).getAttribute("aria-invalid"), "true")
  assert.equal(new URL(page.url()).pathname, "/rejestracja")

  await page.getByLabel(/^Hasło/).fill("kanapka-Żyrafa-91-tęcza")
  await expect(meter.and(page.locator('[aria-valuetext="Bardzo silne"]'))).toBeVisible()
  assert.equal(await meter.getAttribute("aria-valuenow"), "4")
  assert.deepEqual(page.errors, [])
})

test("a forgotten password is reset from the e-mailed link", async ({ newPage }) => {
  const page = await newPage()
  const newPassword = "Drugie-haslo-2026"
  const { email } = await createConfirmedAccount({ name: "Barbara", surname: "Resetowa" })

  await page.goto(url("/przypomnij-haslo"))
  await page.getByLabel(/^Adres e-mail/).fill(email)
  await page.getByRole("button", { name: "Wyślij link" }).click()
  await expect(page.getByRole("heading", { name: "Sprawdź skrzynkę e-mail" })).toBeVisible()

  await page.goto(await waitForMailLink(email, "/reset-hasla/"))
  // Strong to a stranger, so only the server, which knows whose account it is, refuses it.
  await page.getByLabel(/^Nowe hasło/).fill("Barbara-Resetowa-1")
  await page.getByLabel(/^Powtórz nowe hasło/).fill("Barbara-Resetowa-1")
  await page.getByRole("button", { name: "Zapisz nowe hasło" }).click()
  await expect(page.locator(".field__error", { hasText: "Hasło jest zbyt łatwe do odgadnięcia" })).toBeVisible()

  await page.getByLabel(/^Nowe hasło/).fill(newPassword)
  await page.getByLabel(/^Powtórz nowe hasło/).fill(newPassword)
  await page.getByRole("button", { name: "Zapisz nowe hasło" }).click()
  await expect(page.getByRole("heading", { name: "Hasło zostało zmienione" })).toBeVisible()

  await page.getByRole("link", { name: "Przejdź do logowania" }).click()
  await page.getByLabel(/^Adres e-mail/).fill(email)
  await page.getByLabel(/^Hasło/).fill(newPassword)
  await page.getByTestId("login-submit").click()
  await waitForPath(page, "/")
  await expect(page.getByTestId("profile-menu-button")).toBeVisible()
})

test("a not-activated account gets its link again, from the sign-up's screen and from the login", async ({ newPage }) => {
  const page = await newPage()
  const email = uniqueEmail("ponownie")
  const password = "Bezpieczne-haslo-2026"
  await page.goto(url("/rejestracja"))
  await fillSignupForm(page, { name: "Jadwiga", surname: "Testowa", email, password })
  await page.getByTestId("signup-accept").check()
  await page.getByTestId("signup-submit").click()
  await expect(page.getByRole("heading", { name: "Sprawdź skrzynkę e-mail" })).toBeVisible()
  await page.getByTestId("resend-activation").click()
  await expect(page.getByText("nowy link jest już w drodze")).toBeVisible()

  await page.goto(url("/logowanie"))
  await page.getByLabel(/^Adres e-mail/).fill(email)
  await page.getByLabel(/^Hasło/).fill(password)
  await page.getByTestId("login-submit").click()
  await expect(page.getByText("Konto nie zostało jeszcze aktywowane")).toBeVisible()
  await page.getByTestId("resend-activation").click()
  await expect(page.getByText("nowy link jest już w drodze")).toBeVisible()
  // The newest link works.
  await page.goto(await waitForMailLink(email, "/potwierdz-konto/"))
  await expect(page.getByRole("heading", { name: "Konto zostało aktywowane" })).toBeVisible()
  assert.deepEqual(page.errors, [])
})
