import type { WebPage } from "@pociecha/core"
import { Context, Duration, Effect, Layer, Queue } from "effect"
import { describe, expect, it } from "vitest"
import { SqlClient } from "effect/sql"
import { databaseLayer } from "../src/db/database"
import { DatabaseNotifications } from "../src/db/notifications"
import { prepareDatabase } from "../src/db/prepare"
import { errorOf } from "./support/http"
import { opinionWorld, type Person } from "./support/opinions"
import { servedPglite } from "./support/seededDatabase"
import { staffedFacilities } from "./support/staffedFacility"
import { manySignups, serverForTests } from "./support/testServer"

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const world = opinionWorld(() => server)
const support = world.demoForTests("support")
const staffed = staffedFacilities(() => server, world)
const { call } = world

/** A site as the builder's calls answer it (core's WebPage). */
type Site = WebPage

const sites = (facilityId: number) => `/api/v1/web-pages/${facilityId}`
const siteUrl = (facilityId: number, id: number) => `${sites(facilityId)}/web-page/${id}`
const subpagesUrl = (facilityId: number, id: number) => `${siteUrl(facilityId, id)}/subpages`

/** A name no site of this run has taken (names are never freed). */
const freshName = (stem = "tecza") => `${stem}-${crypto.randomUUID().slice(0, 8)}`

const templates = async (): Promise<ReadonlyArray<{ id: number; key: string }>> => (await call("GET", "/api/v1/page-templates")).body
const firstTemplate = async () => (await templates())[0]!.id

const create = async (person: Person, facilityId: number, name: string, templateId?: number) =>
  call("POST", sites(facilityId), { token: person.jwt, body: { template_id: templateId ?? (await firstTemplate()), name } })
const created = async (person: Person, facilityId: number, name = freshName()): Promise<Site> => {
  const response = await create(person, facilityId, name)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}
/** A premium facility with its owner and a new site. */
const ownSite = async () => {
  const { facility, owner } = await staffed.ownedFacility()
  return { facility, owner, site: await created(owner, facility.id) }
}
/** The field messages of a 400. */
const refusal = (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.status, JSON.stringify(response.body)).toBe(400)
  return errorOf(response).data.error.schema
}
const byDomain = (domain: string) => call("POST", "/api/v1/web-pages/web-page/by-domain", { body: { domain } })

describe("a facility's website is created", () => {
  it("from a template and a name: the name lowercased is its subdomain, and it starts with a subpage per part of the card", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    const name = freshName("Tecza")
    const site = await created(owner, facility.id, name)
    expect(site).toMatchObject({
      facility_id: facility.id,
      template_id: await firstTemplate(),
      template_key: "crayons",
      name: name.toLowerCase(),
      domain: { subdomain_name: name.toLowerCase() },
      visible: true,
      active: true,
      created_at: expect.any(Number)
    })
    expect(site.domain_id).toBe(site.domain.id)
    expect(site.subpages.map(({ type, title, slug, parent }) => [type, title, slug, parent])).toEqual([
      ["main", "Strona główna", "strona-glowna", ""],
      ["about", "O nas", "o-nas", ""],
      ["gallery", "Galeria", "galeria", ""],
      ["staff", "Kadra", "kadra", ""],
      ["day_plan", "Plan dnia", "plan-dnia", ""],
      ["recruitment", "Rekrutacja", "rekrutacja", ""],
      ["news", "Aktualności", "aktualnosci", ""],
      ["contact", "Kontakt", "kontakt", ""]
    ])
    expect(site.subpages.every((subpage) => subpage.sections.length === 0 && subpage.visible && subpage.in_menu)).toBe(true)
  })

  it("refuses a name with the spec's special characters or that is no DNS label, under `name`", async () => {
    const { facility, owner } = await staffed.ownedFacility()
    for (const bad of ["te.cza", "te/cza", "tecza!", "tęcza", "moja tecza", "-tecza", "a".repeat(64), ""]) {
      expect(refusal(await create(owner, facility.id, bad)), bad).toEqual({ name: ["WEBSITE_NAME_INVALID"] })
    }
    expect(refusal(await create(owner, facility.id, "www"))).toEqual({ name: ["WEBSITE_NAME_TAKEN"] })
    expect(refusal(await create(owner, facility.id, freshName(), 999_999))).toEqual({ template_id: ["FIELD_INVALID"] })
    expect((await call("GET", sites(facility.id), { token: owner.jwt })).body).toEqual([])
  })

  it("refuses a name another site holds, in any letter case, with a field error", async () => {
    const { site } = await ownSite()
    const { facility, owner } = await staffed.ownedFacility()
    const taken = await create(owner, facility.id, site.name.toUpperCase())
    expect(errorOf(taken).data.error).toMatchObject({ type: "error/bad-request", schema: { name: ["WEBSITE_NAME_TAKEN"] } })
  })

  it("as often as the facility's package allows: none when free, one when registered or premium; support is bound by none", async () => {
    const free = await staffed.ownedFacility("unknown")
    const refused = await create(free.owner, free.facility.id, freshName())
    expect(refused.status).toBe(403)
    expect(errorOf(refused).data.error).toMatchObject({ type: "error/action-limit-met", msg: "ERROR_ACTION_LIMIT_MET" })

    for (const status of ["registered", "premium"] as const) {
      const { facility, owner } = await staffed.ownedFacility(status)
      await created(owner, facility.id)
      expect(errorOf(await create(owner, facility.id, freshName())).data.error.msg, status).toBe("ERROR_ACTION_LIMIT_MET")
      await created(support, facility.id)
      expect((await call("GET", sites(facility.id), { token: owner.jwt })).body).toHaveLength(2)
    }
    await created(support, free.facility.id)
  })

  it("within the limit support sets in the limits table", async () => {
    const free = await staffed.ownedFacility("unknown")
    await server.query("update user_limits set value_free = 1 where key = 'web_pages'")
    try {
      await created(free.owner, free.facility.id)
    } finally {
      await server.query("update user_limits set value_free = 0 where key = 'web_pages'")
    }
  })
})

describe("a facility's website in the builder", () => {
  it("is read and changed by its owner and admins; the name stays as created", async () => {
    const { facility, owner, site } = await ownSite()
    const admin = await world.newParent()
    await staffed.member(admin, facility.id, "ADMIN")
    expect((await call("GET", sites(facility.id), { token: admin.jwt })).body).toEqual([site])
    expect((await call("GET", siteUrl(facility.id, site.id), { token: owner.jwt })).body).toEqual(site)

    const space = (await templates()).find((template) => template.key === "space")!
    const patched = await call("PATCH", siteUrl(facility.id, site.id), {
      token: admin.jwt,
      body: { template_id: space.id, visible: false, active: false, name: "inna-nazwa" }
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ template_id: space.id, template_key: "space", visible: false, active: false, name: site.name })
    expect(refusal(await call("PATCH", siteUrl(facility.id, site.id), { token: owner.jwt, body: { template_id: 999_999 } })))
      .toEqual({ template_id: ["FIELD_INVALID"] })
  })

  it("is refused to the facility's teachers, even a moderator, and answers 404 for a site that is not the facility's", async () => {
    const { facility, site } = await ownSite()
    const moderator = await staffed.teacher(facility.id, true)
    expect((await call("GET", siteUrl(facility.id, site.id), { token: moderator.jwt })).status).toBe(403)
    expect((await call("PATCH", siteUrl(facility.id, site.id), { token: moderator.jwt, body: { visible: false } })).status).toBe(403)

    const other = await staffed.ownedFacility()
    const notHers = await call("GET", siteUrl(other.facility.id, site.id), { token: other.owner.jwt })
    expect(notHers.status).toBe(404)
    expect(errorOf(notHers).data.error).toEqual({ type: "error/web-page-not-found", msg: "ERROR_WEB_PAGE_NOT_FOUND" })
    expect((await call("GET", sites(2_000_000_000), { token: support.jwt })).status).toBe(404)
  })

  it("is deleted softly: gone from the builder and the public, its name still taken", async () => {
    const { facility, owner, site } = await ownSite()
    expect((await byDomain(`${site.name}.localhost`)).status).toBe(200)
    expect((await call("DELETE", siteUrl(facility.id, site.id), { token: owner.jwt })).status).toBe(204)
    expect((await call("GET", siteUrl(facility.id, site.id), { token: owner.jwt })).status).toBe(404)
    expect((await call("DELETE", siteUrl(facility.id, site.id), { token: owner.jwt })).status).toBe(404)
    expect((await call("GET", sites(facility.id), { token: owner.jwt })).body).toEqual([])
    expect(errorOf(await byDomain(`${site.name}.localhost`)).data.error.type).toBe("error/web-page-not-found")
    // The package's one site is free again, but not the name.
    expect(refusal(await create(owner, facility.id, site.name))).toEqual({ name: ["WEBSITE_NAME_TAKEN"] })
    await created(owner, facility.id)
  })
})

describe("a website's subpages", () => {
  const add = (person: Person, facilityId: number, siteId: number, body: Record<string, unknown>) =>
    call("POST", subpagesUrl(facilityId, siteId), { token: person.jwt, body: { sections: [], type: "custom", ...body } })
  const added = async (person: Person, facilityId: number, siteId: number, body: Record<string, unknown>) => {
    const response = await add(person, facilityId, siteId, body)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return response.body as Site
  }
  const subpage = (site: Site, slug: string) => site.subpages.find((entry) => entry.slug === slug)!

  it("are added as custom pages with sanitised sections and a free slug, nested through parent, and edited", async () => {
    const { facility, owner, site } = await ownSite()
    const withPage = await added(owner, facility.id, site.id, {
      title: " O nas ",
      sections: [{ type: "rich_text", rich_text: `<p onclick="alert(1)">Witamy<script>alert(2)</script></p>` }]
    })
    const page = subpage(withPage, "o-nas-2")
    expect(page).toMatchObject({ title: "O nas", type: "custom", parent: "", sections: [{ type: "rich_text", rich_text: "<p>Witamy</p>" }] })
    expect(withPage.subpages.at(-1)!.id).toBe(page.id)

    const nested = await added(owner, facility.id, site.id, { title: "Grupa Misie", parent: String(page.id) })
    expect(subpage(nested, "grupa-misie").parent).toBe(String(page.id))
    // Only a custom subpage is added: the card's parts come with the site.
    expect((await add(owner, facility.id, site.id, { title: "X", type: "main" })).status).toBe(400)
    expect(refusal(await add(owner, facility.id, site.id, { title: "X", parent: "999999" }))).toEqual({ parent: ["FIELD_INVALID"] })
    expect(refusal(await add(owner, facility.id, site.id, { title: "   " }))).toEqual({ title: ["FIELD_REQUIRED"] })

    const edited = await call("PATCH", `${subpagesUrl(facility.id, site.id)}/${page.id}`, {
      token: owner.jwt,
      body: { title: "Kim jesteśmy", description_title: "Poznajmy się", visible: false, in_menu: false }
    })
    expect(edited.status).toBe(200)
    // The slug stays: links to the page keep working.
    expect(subpage(edited.body, "o-nas-2")).toMatchObject({ title: "Kim jesteśmy", description_title: "Poznajmy się", visible: false, in_menu: false })
    expect((await call("PATCH", `${subpagesUrl(facility.id, site.id)}/999999`, { token: owner.jwt, body: { title: "Y" } })).status).toBe(404)
  })

  it("refuse a parent that would make a cycle, the subpage itself, or a subpage of another site", async () => {
    const { facility, owner, site } = await ownSite()
    const top = subpage(site, "o-nas")
    const child = subpage(await added(owner, facility.id, site.id, { title: "Dziecko", parent: String(top.id) }), "dziecko")
    const grandchild = subpage(await added(owner, facility.id, site.id, { title: "Wnuk", parent: String(child.id) }), "wnuk")
    const move = (id: number, parent: string) =>
      call("PATCH", `${subpagesUrl(facility.id, site.id)}/${id}`, { token: owner.jwt, body: { parent } })
    expect(refusal(await move(top.id, String(grandchild.id)))).toEqual({ parent: ["FIELD_INVALID"] })
    expect(refusal(await move(top.id, String(top.id)))).toEqual({ parent: ["FIELD_INVALID"] })
    const elsewhere = await ownSite()
    expect(refusal(await move(top.id, String(elsewhere.site.subpages[0]!.id)))).toEqual({ parent: ["FIELD_INVALID"] })

    const moved = await move(grandchild.id, "")
    expect(moved.status).toBe(200)
    expect(subpage(moved.body, "wnuk").parent).toBe("")
  })

  it("are deleted with their children made roots, but never the last one", async () => {
    const { facility, owner, site } = await ownSite()
    const top = subpage(site, "o-nas")
    const child = subpage(await added(owner, facility.id, site.id, { title: "Dziecko", parent: String(top.id) }), "dziecko")
    const removed = await call("DELETE", `${subpagesUrl(facility.id, site.id)}/${top.id}`, { token: owner.jwt })
    expect(removed.status).toBe(200)
    expect(removed.body.subpages.map((entry: { id: number }) => entry.id)).not.toContain(top.id)
    expect(subpage(removed.body, "dziecko")).toMatchObject({ id: child.id, parent: "" })

    let rest: Site = removed.body
    while (rest.subpages.length > 1) {
      const response = await call("DELETE", `${subpagesUrl(facility.id, site.id)}/${rest.subpages[0]!.id}`, { token: owner.jwt })
      expect(response.status).toBe(200)
      rest = response.body
    }
    const last = await call("DELETE", `${subpagesUrl(facility.id, site.id)}/${rest.subpages[0]!.id}`, { token: owner.jwt })
    expect(errorOf(last).data.error).toMatchObject({ type: "error/bad-request", schema: { id: ["WEBSITE_LAST_SUBPAGE"] } })
    expect((await call("GET", siteUrl(facility.id, site.id), { token: owner.jwt })).body.subpages).toHaveLength(1)
  })

  it("are ordered and nested at once by a sort naming every one, refused with a cycle, a gap or a stranger", async () => {
    const { facility, owner, site } = await ownSite()
    const ids = site.subpages.map((entry) => entry.id)
    const [main, about, ...others] = ids as [number, number, ...Array<number>]
    const sort = (order: ReadonlyArray<{ id: number; parent: string }>) =>
      call("POST", `${siteUrl(facility.id, site.id)}/sort-subpages`, { token: owner.jwt, body: { order } })

    const order = [{ id: about, parent: "" }, { id: main, parent: String(about) }, ...others.reverse().map((id) => ({ id, parent: "" }))]
    const sorted = await sort(order)
    expect(sorted.status).toBe(200)
    expect(sorted.body.subpages.map((entry: { id: number; parent: string }) => ({ id: entry.id, parent: entry.parent }))).toEqual(order)

    const roots = ids.map((id) => ({ id, parent: "" }))
    expect(refusal(await sort(roots.slice(1)))).toEqual({ order: ["FIELD_INVALID"] })
    expect(refusal(await sort([...roots.slice(1), roots[1]!]))).toEqual({ order: ["FIELD_INVALID"] })
    const stranger = (await ownSite()).site.subpages[0]!.id
    expect(refusal(await sort([...roots.slice(1), { id: stranger, parent: "" }]))).toEqual({ order: ["FIELD_INVALID"] })
    expect(refusal(await sort([{ id: main, parent: String(about) }, { id: about, parent: String(main) }, ...roots.slice(2)])))
      .toEqual({ order: ["FIELD_INVALID"] })
    expect(refusal(await sort([{ id: main, parent: "999999" }, ...roots.slice(1)]))).toEqual({ order: ["FIELD_INVALID"] })
    // Nothing of the refused sorts was kept.
    expect((await call("GET", siteUrl(facility.id, site.id), { token: owner.jwt })).body.subpages).toEqual(sorted.body.subpages)
  })
})

describe("the public site's lookup by host", () => {
  it("finds a visible, active site by {name}.{SITE_DOMAIN} whatever the port and case, or by its custom host", async () => {
    const { site } = await ownSite()
    const found = await byDomain(`${site.name.toUpperCase()}.localhost:3000`)
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ id: site.id, domain: { subdomain_name: site.name } })

    const host = `www.${site.name}.example.pl`
    await server.query("update web_page_domains set custom_host = $1 where id = $2", [host, site.domain.id])
    expect((await byDomain(`${host}:443`)).body).toMatchObject({ id: site.id })
    expect((await byDomain(`${site.name}.example.pl`)).status).toBe(404)
  })

  it("answers error/web-page-not-found for an unknown host, and for a hidden or inactive site", async () => {
    const { facility, owner, site } = await ownSite()
    const unknown = await byDomain(`${freshName("nikt")}.localhost`)
    expect(unknown.status).toBe(404)
    expect(errorOf(unknown).data.error).toEqual({ type: "error/web-page-not-found", msg: "ERROR_WEB_PAGE_NOT_FOUND" })
    for (const change of [{ visible: false }, { active: false }]) {
      await call("PATCH", siteUrl(facility.id, site.id), { token: owner.jwt, body: { visible: true, active: true, ...change } })
      expect((await byDomain(`${site.name}.localhost`)).status, JSON.stringify(change)).toBe(404)
    }
    await call("PATCH", siteUrl(facility.id, site.id), { token: owner.jwt, body: { visible: true, active: true } })
    expect((await byDomain(`${site.name}.localhost`)).status).toBe(200)
  })

  it("gives the portal's profile the name of the site it shows, to anyone; none for a hidden or deleted site", async () => {
    const { facility, owner, site } = await ownSite()
    const publicSite = () => call("GET", `${sites(facility.id)}/public-site`)
    expect(await publicSite()).toMatchObject({ status: 200, body: { subdomain_name: site.name } })
    await call("PATCH", siteUrl(facility.id, site.id), { token: owner.jwt, body: { visible: false } })
    expect(errorOf(await publicSite()).data.error.type).toBe("error/web-page-not-found")
    await call("PATCH", siteUrl(facility.id, site.id), { token: owner.jwt, body: { visible: true } })
    expect((await publicSite()).status).toBe(200)
    await call("DELETE", siteUrl(facility.id, site.id), { token: owner.jwt })
    expect((await publicSite()).status).toBe(404)
  })
})

describe("the page templates", () => {
  it("are the nine themes, each with its preview; support hides one and the builder no longer offers it", async () => {
    const seeded = await templates()
    expect(seeded.map((template) => template.key)).toEqual([
      "crayons", "kindergarden", "meadow", "space", "music_notes", "bears", "puzzles", "rainbow", "magic_theatre"
    ])
    expect(seeded[0]).toMatchObject({ name: "Kredki", image: "/themes/crayons/preview.webp", is_visible: true })

    const made = await call("POST", "/api/v1/page-templates", {
      token: support.jwt,
      body: { key: "bears", name: "Misie zimą", description: "Śnieg i misie", image: "/themes/bears/preview.webp", is_visible: true }
    })
    expect(made.status).toBe(201)
    expect((await templates()).map((template) => template.id)).toContain(made.body.id)
    const hidden = await call("PATCH", `/api/v1/page-templates/${made.body.id}`, { token: support.jwt, body: { is_visible: false } })
    expect(hidden.body).toMatchObject({ id: made.body.id, is_visible: false })
    expect((await templates()).map((template) => template.id)).not.toContain(made.body.id)
    const { facility, owner } = await staffed.ownedFacility()
    expect(refusal(await create(owner, facility.id, freshName(), made.body.id))).toEqual({ template_id: ["FIELD_INVALID"] })
    expect((await call("DELETE", `/api/v1/page-templates/${made.body.id}`, { token: support.jwt })).status).toBe(204)
  })

  it("are not removed while a site uses one", async () => {
    const { site } = await ownSite()
    const response = await call("DELETE", `/api/v1/page-templates/${site.template_id}`, { token: support.jwt })
    expect(response.status).toBe(400)
    expect(await templates()).toContainEqual(expect.objectContaining({ id: site.template_id }))
  })
})

describe("the site cache's notifications", () => {
  /**
   * On a database of its own, served as a PostgreSQL server is (the test server's embedded one
   * keeps its notifications to itself): the rows are written with SQL, as any instance would.
   */
  it("announce a change of a site, its subpages or its domain on web_page_changed, with the facility's id", async () => {
    const heard = await Effect.runPromise(Effect.scoped(Effect.gen(function*() {
      const { target } = yield* servedPglite()
      const database = yield* Layer.build(databaseLayer(target))
      yield* prepareDatabase({ seedFacilities: 1, seedDemoData: true }).pipe(Effect.provide(database))
      const sql = Context.get(database, SqlClient.SqlClient)
      const payloads = yield* Context.get(database, DatabaseNotifications).listen("web_page_changed")
      const next = Queue.take(payloads).pipe(Effect.timeoutOrElse({ duration: Duration.seconds(5), orElse: () => Effect.succeed("nothing") }))
      const [facility] = yield* sql<{ id: number }>`select min(id) as id from facilities`
      const [domain] = yield* sql<{ id: number }>`insert into web_page_domains (name) values ('tecza') returning id`
      const [site] = yield* sql<{ id: number }>`insert into web_pages (facility_id, template_id, domain_id)
        values (${facility!.id}, (select min(id) from page_templates), ${domain!.id}) returning id`
      const created = yield* next
      yield* sql`insert into subpages (web_page_id, slug, title, type) values (${site!.id}, 'o-nas', 'O nas', 'about')`
      const subpage = yield* next
      yield* sql`update web_page_domains set custom_host = 'www.tecza.pl' where id = ${domain!.id}`
      const host = yield* next
      yield* sql`update page_templates set name = 'Kredki kolorowe' where key = 'crayons'`
      return { facility: String(facility!.id), heard: [created, subpage, host, yield* next] }
    })))
    expect(heard.heard).toEqual([heard.facility, heard.facility, heard.facility, "*"])
  })
})
