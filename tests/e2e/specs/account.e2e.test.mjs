import assert from "node:assert/strict"
import { after, test } from "node:test"
import { createConfirmedAccount, fillSignupForm, uniqueEmail, waitForMailLink } from "../support/accounts.mjs"
import { closeBrowser, closePage, newPage, url, waitForPath } from "../support/browser.mjs"

after(closeBrowser)

test("a parent registers accepting the regulations, confirms the e-mail, logs in, sees the profile and logs out", async () => {
  const page = await newPage()
  const email = uniqueEmail("rodzic")
  const password = "Bezpieczne-haslo-2026"
  try {
    await page.goto(url("/rejestracja"))
    await fillSignupForm(page, { name: "Jadwiga", surname: "Testowa", email, password })
    // Who processes the data, with the privacy policy linked; the regulations must be accepted.
    await page.getByTestId("privacy-notice").getByRole("link", { name: "Więcej w polityce prywatności" }).waitFor()
    assert.equal(await page.getByRole("link", { name: "regulamin", exact: true }).getAttribute("href"), "/regulamin")
    await page.getByTestId("signup-submit").click()
    await page.locator(".field__error", { hasText: "Zaznacz, aby potwierdzić" }).waitFor()
    await page.getByTestId("signup-accept").check()
    await page.getByTestId("signup-submit").click()
    await page.getByRole("heading", { name: "Sprawdź skrzynkę e-mail" }).waitFor()
    assert.match(await page.locator(".auth__card").innerText(), new RegExp(email.replace(/[.+]/g, "\\$&")))

    const link = await waitForMailLink(email, "/potwierdz-konto/")
    await page.goto(link)
    await page.getByRole("heading", { name: "Konto zostało aktywowane" }).waitFor()

    await page.getByTestId("confirm-login").click()
    await waitForPath(page, "/logowanie")
    await page.getByLabel(/^Adres e-mail/).fill(email)
    await page.getByLabel(/^Hasło/).fill(password)
    await page.getByTestId("login-submit").click()
    await waitForPath(page, "/")
    await page.getByTestId("profile-menu-button").waitFor()

    await page.goto(url("/user/profile"))
    await page.getByTestId("profile-name").waitFor()
    assert.equal(await page.getByTestId("profile-name").innerText(), "Jadwiga Testowa")
    assert.equal(await page.title(), "Mój profil | Pociecha")

    await page.getByTestId("profile-logout").click()
    await waitForPath(page, "/")
    await page.getByTestId("navbar-login").waitFor()
    assert.equal(await page.getByTestId("profile-menu-button").count(), 0)
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})

test("logging in from a guarded flow returns to it (spec 4.8), and the profile menu logs out", async () => {
  const page = await newPage()
  try {
    await page.goto(url("/logowanie?next=%2Fuser%2Fprofile"))
    await page.getByText("Zaloguj się, aby kontynuować.").waitFor()
    await page.getByLabel(/^Adres e-mail/).fill("rodzic@pociecha.pl")
    await page.getByLabel(/^Hasło/).fill("Pociecha2026!")
    await page.getByTestId("login-submit").click()
    await waitForPath(page, "/user/profile")
    assert.equal(await page.getByTestId("profile-name").innerText(), "Anna Kowalska")

    await page.getByTestId("profile-menu-button").click()
    await page.getByRole("menuitem", { name: "Wyloguj się" }).click()
    await waitForPath(page, "/")
    await page.getByTestId("navbar-login").waitFor()
  } finally {
    await closePage(page)
  }
})

test("a wrong password is refused with a clear message and no login", async () => {
  const page = await newPage()
  try {
    await page.goto(url("/logowanie"))
    await page.getByLabel(/^Adres e-mail/).fill("rodzic@pociecha.pl")
    await page.getByLabel(/^Hasło/).fill("zle-haslo-123")
    await page.getByTestId("login-submit").click()
    await page.getByRole("alert").filter({ hasText: /hasło|dane/i }).first().waitFor()
    assert.equal(new URL(page.url()).pathname, "/logowanie")
  } finally {
    await closePage(page)
  }
})

test("field errors (the contract's, checked before sending) show under their fields and clear on click (spec 8.1); a taken address signs up like a new one (L1)", async () => {
  const page = await newPage()
  try {
    await page.goto(url("/rejestracja"))
    await fillSignupForm(page, { name: "Anna", surname: "Kowalska", email: "rodzic@pociecha.pl", password: "krotkie" })
    await page.getByTestId("signup-submit").click()
    const passwordError = page.getByText("Hasło musi mieć co najmniej 12 znaków")
    await passwordError.waitFor()
    assert.equal(await page.getByLabel(/^Hasło/).getAttribute("aria-invalid"), "true")
    await page.getByLabel(/^Hasło/).click()
    await passwordError.waitFor({ state: "detached" })

    await page.getByLabel(/^Hasło/).fill("Wystarczajaco-dlugie-1")
    await page.getByLabel(/^Powtórz hasło/).fill("Wystarczajaco-dlugie-1")
    await page.getByTestId("signup-accept").check()
    await page.getByTestId("signup-submit").click()
    // A taken address is answered as a new one: its owner is mailed instead (nobody learns it has an account).
    await page.getByRole("heading", { name: "Sprawdź skrzynkę e-mail" }).waitFor()
    assert.equal(await page.locator(".field__error").count(), 0)
  } finally {
    await closePage(page)
  }
})

test("sign-up shows the password rule and a live strength meter whose dictionaries load only once a password is typed, and refuses a weak password", async () => {
  const page = await newPage()
  const dictionaryRequests = []
  page.on("request", (request) => {
    if (/\/password-strength-[\w-]+\.js$/.test(request.url())) dictionaryRequests.push(request.url())
  })
  try {
    await page.goto(url("/"))
    await page.getByTestId("recommended-facilities").getByRole("listitem").first().waitFor()
    await page.waitForLoadState("networkidle")
    assert.deepEqual(dictionaryRequests, [], "the landing page fetched the password dictionaries")

    await page.goto(url("/rejestracja"))
    await page.getByText("Co najmniej 12 znaków. Unikaj popularnych słów oraz swojego imienia i nazwiska.").waitFor()
    await page.waitForLoadState("networkidle")
    assert.deepEqual(dictionaryRequests, [], "the sign-up page fetched the dictionaries before any typing")
    assert.equal(await page.getByRole("meter").count(), 0)

    await fillSignupForm(page, { name: "Anna", surname: "Kowalska", email: uniqueEmail("slabe"), password: "Kowalska2026Anna" })
    const meter = page.getByRole("meter", { name: "Siła hasła" })
    await meter.and(page.locator('[aria-valuetext="Bardzo słabe"]')).waitFor()
    assert.notEqual(dictionaryRequests.length, 0)

    await page.getByTestId("signup-submit").click()
    await page.locator(".field__error", { hasText: "Hasło jest zbyt łatwe do odgadnięcia" }).waitFor()
    assert.equal(await page.getByLabel(/^Hasło/).getAttribute("aria-invalid"), "true")
    assert.equal(new URL(page.url()).pathname, "/rejestracja")

    await page.getByLabel(/^Hasło/).fill("kanapka-Żyrafa-91-tęcza")
    await meter.and(page.locator('[aria-valuetext="Bardzo silne"]')).waitFor()
    assert.equal(await meter.getAttribute("aria-valuenow"), "4")
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})

test("a forgotten password is reset from the e-mailed link", async () => {
  const page = await newPage()
  const newPassword = "Drugie-haslo-2026"
  try {
    const { email } = await createConfirmedAccount({ name: "Barbara", surname: "Resetowa" })

    await page.goto(url("/przypomnij-haslo"))
    await page.getByLabel(/^Adres e-mail/).fill(email)
    await page.getByRole("button", { name: "Wyślij link" }).click()
    await page.getByRole("heading", { name: "Sprawdź skrzynkę e-mail" }).waitFor()

    await page.goto(await waitForMailLink(email, "/reset-hasla/"))
    // Strong to a stranger, so only the server, which knows whose account it is, refuses it.
    await page.getByLabel(/^Nowe hasło/).fill("Barbara-Resetowa-1")
    await page.getByLabel(/^Powtórz nowe hasło/).fill("Barbara-Resetowa-1")
    await page.getByRole("button", { name: "Zapisz nowe hasło" }).click()
    await page.locator(".field__error", { hasText: "Hasło jest zbyt łatwe do odgadnięcia" }).waitFor()

    await page.getByLabel(/^Nowe hasło/).fill(newPassword)
    await page.getByLabel(/^Powtórz nowe hasło/).fill(newPassword)
    await page.getByRole("button", { name: "Zapisz nowe hasło" }).click()
    await page.getByRole("heading", { name: "Hasło zostało zmienione" }).waitFor()

    await page.getByRole("link", { name: "Przejdź do logowania" }).click()
    await page.getByLabel(/^Adres e-mail/).fill(email)
    await page.getByLabel(/^Hasło/).fill(newPassword)
    await page.getByTestId("login-submit").click()
    await waitForPath(page, "/")
    await page.getByTestId("profile-menu-button").waitFor()
  } finally {
    await closePage(page)
  }
})

test("a not-activated account gets its link again, from the sign-up's screen and from the login", async () => {
  const page = await newPage()
  const email = uniqueEmail("ponownie")
  const password = "Bezpieczne-haslo-2026"
  try {
    await page.goto(url("/rejestracja"))
    await fillSignupForm(page, { name: "Jadwiga", surname: "Testowa", email, password })
    await page.getByTestId("signup-accept").check()
    await page.getByTestId("signup-submit").click()
    await page.getByRole("heading", { name: "Sprawdź skrzynkę e-mail" }).waitFor()
    await page.getByTestId("resend-activation").click()
    await page.getByText("nowy link jest już w drodze").waitFor()

    await page.goto(url("/logowanie"))
    await page.getByLabel(/^Adres e-mail/).fill(email)
    await page.getByLabel(/^Hasło/).fill(password)
    await page.getByTestId("login-submit").click()
    await page.getByText("Konto nie zostało jeszcze aktywowane").waitFor()
    await page.getByTestId("resend-activation").click()
    await page.getByText("nowy link jest już w drodze").waitFor()
    // The newest link works.
    await page.goto(await waitForMailLink(email, "/potwierdz-konto/"))
    await page.getByRole("heading", { name: "Konto zostało aktywowane" }).waitFor()
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})
