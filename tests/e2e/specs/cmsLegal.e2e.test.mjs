// Legal texts written in the CMS (issue 19): content staff publish a new version of the
// regulations; the parent is asked to accept it at the next sign-in, once. On a product of its
// own: a new version in force asks every signed-in person of the shared server to accept it.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { DEMO_PASSWORD, demoAccounts } from "../support/accounts.mjs"
import { logInAt, useIsolatedProduct } from "../support/isolatedProduct.mjs"

const product = useIsolatedProduct(test)

test("content staff publish a new version of the regulations; the parent accepts it at the next sign-in, once", async ({ newPage }) => {
  const sentence = `Nowe zasady korzystania z serwisu ${Date.now()}.`
  const editor = await newPage()
  await editor.goto(`${product().baseUrl}/cms/login`)
  await editor.getByLabel(/^E-mail/).fill(demoAccounts.content)
  await editor.getByLabel(/^Hasło/).fill(DEMO_PASSWORD)
  await editor.getByTestId("cms-login-submit").click()
  await editor.waitForURL((current) => current.pathname === "/cms/city")
  await editor.getByRole("link", { name: "Dokumenty", exact: true }).click()
  await editor.waitForURL((current) => current.pathname === "/cms/legal")
  const regulations = editor.locator('[data-testid="cms-legal-text"][data-kind="regulations"]')
  await expect(regulations.getByTestId("cms-legal-version")).toContainText("Wersja 1 z dnia")
  await regulations.getByTestId("cms-legal-edit").click()
  await expect(editor.getByTestId("cms-legal-title")).toHaveValue("Regulamin serwisu Pociecha")
  const body = editor.locator(".rich-text__content")
  await body.click()
  await editor.keyboard.press("ControlOrMeta+End")
  await editor.keyboard.press("Enter")
  await editor.keyboard.type(sentence)
  await editor.getByTestId("cms-legal-publish").click()
  await editor.waitForURL((current) => current.pathname === "/cms/legal")
  await expect(editor.getByText("Nowa wersja dokumentu została opublikowana")).toBeVisible()
  await expect(regulations.getByTestId("cms-legal-version")).toContainText("Wersja 2 z dnia")

  // The public page shows the new version, with its breadcrumbs.
  const reader = await newPage()
  await reader.goto(`${product().baseUrl}/regulamin`)
  await expect(reader.getByTestId("legal-text")).toContainText(sentence)
  await expect(reader.getByTestId("legal-text")).toContainText("Wersja 2 z dnia")
  await expect(reader.getByRole("navigation", { name: "Ścieżka nawigacji" })).toContainText("Strona główna")

  const parent = await newPage()
  await logInAt(parent, product().baseUrl, demoAccounts.parent, DEMO_PASSWORD)
  const step = parent.getByTestId("consent-step")
  await expect(step).toContainText("Regulamin")
  await step.getByTestId("consent-accept").check()
  await step.getByTestId("consent-submit").click()
  await expect(step).not.toBeAttached()

  // Signed in again (another browser), the parent is not asked again.
  const again = await newPage()
  await logInAt(again, product().baseUrl, demoAccounts.parent, DEMO_PASSWORD)
  await expect(again.getByTestId("profile-menu-button")).toBeVisible()
  await expect(again.getByTestId("consent-step")).not.toBeAttached()
  assert.deepEqual([...editor.errors, ...reader.errors, ...parent.errors, ...again.errors], [])
})
