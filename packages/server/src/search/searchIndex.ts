import type { GeoSearchPayload, SearchPayload } from "@pociecha/core"
import { Context, Deferred, Effect, Layer, Queue, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { DatabaseNotifications } from "../db/notifications"
import { cityFromPlace, type PlaceRow } from "../repositories/cityFromTown"
import { markerColumns } from "../repositories/facilityColumns"
import { publicFacility } from "../repositories/facilityRepository"
import { placeColumns } from "../repositories/geoSearchStatements"
import { answerBuffers } from "./answerBuffers"
import { geoSearchSnapshot, placeList, type Places } from "./geoSearch"
import { searchSnapshot, type SearchFormat } from "./markerSearch"
import {
  buildSnapshot,
  markerEntry,
  tagPlaces,
  updateSnapshot,
  type FacilityRow,
  type MarkerSnapshot,
  type TagRow
} from "./markerSnapshot"
import type { Unaccented } from "./searchLexemes"

/** Where the database announces changes of what the searches show (migrations 0007, 0016). */
const CHANNEL = "facility_markers"

/** Answer buffers kept for reuse: room for a few dozen answers in flight. */
const ANSWER_BUFFER_BYTES = 16 * 1024 * 1024

const facilityRows = (sql: SqlClient.SqlClient, ids?: ReadonlyArray<number>) =>
  sql<FacilityRow>`
    select ${sql.literal(markerColumns)}, f.ownership::text[] as ownership, f.map_rank,
      array(select v->>'age_group' from jsonb_array_elements(f.vacancies_by_age) v where f.recruitment_active and (v->>'places')::int > 0) as vacancy_groups,
      f.post_code, tg.key as specialization_key, tg.display as specialization_display,
      tsvector_to_array(f.name_vector) as name_words, tsvector_to_array(f.name_place_vector) as place_words,
      tsvector_to_array(f.search_vector) as search_words
    from facilities f join towns t on t.id = f.town_id left join tags tg on tg.id = f.specialization[1]
    where ${sql.literal(publicFacility)} and ${ids === undefined ? sql.and([]) : sql`f.id = any(${ids})`}`

const tagRows = (sql: SqlClient.SqlClient) =>
  sql<TagRow>`select id::text as id, type, key from tags where type in ('specialization', 'ownership')`

type PlaceWordsRow = PlaceRow & { readonly words: ReadonlyArray<string> }

/** Towns and districts in the orders geoSearchStatements offers them in. */
const placeRows = (sql: SqlClient.SqlClient) =>
  Effect.map(
    Effect.all([
      sql<PlaceWordsRow>`
        select 'city' as kind, t.id, t.name, t.slug, t.lat, t.lng, ${sql.literal(placeColumns)},
          tsvector_to_array(t.search_vector) as words
        from towns t join voivodeships v on v.id = t.voivodeship_id
        order by t.builtin_rank nulls last, t.population desc, t.id`,
      sql<PlaceWordsRow>`
        select 'district' as kind, d.id, d.name, d.slug, d.lat, d.lng, ${sql.literal(placeColumns)},
          tsvector_to_array(d.search_vector) as words
        from districts d join towns t on t.id = d.town_id join voivodeships v on v.id = t.voivodeship_id
        order by t.population desc, d.name`
    ]),
    ([towns, districts]): Places => {
      const entry = (row: PlaceWordsRow) => ({ city: cityFromPlace(row), words: row.words })
      return { towns: placeList(towns.map(entry)), districts: placeList(districts.map(entry)) }
    }
  )

/**
 * What the database's `unaccent` makes of the letters it changes (Latin and Greek ranges: the
 * letters a visitor types), so the search box reads a word as the database would.
 */
const unaccentedLetters = (sql: SqlClient.SqlClient) =>
  Effect.map(
    sql<{ readonly letter: string; readonly plain: string }>`
      select chr(code) as letter, unaccent(chr(code)) as plain
      from generate_series(128, 8191) code where unaccent(chr(code)) <> chr(code)`,
    (rows): Unaccented => new Map(rows.map((row) => [row.letter, row.plain]))
  )

const makeSearchIndex = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const notifications = yield* DatabaseNotifications
  let snapshot: MarkerSnapshot = buildSnapshot([], [], tagPlaces([]))
  let places: Places = { towns: placeList([]), districts: placeList([]) }
  const unaccented = yield* unaccentedLetters(sql)
  const ready = yield* Deferred.make<void>()

  const loadAll = Effect.map(Effect.all([facilityRows(sql), tagRows(sql), placeRows(sql)]), ([rows, tags, placesNow]) => {
    const tagged = tagPlaces(tags)
    snapshot = buildSnapshot(rows.map((row) => markerEntry(row, tagged)), tags, tagged)
    places = placesNow
  })
  /** Notifications that came together are applied together: one read, one new snapshot. */
  const apply = (payloads: ReadonlyArray<string>) => {
    if (payloads.includes("*")) return loadAll
    const ids = [...new Set(payloads.map(Number))].filter(Number.isSafeInteger)
    return Effect.map(facilityRows(sql, ids), (rows) => {
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
    Effect.tapCause((cause) => Effect.logWarning("search index: database notifications lost, reloading", cause)),
    Effect.retry(Schedule.min([Schedule.exponential("200 millis"), Schedule.spaced("10 seconds")])),
    Effect.forkScoped
  )
  yield* Deferred.await(ready)

  const buffers = answerBuffers(ANSWER_BUFFER_BYTES)

  return {
    /**
     * The facilities of a map search, as the JSON the contract's SearchFacilities or MapMarkers
     * encodes to; call the answer's `done` once its body is written, so that its buffer serves
     * another answer. `shown` hears the ids of the facilities it holds.
     */
    search: (payload: SearchPayload, format: SearchFormat, shown?: (facilityIds: Iterable<number>) => void) =>
      searchSnapshot(snapshot, payload, format, buffers, shown),
    /** The search box's towns, districts and facilities as the JSON of GeoSearchResult; null when the words match nothing. */
    geoSearch: (payload: GeoSearchPayload) => geoSearchSnapshot(snapshot, places, unaccented, payload)
  }
})

/**
 * The map search and the search box from memory: every public facility's marker and search
 * words, every town and district, kept in step with the database by LISTEN/NOTIFY, so a search
 * costs no query and each instance of a fleet sees every other's changes.
 */
export class SearchIndex extends Context.Service<SearchIndex, Effect.Success<typeof makeSearchIndex>>()(
  "@pociecha/server/SearchIndex"
) {
  static readonly layer = Layer.effect(SearchIndex, makeSearchIndex)
}
