import {
  byNextDay, type CmsTeacherEvent, CMS_TEACHER_ZONE_PAGE_SIZE, type Language, makePage, normalizeSearchText, type TeacherEvent,
  type TeacherEventPayload
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { publishedNow, servedText } from "./contentRows"
import { editorialColumns, type EditorialRow, editorialOf, editorialValues, type EditorialWrite, isoDay } from "./teacherZoneRows"

type EventRow = EditorialRow & {
  readonly slug: string
  readonly kind: "calendar" | "contest"
  readonly day: number | null
  readonly month: number | null
  readonly starts_on: string | null
  readonly ends_on: string | null
}

const eventColumns = `${editorialColumns("e")}, e.slug, e.kind, e.day::int as day, e.month::int as month,
  ${isoDay("e.starts_on")} as starts_on, ${isoDay("e.ends_on")} as ends_on`

const makeTeacherEventRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** The published events and contests in the reader's language, the next first (core's byNextDay). */
  const published = (lang: Language, today: Date) =>
    Effect.map(sql<EventRow & { readonly has_materials: boolean }>`
      select ${sql.literal(eventColumns)}, exists (select 1 from materials m where m.event_id = e.id
        and m.status = 'published' and m.publish_at <= now() and m.visibility = 'public') as has_materials
      from teacher_events e where ${publishedNow(sql)}`,
    (rows) => byNextDay(rows, today).map((row) => {
      const served = servedText(row, lang)
      const event: TeacherEvent = {
        slug: row.slug, kind: row.kind, title: served.title, description: served.description,
        day: row.day, month: row.month, starts_on: row.starts_on, ends_on: row.ends_on, next_on: row.next_on,
        language: served.language, translated: served.translated
      }
      return { event, id: row.id, hasMaterials: row.has_materials }
    }))

  const cmsOf = (row: EventRow): CmsTeacherEvent => ({
    ...editorialOf(row), slug: row.slug, kind: row.kind, day: row.day, month: row.month, starts_on: row.starts_on, ends_on: row.ends_on
  })

  /** A page of every event and contest (drafts too), last saved first (teacher_events_cms_order), narrowed to a title. */
  const cmsList = (filter: { readonly q?: string | undefined; readonly page: number }) => {
    const words = filter.q === undefined ? "" : normalizeSearchText(filter.q).trim()
    const where = words === "" ? sql`` : sql`where unaccent(lower(e.title)) like ${`%${words.replace(/[\\%_]/g, "\\$&")}%`}`
    return Effect.map(
      Effect.all([
        sql<EventRow>`select ${sql.literal(eventColumns)} from teacher_events e ${where}
          order by e.updated_at desc, e.id desc limit ${CMS_TEACHER_ZONE_PAGE_SIZE} offset ${CMS_TEACHER_ZONE_PAGE_SIZE * (filter.page - 1)}`,
        sql<{ total: number }>`select count(*)::int as total from teacher_events e ${where}`
      ]),
      ([rows, [count]]) => makePage(rows.map(cmsOf), { page: filter.page, limit: CMS_TEACHER_ZONE_PAGE_SIZE, total: count?.total ?? 0 })
    )
  }

  /** Any event as the CMS edits it; null when there is none. */
  const cmsById = (id: number) =>
    Effect.map(sql<EventRow>`select ${sql.literal(eventColumns)} from teacher_events e where e.id = ${id}`, ([row]) => row === undefined ? null : cmsOf(row))

  /** The id of the event with a slug (any, drafts too: a material may be prepared with its event); null when none. */
  const idOfSlug = (slug: string) =>
    Effect.map(sql<{ id: number }>`select id from teacher_events where slug = ${slug}`, ([row]) => row?.id ?? null)

  /** Whether another event than `exceptId` has the slug. */
  const slugTaken = (slug: string, exceptId: number | null) =>
    Effect.map(sql<{ id: number }>`select id from teacher_events where slug = ${slug} and id is distinct from ${exceptId}`, (rows) => rows.length > 0)

  /** The columns of a save: the dates its kind has, the other kind's left empty. */
  const values = (payload: TeacherEventPayload & EditorialWrite, publishAt: string | null) => ({
    slug: payload.slug,
    kind: payload.kind,
    day: payload.kind === "calendar" ? payload.day : null,
    month: payload.kind === "calendar" ? payload.month : null,
    starts_on: payload.kind === "contest" ? payload.starts_on : null,
    ends_on: payload.kind === "contest" ? payload.ends_on : null,
    ...editorialValues(payload, publishAt)
  })

  /** Writes a new event; its id. */
  const create = (payload: TeacherEventPayload & EditorialWrite, publishAt: string | null) =>
    policyRequire("teacherEvent", "write")(Effect.map(
      sql<{ id: number }>`insert into teacher_events ${sql.insert(values(payload, publishAt))} returning id`,
      ([row]) => row?.id as number
    ))

  /** Replaces an event. */
  const save = (id: number, payload: TeacherEventPayload & EditorialWrite, publishAt: string | null) =>
    policyRequire("teacherEvent", "write")(sql`update teacher_events set ${sql.update(values(payload, publishAt))}, updated_at = now() where id = ${id}`)

  /** Deletes an event; its materials stay, without it. */
  const remove = (id: number) => policyRequire("teacherEvent", "write")(sql`delete from teacher_events where id = ${id}`)

  return repository({ published, cmsList, cmsById, idOfSlug, slugTaken, create, save, remove })
})

/** The teacher zone's calendar events and contests. */
export class TeacherEventRepository extends Context.Service<TeacherEventRepository, Effect.Success<typeof makeTeacherEventRepository>>()(
  "@pociecha/server/TeacherEventRepository"
) {
  static readonly layer = Layer.effect(TeacherEventRepository, makeTeacherEventRepository)
}
