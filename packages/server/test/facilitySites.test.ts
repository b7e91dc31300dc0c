import { describe, expect, it } from "vitest"
import { facilitySites } from "./support/facilitySites"
import { manySignups, serverForTests } from "./support/testServer"
import { until } from "./support/until"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const { world, staffed, call, onHost, ownSite, publish, codeFor, exchange, sessionOf } = facilitySites(() => server)

const htmlClasses = (html: string) => /<html[^>]*class="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? []

describe("a facility's website on its own host", () => {
  it("renders the main page live from the card: the facility's name, JSON-LD and the canonical URL of the site", async () => {
    const { site, host, name } = await ownSite()
    const page = await onHost(host, "/")
    expect(page.status).toBe(200)
    expect(page.headers["content-type"]).toContain("text/html")
    expect(page.text).toContain(name.replace(/&/g, "&amp;").replace(/"/g, "&quot;"))
    expect(page.text).toContain("application/ld+json")
    expect(page.text).toContain(`<link rel="canonical" href="http://${host}/"`)
    expect(htmlClasses(page.text)).toContain(`theme-${site.template_key}`)
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'")
  })

  it("names a page without the parameters it does not read, and answers an entry id past any row with the not-found page", async () => {
    const { host } = await ownSite()
    const tracked = await onHost(host, "/?utm_source=newsletter&fbclid=abc")
    expect(tracked.status).toBe(200)
    expect(tracked.text).toContain(`<link rel="canonical" href="http://${host}/"`)
    expect(tracked.text).not.toContain("utm_source")
    const past = await onHost(host, "/aktualnosci/99999999999")
    expect(past.status).toBe(404)
    expect(past.text).toContain("Nie znaleziono strony")
  })

  it("describes a kindergarten (by its specialization tag) as a schema.org Preschool and a nursery as ChildCare", async () => {
    const { facility, host } = await ownSite()
    const typeOn = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)["@type"]
    for (const [key, type] of [["kindergarten", "Preschool"], ["nursery", "ChildCare"]] as const) {
      await server.query(
        "update facilities set specialization = array[(select id from tags where type = 'specialization' and key = $2)] where id = $1",
        [facility.id, key]
      )
      await until(`the site re-rendered as a ${key}`, async () => typeOn((await onHost(host, "/")).text) === type)
    }
  })

  it("answers subpages by slug and by ?subpage=, and an unknown path with the not-found page", async () => {
    const { host } = await ownSite()
    const contact = await onHost(host, "/kontakt")
    expect(contact.status).toBe(200)
    expect(contact.text).toContain(`href="http://${host}/kontakt"`)
    // the contact page's map: the tiles around the facility, from the server's tiles URL, with no script
    expect(contact.text).toMatch(/<div class="map" role="img" aria-label="[^"]+">/)
    expect(contact.text).toMatch(/<img src="https:\/\/[abc]\.tile\.openstreetmap\.org\/16\/\d+\/\d+\.png"/)
    expect((await onHost(host, "/?subpage=kontakt")).status).toBe(200)
    expect((await onHost(host, "/nie-ma-takiej")).status).toBe(404)
  })

  it("shows a news entry at /aktualnosci/:id, and guests only the public news", async () => {
    const { facility, owner, host } = await ownSite()
    const open = await publish(owner, facility.id, "Piknik rodzinny", "public")
    const closed = await publish(owner, facility.id, "Zebranie rodziców", "private")
    await publish(owner, facility.id, "Grafik kadry", "admin_only")
    const list = await onHost(host, "/aktualnosci")
    expect(list.status).toBe(200)
    expect(list.text).toContain("Piknik rodzinny")
    expect(list.text).not.toContain("Zebranie rodziców")
    expect(list.text).not.toContain("Grafik kadry")
    const entry = await onHost(host, `/aktualnosci/${open.id}`)
    expect(entry.status).toBe(200)
    expect(entry.text).toContain("Piknik rodzinny")
    expect((await onHost(host, `/aktualnosci/${closed.id}`)).status).toBe(404)
  })

  it("previews another theme with ?template_preview= without saving it", async () => {
    const { site, host } = await ownSite()
    const other = site.template_key === "space" ? "bears" : "space"
    expect(htmlClasses((await onHost(host, `/?template_preview=${other}`)).text)).toContain(`theme-${other}`)
    expect(htmlClasses((await onHost(host, "/")).text)).toContain(`theme-${site.template_key}`)
  })

  it("keeps display preferences in a cookie: the form's post sets it and goes back, the next page has its classes", async () => {
    const { host } = await ownSite()
    const posted = await onHost(host, "/_preferences", { method: "POST", form: "scheme=dark&back=%2Fkontakt" })
    expect(posted.status).toBe(303)
    expect(posted.headers.location).toBe("/kontakt")
    const cookie = posted.headers["set-cookie"]?.[0] ?? ""
    expect(cookie).toMatch(/^site_prefs=dark\./)
    expect(cookie).toContain("SameSite=Lax")
    const classes = htmlClasses((await onHost(host, "/kontakt", { cookie: cookie.split(";")[0]! })).text)
    expect(classes).toContain("scheme-dark")
  })

  it("refuses a preferences post that chooses nothing the form offers, setting nothing", async () => {
    const { host } = await ownSite()
    for (const form of ["", "scheme=purple", "fontSize=huge&back=%2F"]) {
      const posted = await onHost(host, "/_preferences", { method: "POST", form })
      expect(posted.status).toBe(400)
      expect(posted.headers["set-cookie"]).toBeUndefined()
    }
  })

  it("answers a host without a site, and a deleted site's, with the not-found page", async () => {
    const { facility, owner, site, host } = await ownSite()
    const unknown = await onHost(`nikt-${crypto.randomUUID().slice(0, 8)}.localhost`, "/")
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain("nie istnieje")
    expect((await call("DELETE", `/api/v1/web-pages/${facility.id}/web-page/${site.id}`, { token: owner.jwt })).status).toBeLessThan(300)
    const gone = await onHost(host, "/")
    expect(gone.status).toBe(404)
    expect(gone.text).toContain("nie istnieje")
  })

  it("serves its sitemap, robots.txt and the themes' files", async () => {
    const { facility, owner, host } = await ownSite()
    const open = await publish(owner, facility.id, "Jasełka", "public")
    const closed = await publish(owner, facility.id, "Tylko dla rodziców", "private")
    const sitemap = await onHost(host, "/sitemap.xml")
    expect(sitemap.status).toBe(200)
    expect(sitemap.text).toContain(`<loc>http://${host}/kontakt</loc>`)
    expect(sitemap.text).toContain(`<loc>http://${host}/aktualnosci/${open.id}</loc>`)
    expect(sitemap.text).not.toContain(`/aktualnosci/${closed.id}<`)
    expect((await onHost(host, "/robots.txt")).text).toContain(`Sitemap: http://${host}/sitemap.xml`)
    const picture = await onHost(host, "/themes/space/hero.svg")
    expect(picture.status).toBe(200)
    expect(picture.headers["cache-control"]).toMatch(/max-age=\d{6,}/)
    expect((await onHost(host, "/themes/space/nothing.svg")).status).toBe(404)
  })

  it("leaves the portal's host to the portal and the API to the API on a site's host", async () => {
    const { host } = await ownSite()
    const portal = await onHost(new URL(server.baseUrl).host, "/robots.txt")
    expect(portal.text).not.toContain(host)
    expect((await onHost(host, "/api/v1/page-templates")).status).toBe(200)
  })

  it("drops a kept guest page when the facility's news change", async () => {
    const { facility, owner, host } = await ownSite()
    expect((await onHost(host, "/aktualnosci")).text).not.toContain("Nowina dnia")
    // The second read is the kept one; a new item must show without restarting anything.
    expect((await onHost(host, "/aktualnosci")).text).not.toContain("Nowina dnia")
    await publish(owner, facility.id, "Nowina dnia", "public")
    await until("the site's news page to show the new item", async () => (await onHost(host, "/aktualnosci")).text.includes("Nowina dnia"))
  })
})

describe("signing in on a facility's website through the portal account", () => {
  it("shows a confirmed member the private news, never the staff's, once the code is traded for the site's cookie", async () => {
    const { facility, owner, host } = await ownSite()
    await publish(owner, facility.id, "Piknik dla wszystkich", "public")
    await publish(owner, facility.id, "Zebranie tylko dla rodziców", "private")
    await publish(owner, facility.id, "Notatka kadry", "admin_only")
    const parent = await staffed.parent(facility.id)
    const traded = await exchange(host, await codeFor(parent, host))
    expect(traded.status).toBe(303)
    expect(traded.headers.location).toBe("/aktualnosci")
    const setCookie = traded.headers["set-cookie"]?.[0] ?? ""
    expect(setCookie).toMatch(/^site_session=/)
    expect(setCookie).toContain("HttpOnly")
    const page = await onHost(host, "/aktualnosci", { cookie: sessionOf(traded)! })
    expect(page.text).toContain("Zebranie tylko dla rodziców")
    expect(page.text).not.toContain("Notatka kadry")
    expect(page.headers["cache-control"]).toContain("no-store")
    // A guest's page of the same address, kept or not, still hides it.
    expect((await onHost(host, "/aktualnosci")).text).not.toContain("Zebranie tylko dla rodziców")
  })

  it("keeps private news from a signed-in account that is no member", async () => {
    const { facility, owner, host } = await ownSite()
    await publish(owner, facility.id, "Zebranie tylko dla rodziców", "private")
    const stranger = await world.newParent()
    const traded = await exchange(host, await codeFor(stranger, host))
    expect(traded.status).toBe(303)
    expect((await onHost(host, "/aktualnosci", { cookie: sessionOf(traded)! })).text).not.toContain("Zebranie tylko dla rodziców")
  })

  it("takes a code once, only on its own host and only within its minute", async () => {
    const { host } = await ownSite()
    const other = await ownSite()
    const parent = await world.newParent()
    const redirect = await codeFor(parent, host)
    expect((await exchange(host, redirect)).status).toBe(303)
    const again = await exchange(host, redirect)
    expect(again.status).toBe(400)
    expect(again.headers["set-cookie"]).toBeUndefined()
    expect((await exchange(other.host, await codeFor(parent, host))).status).toBe(400)
    const late = await codeFor(parent, host)
    await server.query("update site_sign_in_codes set expires_at = now() - interval '1 second'")
    expect((await exchange(host, late)).status).toBe(400)
  })

  it("issues codes only to a signed-in account, for a site that exists, and /_signout ends the session", async () => {
    const { host } = await ownSite()
    expect((await call("POST", "/api/v1/web-pages/site-sign-in", { body: { site: host, back: "/" } })).status).toBe(401)
    const parent = await world.newParent()
    expect((await call("POST", "/api/v1/web-pages/site-sign-in", { token: parent.jwt, body: { site: "nikogo.localhost", back: "/" } })).status).toBe(404)
    const cookie = sessionOf(await exchange(host, await codeFor(parent, host)))!
    const out = await onHost(host, "/_signout", { cookie })
    expect(out.headers["set-cookie"]?.[0]).toMatch(/^site_session=;.*Max-Age=0/)
    // A session cookie copied to another site's host opens nothing there.
    const other = await ownSite()
    expect((await onHost(other.host, "/", { cookie })).text).toContain("Zaloguj")
  })

  it("links a site's visitor to the portal's sign-in page, which loads its module from the portal itself", async () => {
    const { host } = await ownSite()
    const signInLink = /href="([^"]*site-sign-in[^"]*)"/.exec((await onHost(host, "/kontakt")).text)?.[1]?.replaceAll("&amp;", "&")
    const link = new URL(signInLink!)
    expect(link.searchParams.get("site")).toBe(host)
    expect(link.searchParams.get("back")).toBe("/kontakt")
    const page = await onHost(new URL(server.baseUrl).host, link.pathname + link.search)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`<script type="module" src="/api/v1/web-pages/site-sign-in.js">`)
    const script = await onHost(new URL(server.baseUrl).host, "/api/v1/web-pages/site-sign-in.js")
    expect(script.headers["content-type"]).toContain("javascript")
    expect(script.text).toContain("/api/v1/account/refresh")
  })
})
