// Maintenance and new builds (issue 19). Support switches maintenance on in the toolbox: a guest
// sees the maintenance page (503 with Retry-After, 0 axe violations) and leaves a "notify me"
// address; support, still signed in, works in the normal app; support switches it off and the
// address gets the mail. And a new build served while a tab is open: the tab offers a reload and
// never reloads by itself, so a half-filled form keeps its input.
// Both run on a product of their own: maintenance would shut the shared server for the specs
// running beside this one.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { axeViolations } from "../support/axe.mjs"
import { DEMO_PASSWORD, demoAccounts, uniqueEmail } from "../support/accounts.mjs"
import { logInAt, mailboxAt, useIsolatedProduct } from "../support/isolatedProduct.mjs"

const product = useIsolatedProduct(test)

/** Support's access token on the product, for switching maintenance off whatever happens. */
async function supportToken() {
  const response = await fetch(`${product().baseUrl}/api/v1/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: demoAccounts.support, password: DEMO_PASSWORD })
  })
  assert.equal(response.status, 200)
  return (await response.json()).jwt
}

const switchOff = async (token) => {
  await fetch(`${product().baseUrl}/api/v1/support/maintenance`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ on: false })
  })
}

test("support switches maintenance on: a guest sees the maintenance page and is mailed when support switches it off", async ({ newPage }) => {
  const token = await supportToken()
  const support = await newPage()
  await logInAt(support, product().baseUrl, demoAccounts.support, DEMO_PASSWORD)
  await support.goto(`${product().baseUrl}/support/toolbox`)
  const toolbox = support.getByTestId("toolbox-maintenance")
  await toolbox.getByTestId("toolbox-maintenance-on").click()
  await toolbox.getByTestId("toolbox-maintenance-on-confirm").click()
  await expect(toolbox.getByTestId("toolbox-maintenance-state")).toContainText("Przerwa techniczna trwa od")
  try {
    const guest = await newPage()
    const answer = await guest.goto(`${product().baseUrl}/dla-placowek`)
    assert.equal(answer?.status(), 503)
    assert.ok(Number(answer?.headers()["retry-after"]) > 0)
    await expect(guest.getByTestId("maintenance-page")).toBeVisible()
    await expect(guest.getByRole("heading", { level: 1, name: "Przerwa techniczna" })).toBeVisible()
    assert.deepEqual(await axeViolations(guest), [])

    const email = uniqueEmail("czekam")
    await guest.getByTestId("maintenance-notify-email").fill(email)
    await guest.getByTestId("maintenance-notify-submit").click()
    await expect(guest.getByText(`napiszemy na adres ${email}`)).toBeVisible()

    // Support, still signed in, sees the normal app.
    await support.goto(`${product().baseUrl}/dla-placowek`)
    await expect(support.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(support.getByTestId("maintenance-page")).not.toBeAttached()

    await support.goto(`${product().baseUrl}/support/toolbox`)
    await toolbox.getByTestId("toolbox-maintenance-off").click()
    await toolbox.getByTestId("toolbox-maintenance-off-confirm").click()
    await expect(toolbox.getByTestId("toolbox-maintenance-state")).toHaveText("Serwis działa normalnie.")
    await expect.poll(async () => (await mailboxAt(product().baseUrl, email)).map((mail) => mail.subject)).toEqual(["Pociecha znowu działa"])
    await guest.reload()
    await expect(guest.getByTestId("maintenance-page")).not.toBeAttached()
    assert.deepEqual([...support.errors, ...guest.errors], [])
  } finally {
    await switchOff(token)
  }
})

test("a new build served while a tab is open is offered as a reload, and a half-filled form keeps its input", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(`${product().baseUrl}/logowanie`)
  // The build's id is published beside it, never cached; the tab runs that build, so nothing is offered yet.
  const published = await fetch(`${product().baseUrl}/builds/latest.json`)
  assert.equal(published.headers.get("cache-control"), "no-cache")
  const { version } = await published.json()
  assert.match(version, /\S/)
  await page.getByLabel(/^Adres e-mail/).fill("w-trakcie@example.com")
  await page.evaluate(() => {
    window.__notReloaded = true
    window.dispatchEvent(new Event("focus"))
  })
  await expect(page.getByTestId("new-build-offer")).not.toBeAttached()

  // A deployment: the server now publishes another build's id.
  await page.route("**/builds/latest.json", (route) => route.fulfill({ json: { version: `${version}-next` }, headers: { "cache-control": "no-cache" } }))
  const offer = page.getByTestId("new-build-offer")
  // A tab shown again while it is still asking (the first focus's read may not be answered yet)
  // does not ask twice: show it again until a read sees the new build.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("focus")))
    await expect(offer).toContainText("Jest nowa wersja serwisu Pociecha.", { timeout: 1_000 })
  }).toPass()
  await expect(page.getByLabel(/^Adres e-mail/)).toHaveValue("w-trakcie@example.com")
  assert.equal(await page.evaluate(() => window.__notReloaded), true)
  await offer.getByTestId("new-build-later").click()
  await expect(offer).not.toBeAttached()
  await expect(page.getByLabel(/^Adres e-mail/)).toHaveValue("w-trakcie@example.com")
  assert.deepEqual(page.errors, [])
})
