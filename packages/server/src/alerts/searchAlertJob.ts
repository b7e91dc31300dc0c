import type { AgeGroup, Language } from "@pociecha/core"
import { Effect, Layer, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../db/sqlDefects"
import { Outbox } from "../mail/outbox"
import { facilityStatusInForce, todayInPolandSql } from "../repositories/facilityStatusInForce"
import { ServerConfig } from "../services"
import { alertLetter, type AlertItem } from "./alertLetters"
import { alertUnsubscribeTokens, type UnsubscribeClaim } from "./unsubscribeToken"

/** One run's answer: the matches recorded, and the letters queued (instant, digests). */
export interface AlertRun {
  readonly matched: number
  readonly instant: number
  readonly digests: number
}

/** Two instances never match at once: the run that does not get this lock leaves the work to the one that has it. */
const ALERT_LOCK = 0x5043_4141 // "PCAA"

/** Digests go out from this hour of Poland's day, with everything matched since the last one. */
export const DIGEST_HOUR = 7

/** Changes are kept this long after they were matched: enough to look into a complaint. */
const CHANGES_KEPT_DAYS = 7

/**
 * The saved searches matching a change of a facility (its area, vacancies or appearance), as the
 * map's own search would find it today (refinedSearchStatements): one statement for every search
 * at once, the GiST of the searches' rectangles choosing the candidates (the facility as a box of
 * one point: the GiST's box_ops answer `box @> box`, not `box @> point`). A search saved after
 * the change does not hear of it.
 */
const facilityMatches = (sql: SqlClient.SqlClient, from: number, to: number) => sql`
  select s.id as saved_search_id, c.id as change_id, s.account_id, s.alert
  from search_changes c
  join facilities f on f.id = c.facility_id
  join saved_searches s on s.alert <> 'off' and s.area @> box(point(f.lng, f.lat), point(f.lng, f.lat))
  where c.id > ${from} and c.id <= ${to} and c.kind in ('vacancies', 'facility')
    and s.created_at <= c.created_at
    and f.active and f.shadow_status is distinct from 'rejected'
    and (c.kind <> 'vacancies' or s.age_group is null or s.age_group = any(c.age_groups))
    and (s.specializations is null or f.specialization && s.specializations)
    and (s.ownerships is null or f.ownership && s.ownerships)
    and (s.statuses is null or ${sql.literal(facilityStatusInForce())} = any(s.statuses))
    and (s.vacancies_for is null or facility_vacancy_groups(f.vacancies_by_age, f.recruitment_active) && s.vacancies_for)
    and (s.tuition_to is null or f.tuition_from <= s.tuition_to)
    and (s.tuition_from is null or f.tuition_to >= s.tuition_from or (f.tuition_to is null and f.tuition_from >= s.tuition_from))
    and (s.open_by is null or f.open_at <= s.open_by)
    and (s.open_until is null or f.close_at >= s.open_until)
    and (s.amenities is null or f.features @> s.amenities)
    and (s.extra_classes is null or facility_extra_class_names(f.extra_classes) @> s.extra_classes)`

/**
 * A favourite's public news, for each parent who hearted the facility and has an alert on: once
 * per parent (under their first alerting search, an instant one before a daily one).
 */
const newsMatches = (sql: SqlClient.SqlClient, from: number, to: number) => sql`
  select distinct on (c.id, s.account_id) s.id as saved_search_id, c.id as change_id, s.account_id, s.alert
  from search_changes c
  join publications p on p.id = c.publication_id and p.visibility = 'public'
  join favourites fav on fav.facility_id = c.facility_id
  join saved_searches s on s.account_id = fav.account_id and s.alert <> 'off'
  where c.id > ${from} and c.id <= ${to} and c.kind = 'news' and s.created_at <= c.created_at
  order by c.id, s.account_id, s.alert = 'instant' desc, s.id`

interface SentRow {
  readonly account_id: string
  readonly email: string
  readonly language: Language
  readonly name: string | null
  readonly search_id: number
  readonly search_name: string
  readonly kind: AlertItem["kind"]
  readonly age_groups: ReadonlyArray<AgeGroup> | null
  readonly facility_id: number
  readonly facility_name: string
  readonly facility_slug: string | null
  readonly city: string
  readonly news_title: string | null
}

/**
 * The letters' details of the matches of a table or CTE (`matched`), by account. What changed since
 * the match is read again: a search turned off, a facility hidden or a news item made private is left out.
 */
const detailsOf = (matched: string) => `
  select m.account_id, a.email, a.language, a.name, s.id as search_id, s.name as search_name, c.kind, c.age_groups,
    f.id as facility_id, f.name as facility_name, f.slug as facility_slug, t.name as city, p.title as news_title
  from ${matched} m
  join accounts a on a.id = m.account_id
  join saved_searches s on s.id = m.saved_search_id and s.alert <> 'off'
  join search_changes c on c.id = m.change_id
  join facilities f on f.id = c.facility_id and f.active and f.shadow_status is distinct from 'rejected'
  join towns t on t.id = f.town_id
  left join publications p on p.id = c.publication_id
  where c.publication_id is null or p.visibility = 'public'
  order by m.account_id, s.id, c.id`

/**
 * Matches the changes recorded since the last run and queues the letters due: an instant alert
 * for every account with new matches, a digest (from DIGEST_HOUR, once a Poland's day) for every
 * account with daily ones. All of it is one transaction under an advisory lock: several instances
 * on one PostgreSQL run it one at a time (the one that does not get the lock skips its turn), a
 * run that fails leaves nothing half done (no cursor moved, no match kept or deleted, no letter
 * queued), and a run again finds nothing to repeat — the cursor has passed the changes, a digest
 * took its day and deleted the matches it told.
 */
export const runSearchAlerts = (
  publicUrl: string,
  sign: (claim: UnsubscribeClaim) => string,
  digestHour: number = DIGEST_HOUR
) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const outbox = yield* Outbox
    return yield* inTransaction(sql, Effect.gen(function*() {
      const [lock] = yield* sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${ALERT_LOCK}) as locked`
      if (lock?.locked !== true) return { matched: 0, instant: 0, digests: 0 } satisfies AlertRun
      const [cursor] = yield* sql<{ from: string; to: string | null }>`
        select last_change_id::text as "from", (select max(id)::text from search_changes) as "to"
        from search_alert_cursor where id = 1 for update`
      const from = Number(cursor?.from ?? 0)
      const to = cursor?.to === null || cursor?.to === undefined ? from : Number(cursor.to)
      let matched = 0
      let instant: ReadonlyArray<SentRow> = []
      if (to > from) {
        // This run's matches, in a table of the transaction's own: instant ones are mailed from it
        // at once and never stored; daily ones wait in saved_search_matches for the digest.
        yield* sql`create temporary table run_matches on commit drop as
          (${facilityMatches(sql, from, to)}) union all (${newsMatches(sql, from, to)})`
        const [found] = yield* sql<{ count: number }>`select count(*)::int as count from run_matches`
        matched = found?.count ?? 0
        instant = yield* sql<SentRow>`${sql.literal(detailsOf("(select * from run_matches where alert = 'instant')"))}`
        yield* sql`insert into saved_search_matches (saved_search_id, change_id, account_id)
          select saved_search_id, change_id, account_id from run_matches where alert = 'daily' on conflict do nothing`
        yield* sql`update search_alert_cursor set last_change_id = ${to} where id = 1`
        yield* sql`delete from search_changes where id <= ${to} and created_at < now() - make_interval(days => ${CHANGES_KEPT_DAYS})
          and not exists (select 1 from saved_search_matches m where m.change_id = search_changes.id)`
      }
      // A digest takes the account's day (at most one a day) and its waiting matches, which go with it.
      const digests = yield* sql<SentRow>`
        with due as (
          insert into search_alert_digests (account_id, sent_on)
          select distinct account_id, ${sql.literal(todayInPolandSql)} from saved_search_matches
          where extract(hour from now() at time zone 'Europe/Warsaw') >= ${digestHour}
          on conflict (account_id) do update set sent_on = excluded.sent_on where search_alert_digests.sent_on < excluded.sent_on
          returning account_id),
        claimed as (
          delete from saved_search_matches m using due where m.account_id = due.account_id
          returning m.saved_search_id, m.change_id, m.account_id)
        ${sql.literal(detailsOf("claimed"))}`

      const letters = (rows: ReadonlyArray<SentRow>, digest: boolean) =>
        groupByAccount(rows).map((letter) => {
          const token = encodeURIComponent(sign({ accountId: letter.accountId, searchIds: letter.searchIds }))
          const links = { page: `${publicUrl}/alerty/wypisz?token=${token}`, oneClick: `${publicUrl}/api/v1/alerts/unsubscribe?token=${token}` }
          return { to: letter.email, content: alertLetter(publicUrl, letter.reader, letter.items, digest, links) }
        })
      const instantLetters = letters(instant, false)
      const digestLetters = letters(digests, true)
      yield* outbox.enqueueMany([...instantLetters, ...digestLetters])
      return { matched, instant: instantLetters.length, digests: digestLetters.length } satisfies AlertRun
    }))
  }).pipe(Effect.provide(Outbox.layer))

interface AccountLetter {
  readonly accountId: string
  readonly email: string
  readonly reader: { readonly language: Language; readonly name: string | null }
  readonly searchIds: ReadonlyArray<number>
  readonly items: ReadonlyArray<AlertItem>
}

/** One letter per account; a change two of its searches matched is told under each. */
const groupByAccount = (rows: ReadonlyArray<SentRow>): ReadonlyArray<AccountLetter> => {
  const letters = new Map<string, { email: string; reader: AccountLetter["reader"]; searchIds: Set<number>; items: Array<AlertItem> }>()
  for (const row of rows) {
    const letter = letters.get(row.account_id) ??
      { email: row.email, reader: { language: row.language, name: row.name }, searchIds: new Set<number>(), items: [] }
    letter.searchIds.add(row.search_id)
    letter.items.push({
      searchId: row.search_id,
      searchName: row.search_name,
      kind: row.kind,
      facilityId: row.facility_id,
      facilityName: row.facility_name,
      facilitySlug: row.facility_slug,
      city: row.city,
      ageGroups: row.age_groups,
      newsTitle: row.news_title
    })
    letters.set(row.account_id, letter)
  }
  return [...letters].map(([accountId, letter]) => ({ accountId, ...letter, searchIds: [...letter.searchIds].sort((a, b) => a - b) }))
}

/**
 * Runs the alerts at start and every ALERT_INTERVAL (30 seconds by default): an instant alert is
 * in the outbox within one interval of the change. A failed run is logged and tried at the next turn.
 */
export const searchAlertsLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    const config = yield* ServerConfig
    const sql = yield* SqlClient.SqlClient
    const tokens = alertUnsubscribeTokens(config.jwtSecret)
    yield* runSearchAlerts(config.publicUrl, tokens.sign).pipe(
      Effect.provideService(SqlClient.SqlClient, sql),
      Effect.tap((run) => run.matched + run.instant + run.digests === 0 ? Effect.void : Effect.logInfo("search alerts", run)),
      Effect.catchCause((cause) => Effect.logWarning("search alert run failed", cause)),
      Effect.repeat(Schedule.spaced(config.alertInterval)),
      Effect.forkScoped
    )
  })
)
