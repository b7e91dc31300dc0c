import { describe, expect, it } from "vitest"
import { accountsOf } from "./support/accounts"
import { facilitySites } from "./support/facilitySites"
import { manySignups, serverForTests } from "./support/testServer"

// A facility site's session is only as good as the portal session it was issued from (issue 17):
// a parent who logs out on the portal, or whose password changes, reads no private news on the
// site afterwards, over real HTTP, with the cookie the site set still sent.

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const { call, staffed, onHost, ownSite, publish, codeFor, exchange, sessionOf, signedInOn } = facilitySites(() => server)
const accounts = accountsOf(() => server.baseUrl)

const PRIVATE_TITLE = "Zebranie tylko dla rodziców"

/** A site with a news item for members, and an accepted parent of its facility signed in on the portal. */
const siteWithParent = async () => {
  const { facility, owner, host } = await ownSite()
  await publish(owner, facility.id, PRIVATE_TITLE, "private")
  const { email, password, id } = await accounts.signUpAndConfirm()
  const portal = await accounts.logIn(email, password)
  await staffed.member({ id, email, jwt: portal.jwt }, facility.id, "parent")
  return { host, id, email, password, portal }
}

/** The site's news page as the browser holding the site's cookie gets it. */
const newsWith = (host: string, siteCookie: string) => onHost(host, "/aktualnosci", { cookie: siteCookie })

const logOut = async (refreshCookie: string) => expect((await call("POST", "/api/v1/account/logout", { cookie: refreshCookie })).status).toBe(204)

describe("a site session", () => {
  it("ends when the portal session it came from logs out: the next page is a guest's", async () => {
    const { host, portal } = await siteWithParent()
    const siteCookie = await signedInOn(portal, host)
    expect((await newsWith(host, siteCookie)).text).toContain(PRIVATE_TITLE)

    await logOut(portal.cookie)
    const after = await newsWith(host, siteCookie)
    expect(after.status).toBe(200)
    expect(after.text).not.toContain(PRIVATE_TITLE)
    expect(after.text).toContain("Zaloguj")
    // the dead cookie is cleared, on an answer no shared cache keeps; the next page is a plain guest's
    expect(after.headers["set-cookie"]?.[0]).toMatch(/^site_session=; Max-Age=0;/)
    expect(after.headers["cache-control"]).toBe("private, no-store")
    const asGuest = await onHost(host, "/aktualnosci")
    expect(asGuest.headers["set-cookie"]).toBeUndefined()
  })

  it("lives on while only another portal session of the account ends", async () => {
    const { host, email, password, portal } = await siteWithParent()
    const other = await accounts.logIn(email, password)
    const siteCookie = await signedInOn(portal, host)

    await logOut(other.cookie)
    expect((await newsWith(host, siteCookie)).text).toContain(PRIVATE_TITLE)
    await logOut(portal.cookie)
    expect((await newsWith(host, siteCookie)).text).not.toContain(PRIVATE_TITLE)
  })

  it("ends when the account's password changes, which ends every portal session", async () => {
    const { host, id, password, portal } = await siteWithParent()
    const siteCookie = await signedInOn(portal, host)

    const changed = await call("PATCH", `/api/v1/account/account/${id}`, {
      token: portal.jwt,
      body: { current_password: password, password: "Zupełnie-Nowe-Hasło-2027" }
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect((await newsWith(host, siteCookie)).text).not.toContain(PRIVATE_TITLE)
  })

  it("opens nothing when its code was asked for by a portal session that has ended since", async () => {
    const { host, portal } = await siteWithParent()
    const code = await codeFor(portal, host)
    await logOut(portal.cookie)

    // The code itself is still good for its minute; the session it sets is checked like any other.
    const traded = await exchange(host, code)
    expect(traded.status).toBe(303)
    expect((await newsWith(host, sessionOf(traded)!)).text).not.toContain(PRIVATE_TITLE)
  })
})
