import { imageForm, pngPart } from "./imageUpload"
import { everyone, facilityRunners, signedIn, supportOnly, type Case, type MatrixWorld } from "./matrixWorld"

/** The first template: what every site made here uses. */
const firstTemplate = async (world: MatrixWorld) => {
  const [template] = await world.server.query<{ id: number }>("select min(id) as id from page_templates")
  return template!.id
}

/**
 * A site of this facility with two subpages, made in the database for one attempt (under a name
 * of its own: a name is never freed).
 */
const site = async (world: MatrixWorld) => {
  const name = `matrix-${crypto.randomUUID().slice(0, 8)}`
  const [domain] = await world.server.query<{ id: number }>("insert into web_page_domains (name) values ($1) returning id", [name])
  const [created] = await world.server.query<{ id: number }>(
    "insert into web_pages (facility_id, template_id, domain_id) values ($1, $2, $3) returning id",
    [world.facilityId, await firstTemplate(world), domain!.id]
  )
  const subpages = await world.server.query<{ id: number }>(
    `insert into subpages (web_page_id, slug, title, type, position)
     values ($1, 'strona-glowna', 'Strona główna', 'main', 0), ($1, 'o-nas', 'O nas', 'about', 1) returning id`,
    [created!.id]
  )
  return { site: created!.id, name, first: subpages[0]!.id, second: subpages[1]!.id }
}

/** A hidden template no site uses, for support to change or remove. */
const spareTemplate = async (world: MatrixWorld) => {
  const [template] = await world.server.query<{ id: number }>(
    "insert into page_templates (key, name, is_visible) values ('rainbow', 'Zapasowy', false) returning id"
  )
  return { template: template!.id }
}

const sites = (world: MatrixWorld) => `/api/v1/web-pages/${world.facilityId}`
const oneSite = (world: MatrixWorld, prepared: Record<string, unknown>) => `${sites(world)}/web-page/${String(prepared.site)}`
const subpages = (world: MatrixWorld, prepared: Record<string, unknown>) => `${oneSite(world, prepared)}/subpages`

/**
 * Facility websites (management 2.6, 6; issue 17): those who run the facility — its owner, support
 * — build them; its moderator teacher writes news, not the site. Everyone finds a site by its host
 * and reads the visible templates; support alone edits the templates.
 */
export const webPageCases: Readonly<Record<string, Case>> = {
  "webPages.byDomain": {
    method: "POST",
    prepare: site,
    path: () => "/api/v1/web-pages/web-page/by-domain",
    body: (_world, { prepared }) => ({ domain: `${String(prepared.name)}.localhost:3000` }),
    expected: everyone(200)
  },
  "webPages.siteSignIn": {
    method: "POST",
    prepare: site,
    path: () => "/api/v1/web-pages/site-sign-in",
    body: (_world, { prepared }) => ({ site: `${String(prepared.name)}.localhost:3000`, back: "/aktualnosci" }),
    expected: signedIn(200)
  },
  "webPages.publicSite": { method: "GET", prepare: site, path: (world) => `${sites(world)}/public-site`, expected: everyone(200) },
  "webPages.list": { method: "GET", path: sites, expected: facilityRunners(200) },
  "webPages.create": {
    method: "POST",
    // Within the facility's package: its earlier sites are deleted before each attempt.
    prepare: async (world) => {
      await world.server.query("update web_pages set deleted_at = now() where facility_id = $1", [world.facilityId])
      return { template: await firstTemplate(world) }
    },
    path: sites,
    body: (_world, { prepared, attempt }) => ({ template_id: prepared.template, name: `matrix-new-${attempt}-${crypto.randomUUID().slice(0, 8)}` }),
    expected: facilityRunners(201)
  },
  "webPages.one": { method: "GET", prepare: site, path: (world, { prepared }) => oneSite(world, prepared), expected: facilityRunners(200) },
  "webPages.update": {
    method: "PATCH",
    prepare: site,
    path: (world, { prepared }) => oneSite(world, prepared),
    body: () => ({ visible: false }),
    expected: facilityRunners(200)
  },
  "webPages.remove": {
    method: "DELETE",
    prepare: site,
    path: (world, { prepared }) => oneSite(world, prepared),
    expected: facilityRunners(204)
  },
  "webPages.addSubpage": {
    method: "POST",
    prepare: site,
    path: (world, { prepared }) => subpages(world, prepared),
    body: () => ({ title: "Zajęcia dodatkowe", sections: [{ type: "rich_text", rich_text: "<p>Rytmika</p>" }], type: "custom" }),
    expected: facilityRunners(200)
  },
  "webPages.updateSubpage": {
    method: "PATCH",
    prepare: site,
    path: (world, { prepared }) => `${subpages(world, prepared)}/${String(prepared.second)}`,
    body: (_world, { prepared }) => ({ parent: String(prepared.first) }),
    expected: facilityRunners(200)
  },
  "webPages.removeSubpage": {
    method: "DELETE",
    prepare: site,
    path: (world, { prepared }) => `${subpages(world, prepared)}/${String(prepared.second)}`,
    expected: facilityRunners(200)
  },
  "webPages.sortSubpages": {
    method: "POST",
    prepare: site,
    path: (world, { prepared }) => `${oneSite(world, prepared)}/sort-subpages`,
    body: (_world, { prepared }) => ({ order: [{ id: prepared.second, parent: "" }, { id: prepared.first, parent: "" }] }),
    expected: facilityRunners(200)
  },
  "pageTemplates.list": { method: "GET", path: () => "/api/v1/page-templates", expected: everyone(200) },
  "pageTemplates.create": {
    method: "POST",
    path: () => "/api/v1/page-templates",
    body: () => ({ key: "space", name: "Kosmos nocą", description: "", image: "/themes/space/preview.webp", is_visible: false }),
    expected: supportOnly(201)
  },
  "pageTemplates.uploadImage": { method: "POST", prepare: pngPart, path: () => "/api/v1/page-templates/images", form: imageForm, expected: supportOnly(200) },
  "pageTemplates.update": {
    method: "PATCH",
    prepare: spareTemplate,
    path: (_world, { prepared }) => `/api/v1/page-templates/${String(prepared.template)}`,
    body: () => ({ name: "Tęcza zapasowa" }),
    expected: supportOnly(200)
  },
  "pageTemplates.remove": {
    method: "DELETE",
    prepare: spareTemplate,
    path: (_world, { prepared }) => `/api/v1/page-templates/${String(prepared.template)}`,
    expected: supportOnly(204)
  }
}
