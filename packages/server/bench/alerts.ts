/**
 * `pnpm --filter @pociecha/server bench:alerts`: one run of the saved searches' alert job
 * (issue 20) over BENCH_SEARCHES saved searches (100,000 by default) against a day's changes —
 * BENCH_OPENINGS facilities opening free places, BENCH_NEW_FACILITIES facilities appearing and
 * BENCH_NEWS public news items of favourites — on a fresh embedded database seeded with the
 * national demo data (or DATABASE_URL, which must name an empty database). The searches are
 * city- to district-sized rectangles around seeded facilities, with the filters parents set (a
 * type, a tuition ceiling, an age group), half instant and a third daily. Prints the figures;
 * the goal is the run in under a minute. A benchmark to read, not a timed test.
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { runSearchAlerts } from "../src/alerts/searchAlertJob"
import { alertUnsubscribeTokens } from "../src/alerts/unsubscribeToken"
import { databaseLayer } from "../src/db/database"
import { prepareDatabase } from "../src/db/prepare"

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000)
const SEARCHES_PER_PARENT = 5
const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 2_000)
const NEW_FACILITIES = Number(process.env.BENCH_NEW_FACILITIES ?? 100)
const NEWS = Number(process.env.BENCH_NEWS ?? 500)
const FACILITIES = Number(process.env.BENCH_FACILITIES ?? 25_000)

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)

const target = process.env.DATABASE_URL === undefined
  ? { kind: "embedded" as const, dataDir: mkdtempSync(join(tmpdir(), "pociecha-bench-alerts-")) }
  : { kind: "server" as const, url: Redacted.make(process.env.DATABASE_URL) }

const openPlaces = (sql: SqlClient.SqlClient) => sql`
  update facilities set recruitment_active = true, vacancies_by_age = jsonb_build_array(
    jsonb_build_object('age_group', (array['nursery', '3', '4', '5', '6'])[1 + id % 5], 'places', 2))
  where id in (select id from facilities where active and vacancies_by_age = '[]'::jsonb order by random() limit ${OPENINGS})`

const bench = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const tokens = alertUnsubscribeTokens(Redacted.make("bench-secret-bench-secret-bench-secret"))
  const run = () => runSearchAlerts("http://localhost:3000", tokens.sign, 0)
  let started = Date.now()
  yield* prepareDatabase({ seedFacilities: FACILITIES, seedDemoData: true })
  // The facilities that appear during the day are hidden before it.
  yield* sql`update facilities set active = false where id in (select id from facilities where active order by random() limit ${NEW_FACILITIES})`
  yield* sql`update facilities set vacancies_by_age = '[]'::jsonb`
  console.log(`seeded ${FACILITIES} facilities in ${seconds(started)} s`)

  started = Date.now()
  const parents = Math.ceil(SEARCHES / SEARCHES_PER_PARENT)
  yield* sql`insert into accounts (id, email, password_hash, status, language, name)
    select gen_random_uuid(), 'bench' || i || '@example.com', 'x', 'active', 'pl', 'Rodzic ' || i from generate_series(1, ${parents}) i`
  // Around a random public facility: a rectangle about 3–27 km wide, and the filters a parent sets.
  yield* sql`
    with parent as (select id, row_number() over (order by id) as n from accounts where email like 'bench%@example.com'),
    spot as (select lat, lng, specialization, row_number() over (order by random()) as n from facilities where active),
    spots as (select count(*) as total from spot)
    insert into saved_searches (account_id, name, query, alert, age_group, area, specializations, tuition_to)
    select p.id, 'Szukanie ' || i, '{}'::jsonb,
      case when i % 6 < 3 then 'instant' when i % 6 < 5 then 'daily' else 'off' end,
      case when i % 4 = 0 then (array['nursery', '3', '4', '5', '6'])[1 + i % 5] end,
      box(point(s.lng - half, s.lat - half * 0.6), point(s.lng + half, s.lat + half * 0.6)),
      case when i % 2 = 0 then s.specialization[1:1] end,
      case when i % 3 = 0 then 800 + (i % 10) * 100 end
    from generate_series(1, ${SEARCHES}) i
    cross join lateral (select 0.02 + (i % 10) * 0.02 as half) size
    join parent p on p.n = 1 + (i - 1) / ${SEARCHES_PER_PARENT}
    join spot s on s.n = 1 + i % (select total from spots)`
  // Each parent hearts up to three facilities of their first search.
  yield* sql`insert into favourites (account_id, facility_id)
    select s.account_id, f.id from saved_searches s
    cross join lateral (select id from facilities f where f.active and s.area @> point(f.lng, f.lat) limit 3) f
    where s.name like 'Szukanie %' and s.id % ${SEARCHES_PER_PARENT} = 1
    on conflict do nothing`
  yield* sql`analyze`
  console.log(`saved ${SEARCHES} searches of ${parents} parents in ${seconds(started)} s`)
  // The seed's facilities were changes too (older than every search): a live server's first run takes them.
  started = Date.now()
  yield* run()
  console.log(`first run over the seed's changes in ${seconds(started)} s`)

  // A day's changes, through the same triggers a live day's go through.
  yield* openPlaces(sql)
  yield* sql`update facilities set active = true where not active and shadow_status is null`
  yield* sql`insert into publications (facility_id, title, content, category, visibility)
    select facility_id, 'Aktualność', '<p>-</p>', 'relation', 'public'
    from (select distinct facility_id from favourites order by facility_id limit ${NEWS}) hearted`
  const changes = yield* sql<{ kind: string; count: number }>`select kind, count(*)::int as count from search_changes
    where id > (select last_change_id from search_alert_cursor) group by kind order by kind`
  console.log(`a day's changes: ${changes.map((row) => `${row.count} ${row.kind}`).join(", ")}`)

  started = Date.now()
  const result = yield* run()
  const elapsed = seconds(started)
  console.log(`alert job: ${result.matched} matches, ${result.instant} instant letters, ${result.digests} digests in ${elapsed} s`)
  console.log(`goal: under 60 s for ${SEARCHES} searches — ${Number(elapsed) < 60 ? "met" : "NOT met"}`)
})

Effect.runPromise(bench.pipe(Effect.provide(databaseLayer(target)))).catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
