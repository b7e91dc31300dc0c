import { describe, expect, it } from "vitest"
import { facilitySites } from "./support/facilitySites"
import { manySignups, serverForTests } from "./support/testServer"
import { until } from "./support/until"

// A facility's website on a domain of its own (management 2.1; issue 17): a host that is not
// under SITE_DOMAIN is looked up among the custom hosts mapped to the sites' domains
// (web_page_domains.custom_host), and serves that facility's site — pages, news and sign-in —
// as its subdomain does.

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const { staffed, onHost, port, ownSite, publish, signedInOn } = facilitySites(() => server)

/** A host name no other test took, as the facility's own domain. */
const newCustomHost = () => `przedszkole-${crypto.randomUUID().slice(0, 8)}.example`

/** Maps the custom host to the site's domain, as support does for a facility that brings its own. */
const mapCustomHost = (siteId: number, customHost: string | null) =>
  server.query("update web_page_domains set custom_host = $2 where id = (select domain_id from web_pages where id = $1)", [siteId, customHost])

describe("a facility's website on a custom domain", () => {
  it("serves the facility mapped to it, with its canonical URLs on that domain, and nothing on a domain mapped to none", async () => {
    const { site, name } = await ownSite()
    const customHost = newCustomHost()
    await mapCustomHost(site.id, customHost)
    const host = `${customHost}:${port()}`

    const page = await onHost(host, "/")
    expect(page.status).toBe(200)
    expect(page.text).toContain(name.replace(/&/g, "&amp;").replace(/"/g, "&quot;"))
    expect(page.text).toContain(`<link rel="canonical" href="http://${host}/"`)
    const contact = await onHost(host, "/kontakt")
    expect(contact.status).toBe(200)
    expect(contact.text).toContain(`href="http://${host}/kontakt"`)

    const unmapped = await onHost(`${newCustomHost()}:${port()}`, "/")
    expect(unmapped.status).toBe(404)
    expect(unmapped.text).toContain("nie istnieje")
  })

  it("shows its news, signs a member in on that domain, and stops serving it once the mapping goes", async () => {
    const { facility, owner, site } = await ownSite()
    const customHost = newCustomHost()
    await mapCustomHost(site.id, customHost)
    const host = `${customHost}:${port()}`
    await publish(owner, facility.id, "Dzień otwarty", "public")
    await publish(owner, facility.id, "Zebranie rodziców grupy Motylki", "private")

    const guest = await onHost(host, "/aktualnosci")
    expect(guest.text).toContain("Dzień otwarty")
    expect(guest.text).not.toContain("Zebranie rodziców grupy Motylki")
    const cookie = await signedInOn(await staffed.parent(facility.id), host)
    expect((await onHost(host, "/aktualnosci", { cookie })).text).toContain("Zebranie rodziców grupy Motylki")

    await mapCustomHost(site.id, null)
    await until("the unmapped domain to serve no site", async () => (await onHost(host, "/aktualnosci")).status === 404)
  })
})
