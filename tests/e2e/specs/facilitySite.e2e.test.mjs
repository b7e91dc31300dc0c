// Facility websites (issue 17; management 2.1, 2.5, 2.6, 9): built in the owner area, served on
// their own host (`{name}.localhost:<port>`, which Chromium resolves to the loopback), readable with
// JavaScript off, private news only for the facility's confirmed parents.
import { loginThroughUi } from "../support/accounts.mjs"
import { expect, test } from "../support/fixtures.mjs"
import { newFacilityOwner, newSubscriber, setFacilityStatus } from "../support/ownerApi.mjs"
import { callApi } from "../support/parentsApi.mjs"
import { freshSiteName, premiumOwnerWithSite, siteUrl } from "../support/sites.mjs"

/** A premium facility's new owner with a site made through the API, and a public and a private post on it. */
async function ownerWithSite() {
  const owner = await premiumOwnerWithSite()
  const post = (title, visibility) =>
    callApi("POST", `/facility/list/${owner.facility.id}/publications`, {
      token: owner.token,
      body: { title, content: `<p>${title}: zapraszamy.</p>`, category: "relation", visibility }
    })
  const publicTitle = `Dzień otwarty ${owner.name}`
  const privateTitle = `Zebranie rodziców ${owner.name}`
  await post(publicTitle, "public")
  await post(privateTitle, "private")
  return { ...owner, publicTitle, privateTitle }
}

test("an owner creates a site, previews two themes and picks one, adds a subpage; the site on its host is filled from the card", async ({ page }) => {
  const owner = await newFacilityOwner()
  await setFacilityStatus(owner.facility.id, "premium")
  const name = freshSiteName()
  await loginThroughUi(page, owner.email, owner.password, `/user_facility/${owner.facility.slug}/web_page`)
  await page.getByLabel(/^Nazwa strony/).fill(name)
  await page.getByRole("button", { name: "Utwórz stronę" }).click()
  await expect(page.getByText("Adres strony:")).toBeVisible()

  // two previews open the site in their themes, without saving; then the second is chosen
  await page.getByText("Zmień szablon").click()
  const previews = page.getByTestId("website-templates").getByRole("button", { name: "Podgląd" })
  for (const index of [0, 1]) {
    // opened with noopener: a page of the context, not a popup of this one
    const [preview] = await Promise.all([page.context().waitForEvent("page"), previews.nth(index).click()])
    expect(new URL(preview.url()).searchParams.get("template_preview")).toBeTruthy()
    await expect(preview.locator(".site-title")).toHaveText(owner.facility.name)
    await preview.close()
  }
  const { body: templates } = await callApi("GET", "/v1/page-templates")
  await page.getByTestId("website-templates").getByRole("button", { name: "Wybierz" }).first().click()

  await page.getByRole("button", { name: "Dodaj podstronę" }).click()
  await page.getByLabel(/^Tytuł/).fill("Wycieczki")
  await page.getByRole("button", { name: "Zapisz" }).click()
  await expect(page.getByRole("button", { name: "Przesuń „Wycieczki” wyżej" })).toBeVisible()

  const site = await page.context().newPage()
  await site.goto(siteUrl(name))
  await expect(site.locator(".site-title")).toHaveText(owner.facility.name)
  await expect(site.locator("html")).not.toHaveClass(new RegExp(`theme-${templates[0].key}\\b`))
  const jsonLd = JSON.parse(await site.locator('script[type="application/ld+json"]').first().textContent())
  expect(jsonLd.name).toBe(owner.facility.name)
  await expect(site.locator('link[rel="canonical"]')).toHaveAttribute("href", siteUrl(name))
  await site.getByRole("link", { name: "Wycieczki" }).first().click()
  await expect(site.getByRole("heading", { name: "Wycieczki" })).toBeVisible()
})

test("with JavaScript off a guest reads the public news only, and dark, biggest and high contrast survive a reload", async ({ browser }) => {
  const { name, publicTitle, privateTitle } = await ownerWithSite()
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl(name, "/aktualnosci"))
  await expect(page.getByText(publicTitle, { exact: true })).toBeVisible()
  await expect(page.getByText(privateTitle)).toHaveCount(0)

  await page.getByRole("button", { name: "Ciemny motyw" }).click()
  await page.getByRole("button", { name: "Największy tekst" }).click()
  await page.getByRole("button", { name: "Wysoki kontrast" }).click()
  await page.reload()
  await expect(page.locator("html")).toHaveClass(/scheme-dark/)
  await expect(page.locator("html")).toHaveClass(/font-biggest/)
  await expect(page.locator("html")).toHaveClass(/contrast-high/)
  await context.close()
})

test("a subscribed parent signs in on the site through the portal and reads the private post too", async ({ page }) => {
  const { facility, token, name, publicTitle, privateTitle } = await ownerWithSite()
  const parent = await newSubscriber(facility.id, "parent", { name: "Ewa", surname: "Rodzicielska" })
  const { body: signedIn } = await callApi("POST", "/v1/account/login", { body: { email: parent.email, password: parent.password } })
  await callApi("PATCH", `/facility/list/${facility.id}/members/${signedIn.id}`, { token, body: { status: "accepted" } })

  await page.goto(siteUrl(name, "/aktualnosci"))
  await expect(page.getByText(privateTitle)).toHaveCount(0)
  await page.getByRole("link", { name: "Zaloguj się" }).first().click()
  await page.getByLabel(/^Adres e-mail/).fill(parent.email)
  await page.getByLabel(/^Hasło/).fill(parent.password)
  await page.getByTestId("login-submit").click()
  await page.waitForURL((address) => address.hostname === `${name}.localhost`)
  await expect(page.getByText("Zalogowano jako")).toBeVisible()
  await page.goto(siteUrl(name, "/aktualnosci"))
  await expect(page.getByText(publicTitle, { exact: true })).toBeVisible()
  await expect(page.getByText(privateTitle, { exact: true })).toBeVisible()
})

test("a deleted site's host says the facility's website no longer exists there", async ({ page }) => {
  const { facility, token, name, site } = await ownerWithSite()
  await page.goto(siteUrl(name))
  await expect(page.locator(".site-title")).toHaveText(facility.name)
  await callApi("DELETE", `/v1/web-pages/${facility.id}/web-page/${site.id}`, { token })
  const response = await page.goto(siteUrl(name))
  expect(response.status()).toBe(404)
  await expect(page.getByText("Strona internetowa tej placówki nie istnieje już pod tym adresem.")).toBeVisible()
})
