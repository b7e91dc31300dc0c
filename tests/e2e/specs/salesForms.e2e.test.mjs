// The product pages and the forms to the product team (issue 19): a director opens the price list
// and books the free presentation, then sends the lead form; the product team's mailbox
// (SALES_EMAIL) and the director's both receive each mail; support sees both requests and marks
// one handled. The functions page and the price list pass axe and are served with their head.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { axeViolations } from "../support/axe.mjs"
import { DEMO_PASSWORD, demoAccounts, loginThroughUi, readMailbox, uniqueEmail } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"

/** The product team's address: the server's SALES_EMAIL, its default when the run sets none. */
const SALES_EMAIL = process.env.SALES_EMAIL ?? "sprzedaz@pociecha.pl"

/** Waits until `email`'s mailbox holds a message whose subject contains `subject`; returns it. */
async function mailTo(email, subject) {
  let found
  await expect.poll(async () => {
    found = (await readMailbox(email)).find((message) => message.subject.includes(subject))
    return found !== undefined
  }, { message: `“${subject}” to ${email}` }).toBe(true)
  return found
}

test("a director books a presentation and sends the lead form; both mailboxes get each; support sees both", async ({ newPage }) => {
  const director = uniqueEmail("dyrektor")
  const page = await newPage()
  await page.goto(url("/dla-placowek"))
  // The navbar's dropdown under the page for facilities names both product pages.
  await expect(page.getByTestId("navbar-functions")).toHaveAttribute("href", "/dla-placowek/funkcje")
  await page.getByTestId("for-facilities-price-list").click()
  await waitForPath(page, "/dla-placowek/cennik")
  await expect(page.getByTestId("plan-full_support")).toContainText("Najczęściej wybierany")
  await expect(page.getByTestId("for-facilities-limits")).toBeVisible()

  const booking = page.getByTestId("presentation-booking")
  await expect(booking).toContainText("15 minut")
  await expect(page.getByTestId("service-hours")).toContainText("8:00–16:00")
  await expect(booking.getByTestId("sales-privacy-notice")).toContainText("wyłącznie do kontaktu")
  await booking.getByTestId("presentation-email").fill(director)
  await booking.getByTestId("presentation-send").click()
  await expect(booking.getByTestId("presentation-sent")).toBeVisible()
  const toTeam = await mailTo(SALES_EMAIL, `Prośba o bezpłatną prezentację: ${director}`)
  assert.match(toTeam.text, /15-minutową/)
  await mailTo(director, "Dziękujemy za prośbę o prezentację")

  const lead = page.getByTestId("lead")
  // Bad input is refused under its field before anything is sent.
  await lead.getByTestId("lead-send").click()
  await expect(lead.getByTestId("lead-name-surname")).toHaveAttribute("aria-invalid", "true")
  await lead.getByTestId("lead-name-surname").fill("Anna Kowalska")
  await lead.getByTestId("lead-email").fill(director)
  await lead.getByTestId("lead-phone").fill("600 100 200")
  await lead.getByTestId("lead-facility-name").fill("Przedszkole Słoneczko")
  await lead.getByTestId("lead-position").fill("Dyrektorka")
  await lead.getByTestId("lead-send").click()
  await expect(lead.getByTestId("lead-sent")).toBeVisible()
  const leadToTeam = await mailTo(SALES_EMAIL, "Nowe zgłoszenie placówki: Przedszkole Słoneczko")
  assert.match(leadToTeam.text, new RegExp(director.replace(/[.]/g, "\\.")))
  await mailTo(director, "Dziękujemy za zgłoszenie placówki")
  assert.deepEqual(page.errors, [])

  const desk = await newPage()
  await loginThroughUi(desk, demoAccounts.support, DEMO_PASSWORD, "/support/sales-requests")
  await waitForPath(desk, "/support/sales-requests")
  const requests = desk.getByTestId("sales-request").filter({ hasText: director })
  await expect(requests).toHaveCount(2)
  const presentation = requests.and(desk.locator("[data-kind=presentation]"))
  await expect(presentation.getByTestId("sales-request-status")).toHaveText("Czeka na kontakt")
  await presentation.getByTestId("sales-request-mark").click()
  await expect(presentation.getByTestId("sales-request-status")).toHaveText("Obsłużone")
  await expect(requests.and(desk.locator("[data-kind=lead]"))).toContainText("Przedszkole Słoneczko")
  assert.deepEqual(desk.errors, [])
})

for (const { path, ready } of [
  { path: "/dla-placowek/funkcje", ready: (page) => expect(page.getByTestId("product-function").first()).toBeVisible() },
  { path: "/dla-placowek/cennik", ready: (page) => expect(page.getByTestId("for-facilities-limits")).toBeVisible() }
]) {
  test(`${path} has no axe violation`, async ({ newPage }) => {
    const page = await newPage()
    await page.goto(url(path))
    await ready(page)
    assert.deepEqual(await axeViolations(page), [])
  })
}

test("the product pages' HTML carries their title, description, canonical URL and JSON-LD before any script runs", async () => {
  for (const { path, title, type } of [
    { path: "/dla-placowek/funkcje", title: "Funkcje dla placówek – co zyskujesz w Pociesze | Pociecha", type: "WebPage" },
    { path: "/dla-placowek/cennik", title: "Cennik dla placówek – pakiety i plany roczne Pociechy | Pociecha", type: "Product" }
  ]) {
    const response = await fetch(url(path))
    assert.equal(response.status, 200)
    const html = await response.text()
    assert.ok(html.includes(`<title>${title}</title>`), `${path}: its title`)
    assert.match(html, /<meta name="description" content="[^"]{40,}" \/>/)
    assert.match(html, new RegExp(`<link rel="canonical" href="[^"]*${path}" />`))
    const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json))
    assert.ok(data.some((item) => item["@type"] === type), `${path}: ${type} JSON-LD`)
    assert.ok(data.some((item) => item["@type"] === "BreadcrumbList"), `${path}: its trail`)
  }
})
