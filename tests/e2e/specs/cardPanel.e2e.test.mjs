// The business-card panel (issue 18; management 2.8): a new owner opens /panel-wizytowki, is sent
// to the details tab, signs in through the login modal, finds the drawer headed "Manage your card"
// with the nine tabs (closed, it stays closed across tabs), saves untouched ("No changes to
// save.") and edits and saves tabs, each confirmed by its toast and kept by the server.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { url, waitForPath } from "../support/browser.mjs"
import { newFacilityOwner } from "../support/ownerApi.mjs"
import { callApi } from "../support/parentsApi.mjs"

const PANEL = "/panel-wizytowki"

/** Saves the tab's form and waits for its green toast. */
async function save(page, form, toast) {
  await page.getByTestId(form).getByTestId("save").click()
  await expect(page.getByText(toast).first()).toBeVisible()
}

test("an owner signs into the card panel and edits the card tab by tab", async ({ newPage }) => {
  const owner = await newFacilityOwner()
  const { facility } = owner
  const stamp = Date.now().toString(36)
  const tuition = `od 700 zł (${stamp})`
  const sentence = `Akapit z panelu wizytówki ${stamp}.`
  const page = await newPage()

  // The empty child opens the details tab; signed out, the login modal asks to sign in.
  await page.goto(url(PANEL))
  await waitForPath(page, `${PANEL}/edycja/dane-i-adres`)
  const modal = page.getByRole("dialog", { name: "Zaloguj się do panelu wizytówki" })
  await expect(modal).toBeVisible()
  await modal.getByLabel(/^E-mail/).fill(owner.email)
  await modal.getByLabel(/^Hasło/).fill(owner.password)
  await modal.getByTestId("panel-login-submit").click()
  await expect(modal).not.toBeAttached()

  // The drawer: headed "Manage your card", the nine tabs in the spec's order.
  const drawer = page.getByTestId("panel-drawer")
  await expect(drawer.getByRole("heading", { name: "Zarządzaj wizytówką" })).toBeVisible()
  assert.deepEqual(await drawer.getByRole("link").allInnerTexts(), [
    "Dane i adres", "Podstawowe informacje", "Opis", "Udogodnienia", "Zajęcia dodatkowe", "Galeria", "Kadra", "Plan dnia", "Rekrutacja"
  ])

  // Details, untouched: says so and sends nothing.
  await page.getByTestId("address-form").getByTestId("save").click()
  await expect(page.getByTestId("form-message")).toHaveText("Brak zmian do zapisania.")

  // Basic info: tuition as text.
  await drawer.getByRole("link", { name: "Podstawowe informacje" }).click()
  await waitForPath(page, `${PANEL}/edycja/podstawowe-informacje`)
  await page.getByLabel(/^Czesne$/).fill(tuition)
  await save(page, "basic-info-form", "Zmiany zostały zapisane!")

  // Description: a new paragraph typed in the editor.
  await drawer.getByRole("link", { name: "Opis" }).click()
  await waitForPath(page, `${PANEL}/edycja/opis`)
  const editor = page.locator(".rich-text__content")
  await editor.click()
  await page.keyboard.press("Control+End")
  await page.keyboard.press("Enter")
  await page.keyboard.type(sentence)
  await save(page, "description-form", "Opis został zaktualizowany")

  // The drawer, closed, stays closed on another tab and after a reload.
  await page.getByTestId("panel-drawer-toggle").click()
  await expect(drawer).toBeHidden()
  await page.goto(url(`${PANEL}/edycja/kadra`))
  await expect(page.getByTestId("panel-drawer-toggle")).toHaveAttribute("aria-expanded", "false")
  await expect(drawer).toBeHidden()

  // The server kept every save.
  const { body: saved } = await callApi("GET", `/facility/list/${facility.id}`)
  assert.equal(saved.tuition, tuition)
  assert.ok(saved.description.includes(sentence))
})
