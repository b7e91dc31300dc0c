import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { url, waitForPath } from "../support/browser.mjs"

test("an unknown path shows the 404 page (spec 2.14)", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/ta-strona-nie-istnieje"))
  await expect(page.getByRole("heading", { name: /Ups! Coś poszło nie tak/ })).toBeVisible()
  const main = page.locator("main")
  assert.match(await main.innerText(), /404/)
  assert.match(await main.innerText(), /Nie znaleziono strony: \/ta-strona-nie-istnieje/)
  assert.match(await page.title(), /^404/)
  // The way out works.
  await main.getByRole("link", { name: "Wróć na stronę główną" }).click()
  await waitForPath(page, "/")
})

test("a catalogue path of an unknown type is a 404", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/szkoly/mazowieckie"))
  await expect(page.getByText("Nie znaleziono strony: /szkoly/mazowieckie")).toBeVisible()
})

test("the profile is for signed-in users: a guest is sent to '/' (spec 6)", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/user/profile"))
  await waitForPath(page, "/")
  assert.equal(await page.getByTestId("profile-name").count(), 0)
  assert.deepEqual(page.errors, [])
})

test("a facility, catalogue place or legacy link that names nothing is the 404 page, answered 404 (spec 2.14)", async ({ newPage }) => {
  const page = await newPage()
  for (const path of ["/placowka/nie-ma-takiej", "/przedszkola/nie-ma-takiego", "/map/x?legacy=garbage"]) {
    const response = await page.goto(url(path))
    assert.equal(response?.status(), 404, path)
    await expect(page.getByRole("heading", { name: /Ups! Coś poszło nie tak/ })).toBeVisible()
    assert.match(await page.locator("main").innerText(), /404/, path)
    // Not a lost connection: nothing offers to try again.
    assert.equal(await page.getByRole("button", { name: "Spróbuj ponownie" }).count(), 0, path)
  }
})
