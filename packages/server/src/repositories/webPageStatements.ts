import type { SiteHost, WebPage } from "@pociecha/core"
import type { SqlClient } from "effect/sql"
import { publicFacility } from "./facilityRepository"
import { epochMs } from "./opinionRows"

/** A site as the builder and the public site read it (alias `w`), with its template's key, its domain and its subpages in order. */
export const webPageSelect = (sql: SqlClient.SqlClient) => sql`
  select w.id, w.facility_id, w.template_id, t.key as template_key, d.name, w.domain_id,
    json_build_object('id', d.id, 'subdomain_name', d.name) as domain, w.visible, w.active,
    ${sql.literal(epochMs("w.created_at"))} as created_at,
    coalesce((select json_agg(json_build_object(
        'id', s.id, 'slug', s.slug, 'title', s.title, 'description_title', s.description_title, 'type', s.type,
        'parent', coalesce(s.parent_id::text, ''), 'position', s.position, 'visible', s.visible, 'in_menu', s.in_menu,
        'sections', s.sections) order by s.position, s.id)
      from subpages s where s.web_page_id = w.id), '[]') as subpages
  from web_pages w join page_templates t on t.id = w.template_id join web_page_domains d on d.id = w.domain_id`

/**
 * The site the public sees on a host: by its subdomain's name, or by a custom host mapped to its
 * domain; only a visible, active site that is not deleted, of a facility the public sees (at most
 * one: a domain has one site). The facility sites read it joined with the card (siteCard.ts).
 */
export const servedStatement = (sql: SqlClient.SqlClient, host: SiteHost) =>
  sql<WebPage>`${webPageSelect(sql)} join facilities f on f.id = w.facility_id
    where ${"name" in host ? sql`d.name = ${host.name}` : sql`d.custom_host = ${host.customHost}`}
      and w.deleted_at is null and w.visible and w.active and ${sql.literal(publicFacility)}`
