import { Schema } from "effect"
import { FacilitySearchItem } from "../domain/facility"

const NullOrString = Schema.NullOr(Schema.String)

/**
 * One facility of a map search's answer (7.5): the spec's search item (3.3) — id, name, slug,
 * status, its address in `payload` and its specialization as `tag` — with what a map needs
 * beside it: the building number, where it stands, all its specialization tag ids and its score.
 */
export const SearchFacility = Schema.Struct({
  ...FacilitySearchItem.fields,
  payload: Schema.Struct({ ...FacilitySearchItem.fields.payload.fields, building_number: NullOrString }),
  location: Schema.Struct({ lat: Schema.Number, lng: Schema.Number }),
  specialization: Schema.Array(Schema.String),
  score_total: Schema.NullOr(Schema.Number),
  /** Straight-line metres from the search's `origin`, when it has one (issue 20). */
  distance_m: Schema.optionalKey(Schema.Number)
})
export type SearchFacility = typeof SearchFacility.Type

/** The map search's default answer (7.5): an array of facilities, in result order. */
export const SearchFacilities = Schema.Array(SearchFacility)
export type SearchFacilities = typeof SearchFacilities.Type

/**
 * The map search's query string: `format=markers` asks for the compact marker wire the map reads
 * (`MapMarkers`, mapMarkers.ts); without it the answer is {@link SearchFacilities}.
 */
export const SearchFormat = {
  format: Schema.optionalKey(Schema.Literal("markers"))
}
