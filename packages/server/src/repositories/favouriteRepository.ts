import type { FacilitySummary } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { facilityJoins, summaryColumns } from "./facilityColumns"
import { publicFacility } from "./facilityRepository"

/** A heart an account keeps: more would be a list nobody compares. */
export const FAVOURITES_PER_ACCOUNT = 200

const makeFavouriteRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** The account's favourites as tiles, newest first (index favourites_newest); a facility no longer public is left out. */
  const list = (accountId: string) =>
    sql<FacilitySummary>`
      select ${sql.literal(summaryColumns)}
      from favourites fav
      join facilities f on f.id = fav.facility_id ${sql.literal(facilityJoins)}
      where fav.account_id = ${accountId} and ${sql.literal(publicFacility)}
      order by fav.created_at desc, fav.facility_id
      limit ${FAVOURITES_PER_ACCOUNT}`

  /**
   * Hearts a public facility for the account: false when there is no such public facility. A
   * heart given again keeps its place; past the account's limit the oldest heart makes room.
   */
  const add = (accountId: string, facilityId: number) =>
    policyRequire("favourite", "keep")(Effect.gen(function*() {
      const added = yield* sql<{ facility_id: number }>`
        insert into favourites (account_id, facility_id)
        select ${accountId}, f.id from facilities f where f.id = ${facilityId} and ${sql.literal(publicFacility)}
        on conflict (account_id, facility_id) do update set account_id = excluded.account_id
        returning facility_id`
      if (added.length === 0) return false
      yield* sql`
        delete from favourites where account_id = ${accountId} and facility_id in (
          select facility_id from favourites where account_id = ${accountId}
          order by created_at desc, facility_id offset ${FAVOURITES_PER_ACCOUNT})`
      return true
    }))

  /** Takes the heart off; nothing to take off is no error. */
  const remove = (accountId: string, facilityId: number) =>
    policyRequire("favourite", "keep")(sql`delete from favourites where account_id = ${accountId} and facility_id = ${facilityId}`)

  /** Whether the facility is one the directory shows: a heart for any other is 404. */
  const isPublic = (facilityId: number) =>
    Effect.map(sql`select 1 from facilities f where f.id = ${facilityId} and ${sql.literal(publicFacility)}`, (rows) => rows.length > 0)

  return repository({ list, add, remove, isPublic })
})

/** Favourite facilities (issue 20): an account's hearts. */
export class FavouriteRepository extends Context.Service<FavouriteRepository, Effect.Success<typeof makeFavouriteRepository>>()(
  "@pociecha/server/FavouriteRepository"
) {
  static readonly layer = Layer.effect(FavouriteRepository, makeFavouriteRepository)
}
