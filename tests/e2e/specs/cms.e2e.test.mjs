// The city CMS (issue 18; management 2.10): a content editor signs in at /cms/login, writes
// Kraków's description in the rich-text editor, and the Kraków catalogue page shows it — in the
// app, and in the HTML the server sends (JavaScript off, as a crawler reads it). A parent is
// refused at the CMS's login.
import { expect, test } from "../support/fixtures.mjs"
import { DEMO_PASSWORD, demoAccounts } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"

const signInToCms = async (page, email) => {
  await page.goto(url("/cms/login"))
  await page.getByLabel(/^E-mail/).fill(email)
  await page.getByLabel(/^Hasło/).fill(DEMO_PASSWORD)
  await page.getByTestId("cms-login-submit").click()
}

test("a content editor writes Kraków's description, and the Kraków catalogue page shows it, with JavaScript off too", async ({ newPage, browser }) => {
  const text = `Kraków, miasto królów i przedszkoli ${Date.now()}.`
  const page = await newPage()
  await signInToCms(page, demoAccounts.content)
  await waitForPath(page, "/cms/city")

  await page.getByTestId("cms-voivodeship").selectOption("malopolskie")
  await page.getByTestId("cms-city-name").fill("Kraków")
  const krakow = page.locator('[data-testid="cms-city"][data-city="krakow"]')
  await krakow.getByTestId("cms-edit-description").click()
  const editor = page.locator(".rich-text__content")
  await editor.click()
  await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.type(text)
  await page.getByTestId("save").click()
  await waitForPath(page, "/cms/city")
  await expect(page.getByText("Opis miasta zapisany")).toBeVisible()

  await page.goto(url("/przedszkola/malopolskie/krakow"))
  await expect(page.getByTestId("city-description")).toContainText(text)

  const crawler = await browser.newContext({ javaScriptEnabled: false })
  const served = await crawler.newPage()
  await served.goto(url("/przedszkola/malopolskie/krakow"))
  await expect(served.locator(".catalog__description")).toContainText(text)
  await crawler.close()
  await expect.poll(() => page.errors).toEqual([])
})

test("a parent is refused at the CMS's login", async ({ newPage }) => {
  const page = await newPage()
  await signInToCms(page, demoAccounts.parent)
  await expect(page.getByTestId("cms-no-access")).toHaveText("Nie masz dostępu do CMS. Mogą z niego korzystać tylko redakcja i wsparcie.")
  await page.goto(url("/cms/city"))
  await expect(page.getByTestId("cms-no-access")).toBeVisible()
  await expect(page.getByTestId("cms-cities")).toHaveCount(0)
})
