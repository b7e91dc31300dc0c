import assert from "node:assert/strict"
import { after, test } from "node:test"
import { createConfirmedAccount, loginThroughUi } from "../support/accounts.mjs"
import { baseUrl, closeBrowser, closePage, newPage, url, waitForPath } from "../support/browser.mjs"

after(closeBrowser)

const SESSION_ENDED = "Twoja sesja wygasła. Zaloguj się ponownie."

/** Waits for the toast that says the session ended, then for the logged-out navbar on the landing page. */
async function expectSessionEnded(page) {
  await page.getByText(SESSION_ENDED).waitFor()
  await waitForPath(page, "/")
  await page.getByTestId("navbar-login").waitFor()
  assert.equal(await page.getByTestId("profile-menu-button").count(), 0)
  assert.equal(await page.evaluate(() => localStorage.getItem("pociecha.user")), null)
}

test("a session logged out on another device ends here at the next save, with a toast (issue 7, defect 4)", async () => {
  const { email, password } = await createConfirmedAccount()
  const page = await newPage()
  try {
    await loginThroughUi(page, email, password, "/user/profile")
    await page.getByTestId("profile-name").waitFor()

    // Another device logs this browser's session out with its refresh cookie.
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ")
    const loggedOut = await fetch(url("/api/v1/account/logout"), { method: "POST", headers: { cookie, origin: baseUrl } })
    assert.ok(loggedOut.ok, `logout answered ${loggedOut.status}`)

    // The person still sees the profile and changes a setting: refused, and the session ends.
    await page.getByRole("switch", { name: /Nowe opinie/ }).click()
    await expectSessionEnded(page)
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})

test("a forged token ends the session at the first call that needs it, with a toast", async () => {
  const { email, password } = await createConfirmedAccount()
  const page = await newPage()
  try {
    await loginThroughUi(page, email, password)
    await page.getByTestId("profile-menu-button").waitFor()
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem("pociecha.user"))
      localStorage.setItem("pociecha.user", JSON.stringify({ ...user, jwt: `${user.jwt.slice(0, -4)}AAAA` }))
    })
    await page.goto(url("/user/profile"))
    await expectSessionEnded(page)
    assert.deepEqual(page.errors, [])
  } finally {
    await closePage(page)
  }
})
