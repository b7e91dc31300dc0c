import { BlogPostPayload } from "../api/blog"
import { FaqItemPayload } from "../api/faq"
import { MaterialPayload, TeacherEventPayload } from "../api/teacherZoneCms"
import type { CmsBlogPost } from "../domain/blog"
import type { CmsFaqItem } from "../domain/faq"
import type { AttachmentLink } from "../domain/teacherZone"
import type { CmsMaterial, CmsTeacherEvent } from "../domain/teacherZoneCms"
import { blogChangeKeys } from "../queries/blogQueries"
import { cmsKeys, faqKeys, teacherZoneKeys } from "../queries/queryKeys"
import { contentFormMachine, type ContentKind } from "./contentForm.machine"
import type { FormValues } from "./form.machine"

/**
 * The kinds of content the CMS's editor writes (issue 19), each its own fields beside the
 * editorial ones. A field that holds several things is typed as text too: a list as its items
 * joined by commas, a material's attachments as JSON rows {url, name}.
 */

/** A list field's items. */
export const listItems = (value: string): ReadonlyArray<string> => value.split(",").map((item) => item.trim()).filter((item) => item !== "")

/** A material's attachment rows as the editor holds them (unreadable text: none). */
export function attachmentRows(value: string): ReadonlyArray<AttachmentLink> {
  try {
    const rows: unknown = JSON.parse(value)
    return Array.isArray(rows) ? rows.map((row: Partial<AttachmentLink>) => ({ url: String(row.url ?? ""), name: String(row.name ?? "") })) : []
  } catch {
    return []
  }
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim())
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value))

const blogFields = ["slug", "category", "author", "cover_url", "cover_alt"] as const

/** A blog post: its address, category, author and cover. */
export const blogPostFormMachine = contentFormMachine({
  id: "blogPostForm",
  fields: blogFields,
  schema: BlogPostPayload,
  values: (post: CmsBlogPost | null) => ({
    slug: post?.slug ?? "", category: post?.category ?? "", author: post?.author ?? "", cover_url: post?.cover_url ?? "", cover_alt: post?.cover_alt ?? ""
  }),
  payload: (values: FormValues<(typeof blogFields)[number]>) => ({
    slug: values.slug.trim(),
    category: values.category as BlogPostPayload["category"],
    author: values.author,
    cover_url: values.cover_url.trim(),
    cover_alt: values.cover_alt
  }),
  staleKeys: blogChangeKeys
} satisfies ContentKind<(typeof blogFields)[number], CmsBlogPost, BlogPostPayload>)

const materialFields = [
  "slug", "material_crumb_display", "entry_kind", "visibility", "material_type", "topics", "age_groups", "event", "attachments"
] as const

/** A teacher's material: its address and crumb, kind, visibility, type, topics, age groups, event and attachments. */
export const materialFormMachine = contentFormMachine({
  id: "materialForm",
  fields: materialFields,
  schema: MaterialPayload,
  values: (material: CmsMaterial | null) => ({
    slug: material?.slug ?? "",
    material_crumb_display: material?.material_crumb_display ?? "",
    entry_kind: material?.entry_kind ?? "material",
    visibility: material?.visibility ?? "public",
    material_type: material?.material_type ?? "",
    topics: material?.topics.join(",") ?? "",
    age_groups: material?.age_groups.join(",") ?? "",
    event: material?.event ?? "",
    attachments: JSON.stringify(material?.attachments ?? [])
  }),
  payload: (values: FormValues<(typeof materialFields)[number]>) => ({
    slug: values.slug.trim(),
    material_crumb_display: values.material_crumb_display,
    entry_kind: values.entry_kind as MaterialPayload["entry_kind"],
    visibility: values.visibility as MaterialPayload["visibility"],
    material_type: values.material_type as MaterialPayload["material_type"],
    topics: listItems(values.topics) as MaterialPayload["topics"],
    age_groups: listItems(values.age_groups).map(Number) as unknown as MaterialPayload["age_groups"],
    event: orNull(values.event),
    attachments: attachmentRows(values.attachments).map((row) => ({ url: row.url.trim(), name: row.name.trim() }))
  }),
  staleKeys: [teacherZoneKeys.all]
} satisfies ContentKind<(typeof materialFields)[number], CmsMaterial, MaterialPayload>)

const eventFields = ["slug", "kind", "day", "month", "starts_on", "ends_on"] as const

/** A calendar event (its yearly day and month) or a contest (its first and last day); the other kind's dates are not sent. */
export const teacherEventFormMachine = contentFormMachine({
  id: "teacherEventForm",
  fields: eventFields,
  schema: TeacherEventPayload,
  values: (event: CmsTeacherEvent | null) => ({
    slug: event?.slug ?? "",
    kind: event?.kind ?? "calendar",
    day: event?.day?.toString() ?? "",
    month: event?.month?.toString() ?? "",
    starts_on: event?.starts_on ?? "",
    ends_on: event?.ends_on ?? ""
  }),
  payload: (values: FormValues<(typeof eventFields)[number]>) => {
    const calendar = values.kind === "calendar"
    return {
      slug: values.slug.trim(),
      kind: values.kind as TeacherEventPayload["kind"],
      day: calendar ? numberOrNull(values.day) : null,
      month: calendar ? numberOrNull(values.month) : null,
      starts_on: calendar ? null : orNull(values.starts_on),
      ends_on: calendar ? null : orNull(values.ends_on)
    }
  },
  staleKeys: [teacherZoneKeys.all]
} satisfies ContentKind<(typeof eventFields)[number], CmsTeacherEvent, TeacherEventPayload>)

const faqFields = ["section", "kind"] as const

/** What a FAQ write makes stale: the CMS's list and the public pages. */
export const faqChangeKeys = [cmsKeys.faq, faqKeys.all]

/**
 * A FAQ item: its section and kind (a question, the section's banner or its changes block). A
 * new one starts in the section it was added from (the input's `defaults`).
 */
export const faqItemFormMachine = contentFormMachine({
  id: "faqItemForm",
  fields: faqFields,
  schema: FaqItemPayload,
  values: (item: CmsFaqItem | null) => ({ section: item?.section ?? "intro", kind: item?.kind ?? "entry" }),
  payload: (values: FormValues<(typeof faqFields)[number]>) => ({
    section: values.section as FaqItemPayload["section"],
    kind: values.kind as FaqItemPayload["kind"]
  }),
  staleKeys: faqChangeKeys
} satisfies ContentKind<(typeof faqFields)[number], CmsFaqItem, FaqItemPayload>)
