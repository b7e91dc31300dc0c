import type { Facility, HoursLine } from "@pociecha/core"

/** One line of the comparison: what it is, and each facility's value as shown. */
export interface CompareRow {
  readonly label: string
  readonly values: ReadonlyArray<string>
}

/** How values are put into words (the page's translations and formats). */
export interface CompareWords {
  readonly t: (key: string, values?: Record<string, string | number>) => string
  /** The translated names of tags (ownership, amenities). */
  readonly tag: (ids: ReadonlyArray<string>) => ReadonlyArray<string>
  readonly type: (facility: Facility) => string
  readonly money: (value: number) => string
  readonly date: (value: number) => string
  readonly score: (value: number | null) => string
  readonly hours: (facility: Facility) => ReadonlyArray<HoursLine>
  /** Each facility's distance from the place the parent chose; null when none is chosen (no row). */
  readonly distance: ((facility: Facility) => string) | null
}

const listed = (items: ReadonlyArray<string>, none: string) => (items.length === 0 ? none : items.join(", "))

/**
 * The comparison's rows (issue 20): type, public or private, the distance from a chosen place,
 * tuition, hours, vacancies per age group with the date they were updated, the ratings and their
 * count, amenities and extra classes. Every value is text, so a row whose texts differ is one whose facilities differ.
 */
export function compareRows(facilities: ReadonlyArray<Facility>, words: CompareWords): CompareRow[] {
  const { t } = words
  const row = (label: string, value: (facility: Facility) => string): CompareRow => ({ label: t(label), values: facilities.map(value) })
  const hoursOf = (line: HoursLine | undefined) =>
    line === undefined || line.state === "missing" ? t("MISSING") : line.state === "closed" ? t("CLOSED") : t("FROM_TO", { from: line.from ?? "", to: line.to ?? "" })
  const tuition = (facility: Facility) =>
    facility.tuition_from !== null && facility.tuition_to !== null
      ? t("TUITION_RANGE", { from: words.money(facility.tuition_from), to: words.money(facility.tuition_to) })
      : facility.tuition_from !== null ? t("TUITION_FROM", { from: words.money(facility.tuition_from) }) : facility.tuition ?? t("MISSING")
  const vacancies = (facility: Facility) => {
    const open = facility.vacancies_by_age.filter((entry) => entry.places > 0)
    const lines = open.map((entry) => t("VACANCIES_LINE", { age: t(`CHILD_AGE_${entry.age_group}`), places: entry.places }))
    const updated = facility.vacancies_updated_at === null ? "" : ` (${t("UPDATED_ON", { date: words.date(facility.vacancies_updated_at) })})`
    return `${listed(lines, t("NO_VACANCIES"))}${updated}`
  }
  return [
    row("TYPE", words.type),
    row("OWNERSHIP", (facility) => listed(words.tag(facility.ownership), t("MISSING"))),
    ...(words.distance === null ? [] : [row("DISTANCE", words.distance)]),
    row("TUITION", tuition),
    row("HOURS", (facility) => hoursOf(words.hours(facility)[0])),
    row("SATURDAY", (facility) => hoursOf(words.hours(facility)[1])),
    row("VACANCIES", vacancies),
    row("RATING", (facility) => words.score(facility.score_total)),
    row("SCORE_STAFF", (facility) => words.score(facility.score_staff)),
    row("SCORE_FOOD", (facility) => words.score(facility.score_food)),
    row("SCORE_CLEANLINESS", (facility) => words.score(facility.score_cleanliness)),
    row("OPINIONS", (facility) => String(facility.opinions_count)),
    row("AMENITIES", (facility) => listed(words.tag(facility.features), t("NONE"))),
    row("EXTRA_CLASSES", (facility) => listed(facility.extra_classes.map((extra) => extra.name), t("NONE")))
  ]
}
