// Account settings (issue 8; spec 2.11, 4.1, 5): change the photo (crop, save, remove), the
// password (logged out; the old one refused), the e-mail (confirmed from the new address, logged
// out, the new one logs in), download all of one's data (a JSON file) and delete the account
// (logged out; opinions stay as 'Konto usunięte').
import assert from "node:assert/strict"
import { readFile } from "node:fs/promises"
import { after, before, test } from "node:test"
import { loginThroughUi, uniqueEmail, waitForMailLink } from "../support/accounts.mjs"
import { loginStatus, newParent, publishedOpinion, uniqueComment } from "../support/accountApi.mjs"
import { closeBrowser, closePage, newPage, url, waitForPath } from "../support/browser.mjs"
import { twoColourPng } from "../support/images.mjs"
import { facilityWithoutOpinions, publishedOpinions } from "../support/parentsApi.mjs"

after(closeBrowser)

// Sign-ups per address are limited: the photo and the deletion (the file's last test) share one
// account; the password and the e-mail tests each change their own account's credentials.
let parent
before(async () => {
  parent = await newParent({ name: "Dorota", surname: "Odchodząca" })
})

/** Waits for the logged-out landing page the app goes to when a session ends (spec 4.1). */
async function loggedOutHome(page) {
  await waitForPath(page, "/")
  await page.getByTestId("navbar-login").waitFor()
  assert.equal(await page.getByTestId("profile-menu-button").count(), 0)
}

test("the photo: a file that is no picture is refused; a PNG is cropped to a square, saved and shown, then removed", async () => {
  const page = await newPage()
  try {
    await loginThroughUi(page, parent.email, parent.password, "/user/settings")
    await waitForPath(page, "/user/settings")
    assert.equal(await page.getByTestId("avatar-file").getAttribute("accept"), "image/*")

    await page.getByTestId("avatar-file").setInputFiles({ name: "notatki.txt", mimeType: "text/plain", buffer: Buffer.from("to nie jest zdjęcie") })
    await page.getByText("Nieprawidłowy format pliku").waitFor()
    assert.equal(await page.getByTestId("photo-crop").count(), 0)

    await page.getByTestId("avatar-file").setInputFiles({ name: "ja.png", mimeType: "image/png", buffer: twoColourPng(600, 400) })
    const dialog = page.getByRole("dialog", { name: "Wybierz kadr" })
    await dialog.getByTestId("photo-crop").locator("img").waitFor()
    await dialog.getByRole("button", { name: "Zapisz" }).click()
    await page.getByText("Zapisano nowe zdjęcie").waitFor()
    await dialog.waitFor({ state: "detached" })

    const photo = page.getByTestId("settings-avatar").locator("img")
    await photo.waitFor()
    const src = await photo.getAttribute("src")
    assert.match(src, /^\/files\//)
    // The stored photo is the square JPEG the crop made.
    const stored = await fetch(url(src))
    assert.equal(stored.headers.get("content-type"), "image/jpeg")
    const size = await photo.evaluate((image) => ({ width: image.naturalWidth, height: image.naturalHeight, shown: image.getBoundingClientRect().width }))
    assert.equal(size.width, size.height)
    assert.equal(size.shown, 96)
    // Every avatar of the account changes: the navbar's too.
    assert.equal(await page.getByTestId("profile-menu-button").locator("img").getAttribute("src"), src)

    await page.getByTestId("avatar-remove").click()
    await page.getByText("Usunięto zdjęcie").waitFor()
    await page.getByTestId("settings-avatar").locator(`img[src="${src}"]`).waitFor({ state: "detached" })
    assert.equal(await page.getByTestId("avatar-remove").count(), 0)
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})

test("a new password logs the person out; the old one is refused and the new one works", async () => {
  const changing = await newParent({ name: "Renata", surname: "Hasłowa" })
  const newPassword = "Nowe-haslo-do-konta-2026"
  const page = await newPage()
  try {
    await loginThroughUi(page, changing.email, changing.password, "/user/settings")
    await page.getByLabel(/^Obecne hasło/).first().fill("to-nie-moje-haslo")
    await page.getByLabel(/^Nowe hasło/).fill(newPassword)
    await page.getByLabel(/^Powtórz nowe hasło/).fill(newPassword)
    await page.getByRole("meter", { name: "Siła hasła" }).waitFor()
    await page.getByTestId("password-submit").click()
    await page.locator(".field__error", { hasText: "Nieprawidłowe hasło" }).waitFor()

    await page.getByLabel(/^Obecne hasło/).first().fill(changing.password)
    await page.getByTestId("password-submit").click()
    await page.getByText("Hasło zostało zmienione. Zaloguj się nowym hasłem.").waitFor()
    await loggedOutHome(page)

    assert.equal(await loginStatus(changing.email, changing.password), 401)
    await loginThroughUi(page, changing.email, newPassword)
    await page.getByTestId("profile-menu-button").waitFor()
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})

test("a new e-mail, typed twice, is confirmed from the new address, which logs the person out and then logs in", async () => {
  const moving = await newParent({ name: "Edyta", surname: "Mailowa" })
  const newEmail = uniqueEmail("nowy")
  const page = await newPage()
  try {
    await loginThroughUi(page, moving.email, moving.password, "/user/settings")
    const email = page.locator("section", { has: page.getByRole("heading", { name: "Zmiana adresu e-mail" }) })
    await email.getByLabel(/^Nowy adres e-mail/).fill(newEmail)
    await email.getByLabel(/^Powtórz nowy adres e-mail/).fill(`x${newEmail}`)
    await email.getByLabel(/^Obecne hasło/).fill(moving.password)
    await page.getByTestId("email-submit").click()
    await email.getByText("Adresy e-mail nie są identyczne").waitFor()

    await email.getByLabel(/^Powtórz nowy adres e-mail/).fill(newEmail.toUpperCase())
    await page.getByTestId("email-submit").click()
    assert.match(await page.getByTestId("email-pending").innerText(), new RegExp(newEmail.replace(/[.+]/g, "\\$&")))

    // Until the link is followed the old address is the account's.
    assert.equal(await loginStatus(moving.email, moving.password), 200)
    // Following the link ends every session of the account: this one too, and the page says the
    // address changed and asks to sign in with it (not that the session expired).
    await page.goto(await waitForMailLink(newEmail, "/potwierdz-email/"))
    await page.getByRole("heading", { name: "Adres e-mail został zmieniony" }).waitFor()
    await page.getByText("zaloguj się nowym adresem").waitFor()
    await page.getByTestId("navbar-login").waitFor()
    assert.equal(await page.getByText("Twoja sesja wygasła").count(), 0)
    assert.equal(await page.getByTestId("profile-menu-button").count(), 0)

    assert.equal(await loginStatus(moving.email, moving.password), 401)
    await loginThroughUi(page, newEmail, moving.password)
    await page.getByTestId("profile-menu-button").waitFor()
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})

test("'Pobierz moje dane' saves a JSON file of everything kept about the account, consents and opinions included", async () => {
  const facility = await facilityWithoutOpinions()
  const comment = uniqueComment("W pobranych danych")
  const opinionId = await publishedOpinion(parent.token, facility.id, comment)
  const page = await newPage()
  try {
    await loginThroughUi(page, parent.email, parent.password, "/user/settings")
    await page.getByRole("heading", { name: "Twoje dane" }).waitFor()
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Pobierz moje dane" }).click()])
    assert.equal(download.suggestedFilename(), `pociecha-dane-${new Date().toISOString().slice(0, 10)}.json`)
    const data = JSON.parse(await readFile(await download.path(), "utf8"))
    assert.equal(data.account.email, parent.email)
    assert.equal(data.account.name, "Dorota")
    assert.equal("password_hash" in data.account, false)
    assert.ok(data.consents.some((consent) => consent.kind === "regulations"), "the regulations accepted at sign-up")
    assert.deepEqual(data.opinions.map((opinion) => [opinion.id, opinion.comment]), [[opinionId, comment]])
    // A second download works as well: each press is a new file.
    const [again] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Pobierz moje dane" }).click()])
    assert.equal(JSON.parse(await readFile(await again.path(), "utf8")).account.id, data.account.id)
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})

test("deleting the account needs the box ticked and the password; it logs out, and the opinions stay as 'Konto usunięte'", async () => {
  const facility = await facilityWithoutOpinions()
  const comment = uniqueComment("Zostaje po usunięciu konta")
  const opinionId = await publishedOpinion(parent.token, facility.id, comment)
  const page = await newPage()
  try {
    await loginThroughUi(page, parent.email, parent.password, "/user/settings")
    await page.getByTestId("delete-account").click()
    const dialog = page.getByRole("dialog", { name: "Czy na pewno usunąć konto?" })
    await dialog.getByTestId("delete-confirm").click()
    await dialog.getByText("Zaznacz, aby potwierdzić").waitFor()
    await dialog.getByText("Pole jest wymagane").waitFor()

    await dialog.getByTestId("delete-accept").check()
    await dialog.getByLabel(/^Obecne hasło/).fill("zle-haslo-1234")
    await dialog.getByTestId("delete-confirm").click()
    await dialog.locator(".field__error", { hasText: "Nieprawidłowe hasło" }).waitFor()

    await dialog.getByLabel(/^Obecne hasło/).fill(parent.password)
    await dialog.getByTestId("delete-confirm").click()
    await page.getByText("Twoje konto zostało usunięte.").waitFor()
    await loggedOutHome(page)
    assert.equal(await loginStatus(parent.email, parent.password), 401)

    const [opinion] = await publishedOpinions(facility.id)
    assert.equal(opinion.id, opinionId)
    assert.equal(opinion.author, null)
    await page.goto(url(`/placowka/${facility.slug}`))
    await page.getByText(comment).waitFor()
    await page.getByText("Konto usunięte").first().waitFor()
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})
