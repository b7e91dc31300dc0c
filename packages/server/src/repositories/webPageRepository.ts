import {
  apiError, type FacilityStatus, type SiteHost, type SubpageSection, type SubpageType, type UserLimit, type WebPage
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { publicFacility } from "./facilityRepository"
import { cardOf, siteCardStatement } from "./siteCard"
import { servedStatement, webPageSelect } from "./webPageStatements"
import { facilityStatusInForce } from "./facilityStatusInForce"


/** A subpage as stored: `parent_id` null for a root. */
export interface SubpageFields {
  readonly slug: string
  readonly title: string
  readonly description_title: string
  readonly type: SubpageType
  readonly parent_id: number | null
  readonly visible: boolean
  readonly in_menu: boolean
  readonly sections: ReadonlyArray<SubpageSection>
}

/** What the tree rules and the slug rule need of a site's subpages. */
export interface SubpageRow {
  readonly id: number
  readonly parent: string
  readonly position: number
  readonly slug: string
}

/** The settings of a site the builder changes. */
export interface WebPageSettings {
  readonly template_id?: number
  readonly visible?: boolean
  readonly active?: boolean
}

/** A subpage's columns as bound: sections as JSON text for the jsonb column. */
const subpageColumns = (fields: Partial<SubpageFields>) => {
  const { sections, ...rest } = fields
  return sections === undefined ? rest : { ...rest, sections: JSON.stringify(sections) }
}

const makeWebPageRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** A facility's sites, oldest first (index web_pages_facility). */
  const ofFacility = (facilityId: number) =>
    sql<WebPage>`${webPageSelect(sql)} where w.facility_id = ${facilityId} and w.deleted_at is null order by w.id`

  /** A site of the facility, not deleted; 404 ERROR_WEB_PAGE_NOT_FOUND when it has none under the id. */
  const findOr404 = (facilityId: number, id: number) =>
    Effect.flatMap(
      sql<WebPage>`${webPageSelect(sql)} where w.id = ${id} and w.facility_id = ${facilityId} and w.deleted_at is null`,
      ([site]) => (site === undefined ? Effect.fail(apiError("ERROR_WEB_PAGE_NOT_FOUND")) : Effect.succeed(site))
    )

  /** The site the public sees on a host ({@link servedStatement}), or null. */
  const served = (host: SiteHost) => Effect.map(servedStatement(sql, host), (rows) => rows[0] ?? null)

  /** The site the public sees on a host with its facility's card, in one statement (siteCard.ts), or null. */
  const servedCard = (host: SiteHost) => Effect.map(siteCardStatement(sql, host), ([row]) => (row === undefined ? null : cardOf(row)))

  /** The name of the site the public sees for a facility the public sees, or null (its profile links to it). */
  const servedName = (facilityId: number) =>
    Effect.map(
      sql<{ readonly subdomain_name: string }>`
        select d.name as subdomain_name from web_pages w
          join web_page_domains d on d.id = w.domain_id join facilities f on f.id = w.facility_id
        where w.facility_id = ${facilityId} and w.deleted_at is null and w.visible and w.active and ${sql.literal(publicFacility)}
        order by w.id limit 1`,
      (rows) => rows[0] ?? null
    )

  /**
   * What decides whether the facility may have one more site: its status, the user limit
   * `web_pages` (null when the table lacks it) and the sites it has. Locks the facility's row, so
   * that inside a transaction two sites created at once count one after the other.
   */
  const budget = (facilityId: number) =>
    Effect.gen(function*() {
      const [facility] = yield* sql<{ status: FacilityStatus }>`select ${sql.literal(facilityStatusInForce("facilities"))} as status from facilities where id = ${facilityId} for update`
      const [limit] = yield* sql<UserLimit>`
        select key, value_free, value_registered, value_premium from user_limits where key = 'web_pages'`
      const [held] = yield* sql<{ count: number }>`
        select count(*)::int as count from web_pages where facility_id = ${facilityId} and deleted_at is null`
      return { status: facility!.status, limit: limit ?? null, count: held!.count }
    })

  /** Whether a template exists and the builder offers it. */
  const isOfferedTemplate = (templateId: number) =>
    Effect.map(sql`select 1 from page_templates where id = ${templateId} and is_visible`, (rows) => rows.length === 1)

  /**
   * A site's subpages as the rules need them, locking the site's row: the subpage writes of one
   * site, inside their transaction, see each other's result.
   */
  const subpageRows = (webPageId: number) =>
    Effect.andThen(
      sql`select 1 from web_pages where id = ${webPageId} for update`,
      sql<SubpageRow>`
        select id, coalesce(parent_id::text, '') as parent, position, slug from subpages
        where web_page_id = ${webPageId} order by position, id`
    )

  const manage = policyRequire("webPage", "manage")

  /**
   * A new site of the facility on the domain `name`, with its first subpages: its id, or null when
   * the name is taken (by any site, deleted ones too: a domain is never freed).
   */
  const create = (
    facilityId: number,
    accountId: string,
    site: { readonly templateId: number; readonly name: string; readonly subpages: ReadonlyArray<SubpageFields> }
  ) =>
    policyRequire("webPage", "create")(Effect.gen(function*() {
      const [domain] = yield* sql<{ id: number }>`
        insert into web_page_domains (name) values (${site.name}) on conflict (name) do nothing returning id`
      if (domain === undefined) return null
      const [created] = yield* sql<{ id: number }>`insert into web_pages ${sql.insert({
        facility_id: facilityId,
        template_id: site.templateId,
        domain_id: domain.id,
        created_by: accountId
      })} returning id`
      const rows = site.subpages.map((subpage, position) => ({ ...subpageColumns(subpage), web_page_id: created!.id, position }))
      if (rows.length > 0) yield* sql`insert into subpages ${sql.insert(rows as [(typeof rows)[number], ...typeof rows])}`
      return created!.id
    }))

  /** Changes a site's settings (at least one). */
  const update = (id: number, settings: WebPageSettings) =>
    manage(Effect.asVoid(sql`update web_pages set ${sql.update(settings as Record<string, unknown>)} where id = ${id}`))

  /** Marks a site deleted: it is gone from the builder and the public, and its domain stays taken. */
  const remove = (id: number) => manage(Effect.asVoid(sql`update web_pages set deleted_at = now() where id = ${id}`))

  /** Adds a subpage after every other: its id. */
  const addSubpage = (webPageId: number, subpage: SubpageFields) =>
    manage(Effect.map(
      sql<{ id: number }>`
        insert into subpages (web_page_id, position, slug, title, description_title, type, parent_id, visible, in_menu, sections)
        select ${webPageId}, coalesce(max(position) + 1, 0), ${subpage.slug}, ${subpage.title}, ${subpage.description_title},
          ${subpage.type}, ${subpage.parent_id}, ${subpage.visible}, ${subpage.in_menu}, ${JSON.stringify(subpage.sections)}::jsonb
        from subpages where web_page_id = ${webPageId}
        returning id`,
      (rows) => rows[0]!.id
    ))

  /** Changes a subpage of the site; a new parent puts it after every other subpage. */
  const updateSubpage = (webPageId: number, id: number, changes: Partial<SubpageFields>) =>
    manage(Effect.gen(function*() {
      const columns = subpageColumns(changes)
      if (Object.keys(columns).length > 0) {
        yield* sql`update subpages set ${sql.update(columns as Record<string, unknown>)} where id = ${id} and web_page_id = ${webPageId}`
      }
      if (changes.parent_id !== undefined) {
        yield* sql`update subpages set position = (select coalesce(max(position) + 1, 0) from subpages where web_page_id = ${webPageId})
          where id = ${id} and web_page_id = ${webPageId}`
      }
    }))

  /** Deletes a subpage of the site; its children become roots (the foreign key sets their parent to null). */
  const removeSubpage = (webPageId: number, id: number) =>
    manage(Effect.asVoid(sql`delete from subpages where id = ${id} and web_page_id = ${webPageId}`))

  /** Puts the site's subpages in this order with these parents (the service checked they are all of the site's, without a cycle). */
  const sortSubpages = (webPageId: number, order: ReadonlyArray<{ readonly id: number; readonly parent: string }>) =>
    manage(Effect.asVoid(sql`
      update subpages s set position = t.ord - 1, parent_id = nullif(t.parent, '')::int
      from unnest(${order.map((entry) => entry.id)}::int[], ${order.map((entry) => entry.parent)}::text[])
        with ordinality as t(id, parent, ord)
      where s.id = t.id and s.web_page_id = ${webPageId}`))

  return repository({
    ofFacility, findOr404, served, servedCard, servedName, budget, isOfferedTemplate, subpageRows,
    create, update, remove, addSubpage, updateSubpage, removeSubpage, sortSubpages
  })
})

/** Facility websites and their subpages (management 2.5, 2.6). */
export class WebPageRepository extends Context.Service<WebPageRepository, Effect.Success<typeof makeWebPageRepository>>()(
  "@pociecha/server/WebPageRepository"
) {
  static readonly layer = Layer.effect(WebPageRepository, makeWebPageRepository)
}
