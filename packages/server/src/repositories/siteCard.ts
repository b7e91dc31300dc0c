import type { Facility, SiteHost, Tag, WebPage } from "@pociecha/core"
import type { SqlClient } from "effect/sql"
import { facilityJoins, profileColumns } from "./facilityColumns"
import { publicFacility } from "./facilityRepository"
import { servedStatement } from "./webPageStatements"

/** What every page of a facility site shows of its card, read at once (WebPageRepository.servedCard). */
export interface SiteCard {
  readonly webPage: WebPage
  readonly facility: Facility
  readonly contact: { readonly phone: string | null; readonly email: string | null }
  /** The tags of the facility's specialization ids: enough for core's isPreschool. */
  readonly specializationTags: ReadonlyArray<Pick<Tag, "id" | "key" | "type">>
}

type CardRow = Omit<Facility, "employees" | "gallery"> & {
  readonly web_page: WebPage
  readonly employees: Facility["employees"]
  readonly gallery: Facility["gallery"]
  readonly contact_phone: string | null
  readonly contact_email: string | null
  readonly specialization_tags: SiteCard["specializationTags"]
}

/**
 * The site served on a host with its facility's public profile (staff and gallery in their
 * order), contact and specialization tags, in one statement: the same rows the site, profile,
 * contact and tag reads answer, in one round trip instead of six. Each part is found by an index
 * (the domain's unique name or custom host, the site's unique domain, the primary keys, staff and
 * photos by facility). No row when the host has no site the public sees.
 */
export const siteCardStatement = (sql: SqlClient.SqlClient, host: SiteHost) =>
  sql<CardRow>`
    select ${sql.literal(profileColumns)}, to_json(site) as web_page,
      f.phone as contact_phone, f.email as contact_email,
      coalesce((select json_agg(json_build_object('id', e.id, 'photo', e.photo, 'name', e.name, 'position', e.position)
          order by e.sort_order, e.id)
        from facility_employees e where e.facility_id = f.id), '[]') as employees,
      coalesce((select json_agg(json_build_object('id', p.id, 'url', p.url, 'thumb_url', coalesce(p.thumb_url, p.url), 'order', p.sort_order)
          order by p.sort_order, p.id)
        from facility_photos p where p.facility_id = f.id), '[]') as gallery,
      coalesce((select json_agg(json_build_object('id', g.id::text, 'key', g.key, 'type', g.type))
        from tags g where g.id = any(f.specialization)), '[]') as specialization_tags
    from (${servedStatement(sql, host)}) site
      join facilities f on f.id = site.facility_id ${sql.literal(facilityJoins)}
    where ${sql.literal(publicFacility)}`

/** {@link siteCardStatement}'s row as the page uses it. */
export const cardOf = (row: CardRow): SiteCard => {
  const { web_page, contact_phone, contact_email, specialization_tags, ...facility } = row
  return { webPage: web_page, facility, contact: { phone: contact_phone, email: contact_email }, specializationTags: specialization_tags }
}
