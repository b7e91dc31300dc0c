import { MAX_SAVED_SEARCHES, type SavedSearch, type SavedSearchPatch, type SavedSearchPayload } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { MATCH_COLUMNS, matchValues } from "../alerts/savedSearchColumns"
import type { UnsubscribeClaim } from "../alerts/unsubscribeToken"
import { inTransaction, repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { epochMs } from "./opinionRows"

const columns = `id, name, query, alert, age_group, ${epochMs("created_at")} as created_at`

const makeSavedSearchRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const written = sql.literal(["name", "query", "alert", "age_group", ...MATCH_COLUMNS].join(", "))
  const values = (search: SavedSearchPayload) =>
    sql`${search.name}, ${JSON.stringify(search.query)}::jsonb, ${search.alert}, ${search.age_group ?? null}::text, ${matchValues(sql, search.query)}`

  /** The account's saved searches, newest first (index saved_searches_account). */
  const list = (accountId: string) =>
    sql<SavedSearch>`select ${sql.literal(columns)} from saved_searches where account_id = ${accountId} order by created_at desc, id desc`

  /**
   * Saves a search; null when the account already keeps MAX_SAVED_SEARCHES. The account's row is
   * locked first, so two saves at once cannot both take the last place.
   */
  const create = (accountId: string, search: SavedSearchPayload) =>
    policyRequire("savedSearch", "keep")(inTransaction(sql, Effect.gen(function*() {
      yield* sql`select 1 from accounts where id = ${accountId} for update`
      const [kept] = yield* sql<{ count: number }>`select count(*)::int as count from saved_searches where account_id = ${accountId}`
      if ((kept?.count ?? 0) >= MAX_SAVED_SEARCHES) return null
      const [row] = yield* sql<SavedSearch>`
        insert into saved_searches (account_id, ${written}) select ${accountId}, ${values(search)}
        returning ${sql.literal(columns)}`
      return row ?? null
    })))

  /** Changes what the patch names of the account's own search; null when it has no such search. */
  const update = (accountId: string, id: number, patch: SavedSearchPatch) =>
    policyRequire("savedSearch", "keep")(inTransaction(sql, Effect.gen(function*() {
      const [current] = yield* sql<SavedSearch>`
        select ${sql.literal(columns)} from saved_searches where id = ${id} and account_id = ${accountId} for update`
      if (current === undefined) return null
      const next: SavedSearchPayload = { ...current, ...patch }
      const [row] = yield* sql<SavedSearch>`
        update saved_searches set (${written}, updated_at) = (select ${values(next)}, now())
        where id = ${id} returning ${sql.literal(columns)}`
      return row ?? null
    })))

  /** Deletes the account's own search: false when it has no such search. */
  const remove = (accountId: string, id: number) =>
    policyRequire("savedSearch", "keep")(
      Effect.map(sql`delete from saved_searches where id = ${id} and account_id = ${accountId} returning id`, (rows) => rows.length > 0)
    )

  /** Turns off the alerts an unsubscribe link names, of its account only: how many were on. */
  const unsubscribe = ({ accountId, searchIds }: UnsubscribeClaim) =>
    policyRequire("savedSearch", "unsubscribe")(
      Effect.map(
        sql`update saved_searches set alert = 'off', updated_at = now()
          where account_id = ${accountId} and id in ${sql.in([...searchIds])} and alert <> 'off' returning id`,
        (rows) => rows.length
      )
    )

  return repository({ list, create, update, remove, unsubscribe })
})

/** Saved searches (issue 20): a parent's searches and the alerts they ask for. */
export class SavedSearchRepository extends Context.Service<SavedSearchRepository, Effect.Success<typeof makeSavedSearchRepository>>()(
  "@pociecha/server/SavedSearchRepository"
) {
  static readonly layer = Layer.effect(SavedSearchRepository, makeSavedSearchRepository)
}
