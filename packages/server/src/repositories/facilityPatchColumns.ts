import { dayPlanOf, normalizeEmail, normalizeUrl, sortVacancies, type FacilityPatch } from "@pociecha/core"
import { pgArray } from "../db/seed/batches"
import { richTextExcerpt } from "../richText/richTextExcerpt"

/** What an edit changes besides its own fields: decided by the handler before writing. */
export interface DerivedColumns {
  /** The new town's voivodeship, when the town changes. */
  readonly voivodeshipId?: number
  /** The district as it must become: set, cleared, or (undefined) as it is. */
  readonly districtId?: number | null
  /** The description as sanitised, when it changes. */
  readonly descriptionHtml?: string
  readonly now: Date
}

/** Columns copied as they come, text trimmed (management 5: text input is trimmed). */
const plainColumns = [
  "name", "country", "county", "post_code", "street", "building_number", "apartment_number", "phone", "second_phone",
  "headmaster", "children_count", "tuition", "tuition_from", "tuition_to", "open_at", "close_at", "saturday_open_at",
  "saturday_close_at", "sunday_open_at", "sunday_close_at", "is_open_saturday", "is_open_sunday", "recruitment_active",
  "recruitment_description", "vacancies", "notify_new_opinions", "notify_new_questions", "active", "town_id"
] as const satisfies ReadonlyArray<keyof FacilityPatch>

const webColumns = ["website", "facebook", "instagram", "bip"] as const satisfies ReadonlyArray<keyof FacilityPatch>

const tagColumns = ["specialization", "ownership", "features"] as const satisfies ReadonlyArray<keyof FacilityPatch>

/** Tag ids once each, written as the database writes uuids. */
export const uniqueIds = (ids: ReadonlyArray<string>) => [...new Set(ids.map((id) => id.toLowerCase()))]

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value)

/**
 * The facility's columns an edit writes, in the shape the driver binds: links as core's
 * normalizeUrl makes them, the e-mail lower-cased, tag ids once each, the location as its
 * point too, the description with its tiles' excerpt, the day plan in order with durations,
 * vacancies youngest first and dated.
 */
export function facilityPatchColumns(patch: FacilityPatch, derived: DerivedColumns): Record<string, unknown> {
  const columns: Record<string, unknown> = {}
  for (const column of plainColumns) if (patch[column] !== undefined) columns[column] = trimmed(patch[column])
  for (const column of webColumns) {
    const value = patch[column]
    if (value !== undefined) columns[column] = value === null ? null : normalizeUrl(value)
  }
  for (const column of tagColumns) {
    const value = patch[column]
    if (value !== undefined) columns[column] = pgArray(uniqueIds(value))
  }
  if (patch.email !== undefined) columns.email = patch.email === null ? null : normalizeEmail(patch.email)
  if (derived.voivodeshipId !== undefined) columns.voivodeship_id = derived.voivodeshipId
  if (derived.districtId !== undefined) columns.district_id = derived.districtId
  if (patch.location !== undefined) {
    columns.lat = patch.location.lat
    columns.lng = patch.location.lng
    columns.location = `(${patch.location.lng},${patch.location.lat})`
  }
  if (derived.descriptionHtml !== undefined) {
    columns.description = derived.descriptionHtml
    columns.description_excerpt = richTextExcerpt(derived.descriptionHtml)
  }
  if (patch.extra_classes !== undefined) {
    columns.extra_classes = JSON.stringify(patch.extra_classes.map(({ name, description }) => ({ name: name.trim(), description: description.trim() })))
  }
  if (patch.day_plan !== undefined) {
    columns.day_plan = JSON.stringify(dayPlanOf(patch.day_plan.map((entry) => ({ ...entry, name: entry.name.trim(), description: entry.description.trim() }))))
  }
  if (patch.vacancies_by_age !== undefined) columns.vacancies_by_age = JSON.stringify(sortVacancies(patch.vacancies_by_age))
  if (patch.vacancies !== undefined || patch.vacancies_by_age !== undefined) columns.vacancies_updated_at = derived.now
  return columns
}
