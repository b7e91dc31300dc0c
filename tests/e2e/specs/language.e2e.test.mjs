import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { createConfirmedAccount, loginThroughUi } from "../support/accounts.mjs"
import { url } from "../support/browser.mjs"

/** Opens the language menu and picks `label`. */
async function chooseLanguage(page, label) {
  await page.getByTestId("language-button").click()
  await page.getByRole("menuitemradio", { name: label }).click()
}

test("a guest switches the interface to Ukrainian and back; navbar, footer and <html lang> follow", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/logowanie"))
  const navbar = page.locator("header.navbar")
  const footer = page.locator("footer.footer")
  await expect(navbar.getByRole("link", { name: "Katalog żłobków" })).toBeVisible()
  assert.equal(await page.getByTestId("language-button").innerText(), "PL")

  await chooseLanguage(page, "(UA) Українська")
  await expect(navbar.getByRole("link", { name: "Каталог ясел" })).toBeVisible()
  await expect(footer.getByRole("heading", { name: "Сервіс" })).toBeVisible()
  await expect(footer.getByRole("heading", { name: "Ясла в містах" })).toBeVisible()
  assert.equal(await page.getByTestId("language-button").innerText(), "UA")
  assert.equal(await page.locator("html").getAttribute("lang"), "uk")

  // The choice survives a reload (kept on the device for guests), and the server already sends
  // the page in it: <html lang="uk"> before any script runs.
  const reloaded = await page.reload()
  assert.match(await reloaded.text(), /<html lang="uk">/)
  await expect(navbar.getByRole("link", { name: "Каталог ясел" })).toBeVisible()

  await chooseLanguage(page, "(PL) Polski")
  await expect(navbar.getByRole("link", { name: "Katalog żłobków" })).toBeVisible()
  await expect(footer.getByRole("heading", { name: "Serwis" })).toBeVisible()
  assert.equal(await page.locator("html").getAttribute("lang"), "pl")
  assert.deepEqual(page.errors, [])
})

test("a signed-in user's language is saved on the account and wins at the next login", async ({ newPage }) => {
  const page = await newPage()
  const navbar = page.locator("header.navbar")
  const account = await createConfirmedAccount({ name: "Olena", surname: "Kowalenko" })
  await loginThroughUi(page, account.email, account.password)
  // The profile menu, then its language submenu by keyboard: → opens it, ↓ and Enter pick Ukrainian.
  await page.getByTestId("profile-menu-button").click()
  await page.getByRole("menuitem", { name: "Język" }).focus()
  await page.keyboard.press("ArrowRight")
  // Radix settles focus in the submenu over a frame or two: step down until Ukrainian has it.
  const focusState = () =>
    page.evaluate(() => {
      const active = document.activeElement
      if (active?.getAttribute("role") === "menuitemradio" && active.textContent?.includes("(UA)")) return "ukrainian"
      return active?.closest("[role=menu]")?.querySelector("[role=menuitemradio]") ? "in-submenu" : "elsewhere"
    })
  await expect
    .poll(async () => {
      const state = await focusState()
      if (state === "in-submenu") await page.keyboard.press("ArrowDown")
      return state
    }, { message: "Ukrainian never got the focus" })
    .toBe("ukrainian")
  await page.keyboard.press("Enter")
  await expect(navbar.getByRole("link", { name: "Каталог ясел" })).toBeVisible()
  assert.equal(await page.getByRole("menu").count(), 0)

  // Logged out, the guest switches back to Polish…
  await page.getByTestId("profile-menu-button").click()
  await page.getByRole("menuitem", { name: "Вийти" }).click()
  await expect(page.getByTestId("navbar-login")).toBeVisible()
  await chooseLanguage(page, "(PL) Polski")
  await expect(navbar.getByRole("link", { name: "Katalog żłobków" })).toBeVisible()

  // …but logging in again brings the account's Ukrainian back.
  await loginThroughUi(page, account.email, account.password)
  await expect(navbar.getByRole("link", { name: "Каталог ясел" })).toBeVisible()
  assert.equal(await page.locator("html").getAttribute("lang"), "uk")
  assert.deepEqual(page.errors, [])
})
