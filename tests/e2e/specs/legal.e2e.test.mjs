import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { url, waitForPath } from "../support/browser.mjs"

/** The footer's documents, their pages and a sentence each page's text must hold. */
const documents = [
  { link: "Regulamin", path: "/regulamin", heading: "Regulamin serwisu Pociecha", text: "Postanowienia ogólne" },
  { link: "Polityka prywatności", path: "/polityka-prywatnosci", heading: "Polityka prywatności", text: "Prezesa Urzędu Ochrony Danych Osobowych" },
  { link: "OWU dla placówek", path: "/owu", heading: "Ogólne Warunki Umowy dla placówek", text: "Pakiety" },
  { link: "Polityka cookies", path: "/polityka-cookies", heading: "Polityka cookies", text: "refresh_token" }
]

test("the footer links the four legal texts; each page shows its text with its version and date", async ({ newPage }) => {
  const page = await newPage()
  for (const document of documents) {
    await page.goto(url("/"))
    await page.locator("footer").getByRole("link", { name: document.link, exact: true }).click()
    await waitForPath(page, document.path)
    await expect(page.getByRole("heading", { level: 1, name: document.heading })).toBeVisible()
    const text = page.getByTestId("legal-text")
    assert.match(await text.innerText(), new RegExp(document.text))
    assert.match(await text.innerText(), /Wersja 1 z dnia \d{4}-\d{2}-\d{2}/)
    assert.equal(await page.title(), `${document.heading} | Pociecha`)
  }
})

test("a legal page's HTML carries its text, title and canonical URL before any script runs", async () => {
  for (const document of documents) {
    const response = await fetch(url(document.path))
    assert.equal(response.status, 200)
    const html = await response.text()
    assert.match(html, new RegExp(`<title>${document.heading} \\| Pociecha</title>`))
    assert.match(html, new RegExp(`<link rel="canonical" href="[^"]*${document.path}" />`))
    assert.match(html, new RegExp(document.text))
  }
})

test("the browser keeps only what the cookie policy lists: no other cookie or storage item after browsing and signing in", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/"))
  await page.goto(url("/wszystkie-lokalizacje"))
  await page.goto(url("/logowanie"))
  await page.getByLabel(/^Adres e-mail/).fill("rodzic@pociecha.pl")
  await page.getByLabel(/^Hasło/).fill("Pociecha2026!")
  await page.getByTestId("login-submit").click()
  await expect(page.getByTestId("profile-menu-button")).toBeVisible()
  const policy = (await (await fetch(url("/api/v1/legal/cookies"))).json()).body_html
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
  assert.ok(cookies.length > 0, "signing in keeps the session in a cookie")
  for (const name of cookies) assert.ok(policy.includes(name), `the cookie ${name} is not in the cookie policy`)
  // A key with a per-record suffix is listed by its prefix (pociecha.claimDraft.*).
  for (const key of stored) assert.ok(policy.includes(key.replace(/^(pociecha\.\w+Draft\.).*$/, "$1*")), `the storage item ${key} is not in the cookie policy`)
})
