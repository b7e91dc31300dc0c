import type { FacilityStatus } from "@pociecha/core"
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { Recipient } from "./facilityRelation"
import { byIdOrSlug, publicFacility } from "./facilityRepository"

/** What the records parents create need to know of their facility. */
export interface FacilityFacts {
  readonly id: number
  readonly name: string
  readonly slug: string | null
  readonly status: FacilityStatus
  /** The facility's public e-mail. */
  readonly email: string | null
}

/**
 * The facility a call names (by id, or by its exact slug). `public` for what parents do —
 * asking, applying, subscribing — which only a facility they can see accepts; `any` for those
 * who run it, who still manage a facility they switched off.
 */
export const facilityFacts = (sql: SqlClient.SqlClient, ref: string | number, scope: "public" | "any") =>
  Effect.map(
    sql<FacilityFacts>`
      select f.id, f.name, f.slug, f.status, f.email from facilities f
      where ${byIdOrSlug(sql, String(ref))} and ${scope === "public" ? sql.literal(publicFacility) : sql.and([])}`,
    (rows) => rows[0] ?? null
  )

/**
 * Everyone who runs a facility (accepted OWNER and ADMIN), for news they must hear whatever their
 * switches say: applications and people asking to join.
 */
export const runnersOf = (sql: SqlClient.SqlClient, facilityId: number) =>
  sql<Recipient>`
    select a.email, a.language, a.name
    from facility_members m join accounts a on a.id = m.account_id
    where m.facility_id = ${facilityId} and m.role in ('OWNER', 'ADMIN') and m.status = 'accepted'
    order by a.email`
