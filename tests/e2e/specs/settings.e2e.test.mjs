// Account settings (issue 8; spec 2.11, 4.1, 5): change the photo (crop, save, remove), the
// password (logged out; the old one refused), the e-mail (confirmed from the new address, logged
// out, the new one logs in), download all of one's data (a JSON file) and delete the account
// (logged out; opinions stay as 'Konto usunięte').
import assert from "node:assert/strict"
import { readFile } from "node:fs/promises"
import { expect, test } from "../support/fixtures.mjs"
import { loginThroughUi, uniqueEmail, waitForMailLink } from "../support/accounts.mjs"
import { loginStatus, newParent, publishedOpinion, uniqueComment } from "../support/accountApi.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { twoColourPng } from "../support/images.mjs"
import { facilityWithoutOpinions, publishedOpinions } from "../support/parentsApi.mjs"

// Each test has a new parent of its own: the `parent` fixture, or one named for what it changes.
test.use({ parentNames: { name: "Dorota", surname: "Odchodząca" } })

/** Waits for the logged-out landing page the app goes to when a session ends (spec 4.1). */
async function loggedOutHome(page) {
  await waitForPath(page, "/")
  await expect(page.getByTestId("navbar-login")).toBeVisible()
  assert.equal(await page.getByTestId("profile-menu-button").count(), 0)
}

test("the photo: a file that is no picture is refused; a PNG is cropped to a square, saved and shown, then removed", async ({ newPage, parent }) => {
  const page = await newPage()
  await loginThroughUi(page, parent.email, parent.password, "/user/settings")
  await waitForPath(page, "/user/settings")
  assert.equal(await page.getByTestId("avatar-file").getAttribute("accept"), "image/*")

  await page.getByTestId("avatar-file").setInputFiles({ name: "notatki.txt", mimeType: "text/plain", buffer: Buffer.from("to nie jest zdjęcie") })
  await expect(page.getByText("Nieprawidłowy format pliku")).toBeVisible()
  assert.equal(await page.getByTestId("photo-crop").count(), 0)

  await page.getByTestId("avatar-file").setInputFiles({ name: "ja.png", mimeType: "image/png", buffer: twoColourPng(600, 400) })
  const dialog = page.getByRole("dialog", { name: "Wybierz kadr" })
  await expect(dialog.getByTestId("photo-crop").locator("img")).toBeVisible()
  await dialog.getByRole("button", { name: "Zapisz" }).click()
  await expect(page.getByText("Zapisano nowe zdjęcie")).toBeVisible()
  await expect(dialog).not.toBeAttached()

  const photo = page.getByTestId("settings-avatar").locator("img")
  await expect(photo).toBeVisible()
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
  await expect(page.getByText("Usunięto zdjęcie")).toBeVisible()
  await expect(page.getByTestId("settings-avatar").locator(`img[src="${src}"]`)).not.toBeAttached()
  assert.equal(await page.getByTestId("avatar-remove").count(), 0)
  assert.deepEqual(page.errors, [])
})

test("a new password logs the person out; the old one is refused and the new one works", async ({ newPage }) => {
  const changing = await newParent({ name: "Renata", surname: "Hasłowa" })
  const newPassword = "Nowe-haslo-do-konta-2026"
  const page = await newPage()
  await loginThroughUi(page, changing.email, changing.password, "/user/settings")
  await page.getByLabel(/^Obecne hasło/).first().fill("to-nie-moje-haslo")
  await page.getByLabel(/^Nowe hasło/).fill(newPassword)
  await page.getByLabel(/^Powtórz nowe hasło/).fill(newPassword)
  await expect(page.getByRole("meter", { name: "Siła hasła" })).toBeVisible()
  await page.getByTestId("password-submit").click()
  await expect(page.locator(".field__error", { hasText: "Nieprawidłowe hasło" })).toBeVisible()

  await page.getByLabel(/^Obecne hasło/).first().fill(changing.password)
  await page.getByTestId("password-submit").click()
  await expect(page.getByText("Hasło zostało zmienione. Zaloguj się nowym hasłem.")).toBeVisible()
  await loggedOutHome(page)

  assert.equal(await loginStatus(changing.email, changing.password), 401)
  await loginThroughUi(page, changing.email, newPassword)
  await expect(page.getByTestId("profile-menu-button")).toBeVisible()
  assert.deepEqual(page.errors, [])
})

test("a new e-mail, typed twice, is confirmed from the new address, which logs the person out and then logs in", async ({ newPage }) => {
  const moving = await newParent({ name: "Edyta", surname: "Mailowa" })
  const newEmail = uniqueEmail("nowy")
  const page = await newPage()
  await loginThroughUi(page, moving.email, moving.password, "/user/settings")
  const email = page.locator("section", { has: page.getByRole("heading", { name: "Zmiana adresu e-mail" }) })
  await email.getByLabel(/^Nowy adres e-mail/).fill(newEmail)
  await email.getByLabel(/^Powtórz nowy adres e-mail/).fill(`x${newEmail}`)
  await email.getByLabel(/^Obecne hasło/).fill(moving.password)
  await page.getByTestId("email-submit").click()
  await expect(email.getByText("Adresy e-mail nie są identyczne")).toBeVisible()

  await email.getByLabel(/^Powtórz nowy adres e-mail/).fill(newEmail.toUpperCase())
  await page.getByTestId("email-submit").click()
  assert.match(await page.getByTestId("email-pending").innerText(), new RegExp(newEmail.replace(/[.+]/g, "\\$&")))

  // Until the link is followed the old address is the account's.
  assert.equal(await loginStatus(moving.email, moving.password), 200)
  // Following the link ends every session of the account: this one too, and the page says the
  // address changed and asks to sign in with it (not that the session expired).
  await page.goto(await waitForMailLink(newEmail, "/potwierdz-email/"))
  await expect(page.getByRole("heading", { name: "Adres e-mail został zmieniony" })).toBeVisible()
  await expect(page.getByText("zaloguj się nowym adresem")).toBeVisible()
  await expect(page.getByTestId("navbar-login")).toBeVisible()
  assert.equal(await page.getByText("Twoja sesja wygasła").count(), 0)
  assert.equal(await page.getByTestId("profile-menu-button").count(), 0)

  assert.equal(await loginStatus(moving.email, moving.password), 401)
  await loginThroughUi(page, newEmail, moving.password)
  await expect(page.getByTestId("profile-menu-button")).toBeVisible()
  assert.deepEqual(page.errors, [])
})

test("'Pobierz moje dane' saves a JSON file of everything kept about the account, consents and opinions included", async ({ newPage, parent }) => {
  const facility = await facilityWithoutOpinions()
  const comment = uniqueComment("W pobranych danych")
  const opinionId = await publishedOpinion(parent.token, facility.id, comment)
  const page = await newPage()
  await loginThroughUi(page, parent.email, parent.password, "/user/settings")
  await expect(page.getByRole("heading", { name: "Twoje dane" })).toBeVisible()
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
})

test("deleting the account needs the box ticked and the password; it logs out, and the opinions stay as 'Konto usunięte'", async ({ newPage, parent }) => {
  const facility = await facilityWithoutOpinions()
  const comment = uniqueComment("Zostaje po usunięciu konta")
  const opinionId = await publishedOpinion(parent.token, facility.id, comment)
  const page = await newPage()
  await loginThroughUi(page, parent.email, parent.password, "/user/settings")
  await page.getByTestId("delete-account").click()
  const dialog = page.getByRole("dialog", { name: "Czy na pewno usunąć konto?" })
  await dialog.getByTestId("delete-confirm").click()
  await expect(dialog.getByText("Zaznacz, aby potwierdzić")).toBeVisible()
  await expect(dialog.getByText("Pole jest wymagane")).toBeVisible()

  await dialog.getByTestId("delete-accept").check()
  await dialog.getByLabel(/^Obecne hasło/).fill("zle-haslo-1234")
  await dialog.getByTestId("delete-confirm").click()
  await expect(dialog.locator(".field__error", { hasText: "Nieprawidłowe hasło" })).toBeVisible()

  await dialog.getByLabel(/^Obecne hasło/).fill(parent.password)
  await dialog.getByTestId("delete-confirm").click()
  await expect(page.getByText("Twoje konto zostało usunięte.")).toBeVisible()
  await loggedOutHome(page)
  assert.equal(await loginStatus(parent.email, parent.password), 401)

  const [opinion] = await publishedOpinions(facility.id)
  assert.equal(opinion.id, opinionId)
  assert.equal(opinion.author, null)
  await page.goto(url(`/placowka/${facility.slug}`))
  await expect(page.getByText(comment)).toBeVisible()
  await expect(page.getByText("Konto usunięte").first()).toBeVisible()
  assert.deepEqual(page.errors, [])
})
