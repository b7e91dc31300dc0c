import { Schema } from "effect"
import { AGE_GROUPS } from "../domain/ageGroups"
import { AgeGroup } from "../domain/vacancies"
import { KeyList, Latitude, Line, List, Longitude, maxLengths } from "./bounds"

/**
 * The orders a map search can list its facilities in (issue 20): nearest first (needs an
 * origin), best rated, most opinions, cheapest tuition, most recently updated vacancies.
 * Without one the search keeps its result order (premium, registered, then best rated).
 */
export const SEARCH_SORTS = ["distance", "rating", "opinions", "tuition", "vacancies_updated"] as const
export const SearchSort = Schema.Literals(SEARCH_SORTS)
export type SearchSort = typeof SearchSort.Type

/** Where the parent stands or lives: each facility then carries its straight-line distance. */
export const SearchOrigin = Schema.Struct({ lat: Latitude, lng: Longitude })
export type SearchOrigin = typeof SearchOrigin.Type

/** Tuition in whole złoty a month. */
const Zloty = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }, { message: "FIELD_INVALID" }))

/** A time of day in minutes since midnight, as the facilities' opening hours are kept. */
const MinuteOfDay = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1440 }, { message: "FIELD_INVALID" }))

/** Most extra classes a search may require at once. */
const MAX_EXTRA_CLASSES = 20

/**
 * What the map search takes beyond the spec's filters (issue 20). Each is optional: a search
 * without any of them is the spec's search, answered as before.
 */
export const searchRefinementFields = {
  sort: Schema.optionalKey(SearchSort),
  origin: Schema.optionalKey(SearchOrigin),
  /** The parent's tuition range: facilities whose own range reaches into it. */
  tuition_from: Schema.optionalKey(Zloty),
  tuition_to: Schema.optionalKey(Zloty),
  /** Open at this time or earlier (drop-off). */
  open_by: Schema.optionalKey(MinuteOfDay),
  /** Open until this time or later (pick-up). */
  open_until: Schema.optionalKey(MinuteOfDay),
  /** Amenity (features) tag keys: the facility has every one of them. */
  amenities: Schema.optionalKey(KeyList),
  /** Extra classes by name, as the counts offer them: the facility runs every one of them. */
  extra_classes: Schema.optionalKey(List(Line(maxLengths.shortText), MAX_EXTRA_CLASSES))
}

/** How many facilities of the search one option would leave. */
const count = Schema.Number

/**
 * The counts before a filter is applied (`POST /search/counts`, issue 20): for each option, how
 * many facilities of the same rectangle the search would find with that option added to the
 * other filters already chosen (its own filter's choices set aside, so the options of one filter
 * stay comparable). `total` is what the whole search finds. Extra classes are the most common
 * names in the rectangle.
 */
export const SearchCounts = Schema.Struct({
  total: Schema.Number,
  amenities: Schema.Array(Schema.Struct({ key: Schema.String, count })),
  extra_classes: Schema.Array(Schema.Struct({ name: Schema.String, count })),
  vacancies_for: Schema.Array(Schema.Struct({ age_group: AgeGroup, count })).check(Schema.isMaxLength(AGE_GROUPS.length))
})
export type SearchCounts = typeof SearchCounts.Type
