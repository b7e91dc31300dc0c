import {
  classifyAttachment, type CmsMaterial, CMS_TEACHER_ZONE_PAGE_SIZE, type Language, makePage, type Material, type MaterialFilter,
  type MaterialPayload, MATERIALS_PAGE_SIZE, type MaterialSummary, normalizeSearchText, type Page
} from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { servedText } from "./contentRows"
import { editorialColumns, type EditorialRow, editorialOf, editorialValues, type EditorialWrite } from "./teacherZoneRows"

type MaterialRow = EditorialRow & Omit<MaterialSummary, "title" | "description" | "publish_at" | "event" | "language" | "translated"> & {
  readonly publish_at: string
  readonly visibility: "public" | "private" | "admin_only"
  readonly attachments: ReadonlyArray<{ url: string; name: string }>
  readonly event_slug: string | null
  readonly event_kind: "calendar" | "contest" | null
  readonly event_title: string | null
  readonly event_translations: EditorialRow["translations"]
}

/** A material's columns with its event's (alias `m`, the event `e`). */
const materialColumns = `${editorialColumns("m")}, m.slug, m.material_crumb_display, m.entry_kind, m.visibility, m.material_type,
  m.topics, m.age_groups::int[] as age_groups, m.attachments, e.slug as event_slug, e.kind as event_kind, e.title as event_title,
  e.translations as event_translations`

/** A material as readers get it, in their language. */
const summaryOf = (row: MaterialRow, lang: Language): MaterialSummary => {
  const served = servedText(row, lang)
  return {
    slug: row.slug,
    title: served.title,
    description: served.description,
    material_crumb_display: row.material_crumb_display,
    entry_kind: row.entry_kind,
    material_type: row.material_type,
    topics: row.topics,
    age_groups: row.age_groups,
    event: row.event_slug === null || row.event_kind === null
      ? null
      : {
        slug: row.event_slug,
        kind: row.event_kind,
        title: servedText({ title: row.event_title ?? "", description: "", body_html: "", translations: row.event_translations }, lang).title
      },
    publish_at: row.publish_at,
    language: served.language,
    translated: served.translated
  }
}

/** The list's narrowing: the filters, and the stems of the search words (none: no search). */
export interface MaterialQuery extends Omit<MaterialFilter, "page" | "q"> {
  readonly stems: ReadonlyArray<string>
  readonly page: number
  readonly lang: Language
  /** The next event with materials: its materials come first in a list without a search. */
  readonly upcomingEventId: number | null
}

/** The tsquery of the search's stems: each begins some word (`stem:*`). Safe as text: stems are letters and digits. */
const tsquery = (stems: ReadonlyArray<string>) => stems.map((stem) => `${stem}:*`).join(" & ")

const arrayLiteral = (values: ReadonlyArray<string | number>) => `{${values.join(",")}}`

const makeMaterialRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const visible = sql.literal(`m.status = 'published' and m.publish_at <= now() and m.visibility = 'public'`)
  const eventJoin = sql.literal(`left join teacher_events e on e.id = m.event_id and e.status = 'published' and e.publish_at <= now()`)

  /**
   * A page of the published, public materials: searched (materials_search), narrowed by topic
   * (materials_topics), type, age group (materials_age_groups) and event; the best matches first,
   * else the next event's materials first, then the newest.
   */
  const list = (query: MaterialQuery) => {
    const where = [
      visible,
      ...(query.stems.length === 0 ? [] : [sql`m.search_vector @@ to_tsquery('pociecha_search', ${tsquery(query.stems)})`]),
      ...(query.topic === undefined ? [] : [sql`m.topics @> ${arrayLiteral([query.topic])}::text[]`]),
      ...(query.type === undefined ? [] : [sql`m.material_type = ${query.type}`]),
      ...(query.age_group === undefined ? [] : [sql`m.age_groups @> ${arrayLiteral([query.age_group])}::smallint[]`]),
      ...(query.event === undefined ? [] : [sql`e.slug = ${query.event}`])
    ]
    const first = query.stems.length > 0
      ? sql`ts_rank(m.search_vector, to_tsquery('pociecha_search', ${tsquery(query.stems)})) desc,`
      : query.upcomingEventId === null ? sql`` : sql`(m.event_id is not distinct from ${query.upcomingEventId}) desc,`
    return Effect.map(
      Effect.all([
        sql<MaterialRow>`select ${sql.literal(materialColumns)} from materials m ${eventJoin} where ${sql.and(where)}
          order by ${first} m.publish_at desc, m.id desc
          limit ${MATERIALS_PAGE_SIZE} offset ${MATERIALS_PAGE_SIZE * (query.page - 1)}`,
        sql<{ total: number }>`select count(*)::int as total from materials m ${eventJoin} where ${sql.and(where)}`
      ]),
      ([rows, [count]]): Page<MaterialSummary> =>
        makePage(rows.map((row) => summaryOf(row, query.lang)), { page: query.page, limit: MATERIALS_PAGE_SIZE, total: count?.total ?? 0 })
    )
  }

  /** A published, public material by its slug, in the reader's language; null for any other. */
  const bySlug = (slug: string, lang: Language) =>
    Effect.map(
      sql<MaterialRow>`select ${sql.literal(materialColumns)} from materials m ${eventJoin} where m.slug = ${slug} and ${visible}`,
      ([row]): Material | null => row === undefined ? null : {
        ...summaryOf(row, lang),
        body_html: servedText(row, lang).body_html,
        attachments: row.attachments.map((attachment) => ({ ...attachment, kind: classifyAttachment(attachment.url) }))
      }
    )

  const cmsOf = (row: MaterialRow): CmsMaterial => ({
    ...editorialOf(row),
    slug: row.slug,
    material_crumb_display: row.material_crumb_display,
    entry_kind: row.entry_kind,
    visibility: row.visibility,
    material_type: row.material_type,
    topics: row.topics,
    age_groups: row.age_groups,
    event: row.event_slug,
    attachments: row.attachments
  })

  const cmsJoin = sql.literal("left join teacher_events e on e.id = m.event_id")

  /** A page of every material (drafts too), last saved first (materials_cms_order), narrowed to a title. */
  const cmsList = (filter: { readonly q?: string | undefined; readonly page: number }) => {
    const words = filter.q === undefined ? "" : normalizeSearchText(filter.q).trim()
    const where = words === "" ? sql`` : sql`where unaccent(lower(m.title)) like ${`%${words.replace(/[\\%_]/g, "\\$&")}%`}`
    return Effect.map(
      Effect.all([
        sql<MaterialRow>`select ${sql.literal(materialColumns)} from materials m ${cmsJoin} ${where}
          order by m.updated_at desc, m.id desc limit ${CMS_TEACHER_ZONE_PAGE_SIZE} offset ${CMS_TEACHER_ZONE_PAGE_SIZE * (filter.page - 1)}`,
        sql<{ total: number }>`select count(*)::int as total from materials m ${where}`
      ]),
      ([rows, [count]]) => makePage(rows.map(cmsOf), { page: filter.page, limit: CMS_TEACHER_ZONE_PAGE_SIZE, total: count?.total ?? 0 })
    )
  }

  /** Any material as the CMS edits it; null when there is none. */
  const cmsById = (id: number) =>
    Effect.map(sql<MaterialRow>`select ${sql.literal(materialColumns)} from materials m ${cmsJoin} where m.id = ${id}`,
      ([row]) => row === undefined ? null : cmsOf(row))

  /** Whether another material than `exceptId` has the slug. */
  const slugTaken = (slug: string, exceptId: number | null) =>
    Effect.map(sql<{ id: number }>`select id from materials where slug = ${slug} and id is distinct from ${exceptId}`, (rows) => rows.length > 0)

  /** The columns of a save: its texts sanitised already, its event resolved to an id, its publication moment decided. */
  const values = (payload: MaterialPayload & EditorialWrite, eventId: number | null, publishAt: string | null) => ({
    slug: payload.slug,
    material_crumb_display: payload.material_crumb_display,
    entry_kind: payload.entry_kind,
    visibility: payload.visibility,
    material_type: payload.material_type,
    topics: arrayLiteral([...new Set(payload.topics)]),
    age_groups: arrayLiteral([...new Set(payload.age_groups)]),
    event_id: eventId,
    attachments: JSON.stringify(payload.attachments),
    ...editorialValues(payload, publishAt)
  })

  /** Writes a new material; its id. */
  const create = (payload: MaterialPayload & EditorialWrite, eventId: number | null, publishAt: string | null) =>
    policyRequire("material", "write")(Effect.map(
      sql<{ id: number }>`insert into materials ${sql.insert(values(payload, eventId, publishAt))} returning id`,
      ([row]) => row?.id as number
    ))

  /** Replaces a material. */
  const save = (id: number, payload: MaterialPayload & EditorialWrite, eventId: number | null, publishAt: string | null) =>
    policyRequire("material", "write")(sql`update materials set ${sql.update(values(payload, eventId, publishAt))}, updated_at = now() where id = ${id}`)

  /** Deletes a material. */
  const remove = (id: number) => policyRequire("material", "write")(sql`delete from materials where id = ${id}`)

  /** The slugs of every material readers see (the sitemap's), newest first. */
  const publicSlugs = () =>
    Effect.map(sql<{ slug: string }>`select m.slug from materials m where ${visible} order by m.publish_at desc, m.id desc`, (rows) => rows.map((row) => row.slug))

  return repository({ list, bySlug, publicSlugs, cmsList, cmsById, slugTaken, create, save, remove })
})

/** The teacher zone's materials: readers' searches and pages, the CMS's edits. */
export class MaterialRepository extends Context.Service<MaterialRepository, Effect.Success<typeof makeMaterialRepository>>()(
  "@pociecha/server/MaterialRepository"
) {
  static readonly layer = Layer.effect(MaterialRepository, makeMaterialRepository)
}
