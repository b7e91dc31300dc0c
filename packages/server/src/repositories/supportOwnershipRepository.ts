import { makePage, OWNERSHIP_PAGE_SIZE, type FacilityOwnership, type Page } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { repository } from "../db/sqlDefects"
import { epochMs } from "./opinionRows"

/** What narrows the view: a facility id, an account's address, or words of a facility's name. */
export type OwnershipSearch =
  | { readonly _tag: "all" }
  | { readonly _tag: "facility"; readonly id: number }
  | { readonly _tag: "email"; readonly email: string }
  | { readonly _tag: "name"; readonly words: string }

const makeSupportOwnershipRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  // A runner: an accepted OWNER or ADMIN, or an accepted teacher with a moderation permission
  // (facility_members_runners); a waiting claim (shadow_facilities_pending_claims).
  const runner = sql`m.status = 'accepted' and (m.role in ('OWNER', 'ADMIN') or (m.role = 'teacher' and cardinality(m.permissions) > 0))`
  const shown = sql`(
    select m.facility_id from facility_members m where ${runner}
    union
    select s.facility_id from shadow_facilities s where s.status = 'pending' and s.kind = 'claim')`

  const narrowed = (search: OwnershipSearch) => {
    switch (search._tag) {
      case "all":
        return sql``
      case "facility":
        return sql`and f.id = ${search.id}`
      case "email":
        return sql`and f.id in (
          select m.facility_id from facility_members m join accounts a on a.id = m.account_id where a.email = ${search.email} and ${runner}
          union
          select s.facility_id from shadow_facilities s join accounts a on a.id = s.account_id
          where a.email = ${search.email} and s.status = 'pending' and s.kind = 'claim')`
      case "name":
        // facilities_name_trgm: a part of the name, whatever the case.
        return sql`and lower(f.name) like ${`%${search.words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    }
  }

  /** One page of facilities and who runs them, by name (facilities' primary key per id). */
  const page = (search: OwnershipSearch, pageNumber: number): Effect.Effect<Page<FacilityOwnership>, SqlError> =>
    Effect.map(
      Effect.all([
        sql<FacilityOwnership>`
          select f.id as facility_id, f.name as facility_name,
            (select json_build_object('id', a.id, 'email', a.email) from facility_members m join accounts a on a.id = m.account_id
              where m.facility_id = f.id and m.role = 'OWNER' and m.status = 'accepted' limit 1) as owner,
            coalesce((select json_agg(json_build_object('id', a.id, 'email', a.email, 'role', m.role, 'permissions', m.permissions)
                order by m.role, a.email)
              from facility_members m join accounts a on a.id = m.account_id
              where m.facility_id = f.id and m.role <> 'OWNER' and ${runner}), '[]') as moderators,
            coalesce((select json_agg(json_build_object('id', s.id, 'email', a.email, 'sent', ${sql.literal(epochMs("s.created_at"))})
                order by s.created_at)
              from shadow_facilities s join accounts a on a.id = s.account_id
              where s.facility_id = f.id and s.status = 'pending' and s.kind = 'claim'), '[]') as pending_claims
          from facilities f
          where f.id in ${shown} ${narrowed(search)}
          order by f.name, f.id
          limit ${OWNERSHIP_PAGE_SIZE} offset ${OWNERSHIP_PAGE_SIZE * (pageNumber - 1)}`,
        sql<{ total: number }>`select count(*)::int as total from facilities f where f.id in ${shown} ${narrowed(search)}`
      ]),
      ([rows, [count]]) => makePage(rows, { page: pageNumber, limit: OWNERSHIP_PAGE_SIZE, total: count?.total ?? 0 })
    )

  return repository({ page })
})

/** Support's view of who owns and moderates which facility (issue 18). */
export class SupportOwnershipRepository extends Context.Service<
  SupportOwnershipRepository,
  Effect.Success<typeof makeSupportOwnershipRepository>
>()("@pociecha/server/SupportOwnershipRepository") {
  static readonly layer = Layer.effect(SupportOwnershipRepository, makeSupportOwnershipRepository)
}
