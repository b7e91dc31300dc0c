import type { SearchPayload } from "@pociecha/core"
import { Context, Deferred, Effect, Layer, Queue, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { DatabaseNotifications } from "../db/notifications"
import { markerColumns } from "../repositories/facilityColumns"
import { publicFacility } from "../repositories/facilityRepository"
import { answerBuffers } from "./answerBuffers"
import { searchSnapshot } from "./markerSearch"
import {
  buildSnapshot,
  markerEntry,
  tagPlaces,
  updateSnapshot,
  type FacilityRow,
  type MarkerSnapshot,
  type TagRow
} from "./markerSnapshot"

/** Where the database announces marker changes (migration 0007). */
const CHANNEL = "facility_markers"

/** Answer buffers kept for reuse: room for a few dozen answers in flight. */
const ANSWER_BUFFER_BYTES = 16 * 1024 * 1024

const markerRows = (sql: SqlClient.SqlClient, ids?: ReadonlyArray<number>) =>
  sql<FacilityRow>`
    select ${sql.literal(markerColumns)}, f.ownership::text[] as ownership, f.map_rank,
      array(select v->>'age_group' from jsonb_array_elements(f.vacancies_by_age) v where f.recruitment_active and (v->>'places')::int > 0) as vacancy_groups
    from facilities f join towns t on t.id = f.town_id
    where ${sql.literal(publicFacility)} and ${ids === undefined ? sql.and([]) : sql`f.id = any(${ids})`}`

const tagRows = (sql: SqlClient.SqlClient) =>
  sql<TagRow>`select id::text as id, type, key from tags where type in ('specialization', 'ownership')`

const makeMarkerIndex = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const notifications = yield* DatabaseNotifications
  let snapshot: MarkerSnapshot = buildSnapshot([], [], tagPlaces([]))
  const ready = yield* Deferred.make<void>()

  const loadAll = Effect.map(Effect.all([markerRows(sql), tagRows(sql)]), ([rows, tags]) => {
    const places = tagPlaces(tags)
    snapshot = buildSnapshot(rows.map((row) => markerEntry(row, places)), tags, places)
  })
  /** Notifications that came together are applied together: one read, one new snapshot. */
  const apply = (payloads: ReadonlyArray<string>) => {
    if (payloads.includes("*")) return loadAll
    const ids = [...new Set(payloads.map(Number))].filter(Number.isSafeInteger)
    return Effect.map(markerRows(sql, ids), (rows) => {
      snapshot = updateSnapshot(snapshot, ids, rows)
    })
  }
  // LISTEN first, then read everything: a change committed in between is announced, not lost.
  const follow = Effect.scoped(Effect.gen(function*() {
    const changes = yield* notifications.listen(CHANNEL)
    yield* loadAll
    yield* Deferred.succeed(ready, undefined)
    return yield* Effect.forever(Effect.flatMap(Queue.takeAll(changes), apply))
  }))
  // A lost connection may have missed announcements: listen again and read everything anew.
  // Meanwhile searches answer from the last snapshot.
  yield* follow.pipe(
    Effect.tapCause((cause) => Effect.logWarning("map markers: database notifications lost, reloading", cause)),
    Effect.retry(Schedule.min([Schedule.exponential("200 millis"), Schedule.spaced("10 seconds")])),
    Effect.forkScoped
  )
  yield* Deferred.await(ready)

  const buffers = answerBuffers(ANSWER_BUFFER_BYTES)

  return {
    /**
     * The markers of a map search, as the JSON the contract's MapMarkers encodes to; call the
     * answer's `done` once its body is written, so that its buffer serves another answer.
     */
    search: (payload: SearchPayload) => searchSnapshot(snapshot, payload, buffers)
  }
})

/**
 * The map search from memory: every public facility's marker, kept in step with the
 * database by LISTEN/NOTIFY, so a search costs no query and no encoding and each instance
 * of a fleet sees every other's changes.
 */
export class MarkerIndex extends Context.Service<MarkerIndex, Effect.Success<typeof makeMarkerIndex>>()(
  "@pociecha/server/MarkerIndex"
) {
  static readonly layer = Layer.effect(MarkerIndex, makeMarkerIndex)
}
