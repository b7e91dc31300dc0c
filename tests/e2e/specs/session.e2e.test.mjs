import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { createConfirmedAccount, loginThroughUi } from "../support/accounts.mjs"
import { baseUrl, url, waitForPath } from "../support/browser.mjs"

const SESSION_ENDED = "Twoja sesja wygasła. Zaloguj się ponownie."

/** Waits for the toast that says the session ended, then for the logged-out navbar on the landing page. */
async function expectSessionEnded(page) {
  await expect(page.getByText(SESSION_ENDED)).toBeVisible()
  await waitForPath(page, "/")
  await expect(page.getByTestId("navbar-login")).toBeVisible()
  assert.equal(await page.getByTestId("profile-menu-button").count(), 0)
  assert.equal(await page.evaluate(() => localStorage.getItem("pociecha.user")), null)
}

test("a session logged out on another device ends here at the next save, with a toast (issue 7, defect 4)", async ({ newPage }) => {
  const { email, password } = await createConfirmedAccount()
  const page = await newPage()
  await loginThroughUi(page, email, password, "/user/profile")
  await expect(page.getByTestId("profile-name")).toBeVisible()

  // Another device logs this browser's session out with its refresh cookie.
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ")
  const loggedOut = await fetch(url("/api/v1/account/logout"), { method: "POST", headers: { cookie, origin: baseUrl } })
  assert.ok(loggedOut.ok, `logout answered ${loggedOut.status}`)

  // The person still sees the profile and changes a setting: refused, and the session ends.
  await page.getByRole("switch", { name: /Nowe opinie/ }).click()
  await expectSessionEnded(page)
  assert.deepEqual(page.errors, [])
})

test("a forged token ends the session at the first call that needs it, with a toast", async ({ newPage }) => {
  const { email, password } = await createConfirmedAccount()
  const page = await newPage()
  await loginThroughUi(page, email, password)
  await expect(page.getByTestId("profile-menu-button")).toBeVisible()
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem("pociecha.user"))
    localStorage.setItem("pociecha.user", JSON.stringify({ ...user, jwt: `${user.jwt.slice(0, -4)}AAAA` }))
  })
  await page.goto(url("/user/profile"))
  await expectSessionEnded(page)
  assert.deepEqual(page.errors, [])
})
