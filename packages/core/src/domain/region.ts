import { Schema } from "effect"

/** [minLat, maxLat, minLon, maxLon] — the order the spec's city list uses (3.5). */
export const BoundingBox = Schema.Tuple([Schema.Number, Schema.Number, Schema.Number, Schema.Number])
export type BoundingBox = typeof BoundingBox.Type

/** A voivodeship as listed in catalogues. */
export const Voivodeship = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  slug: Schema.String,
  facilities_count: Schema.Number
})
export type Voivodeship = typeof Voivodeship.Type

/**
 * A city or district a search can zoom to (3.5). The 18 built-in cities carry a
 * `city_cache` key and a tuned mobile box; other towns and districts get boxes
 * derived from their size.
 */
export const City = Schema.Struct({
  kind: Schema.Literals(["city", "district"]),
  id: Schema.Number,
  name: Schema.String,
  key: Schema.String,
  /** ASCII slug of the city. */
  param: Schema.String,
  voivodeship: Schema.String,
  voivodeship_param: Schema.String,
  county: Schema.String,
  /** Set on districts: the district's own slug. */
  district_param: Schema.NullOr(Schema.String),
  display_name: Schema.String,
  city_cache: Schema.NullOr(Schema.String),
  boundingbox: BoundingBox,
  mobileBoundingbox: BoundingBox,
  importance: Schema.Number
})
export type City = typeof City.Type

/** A city in a catalogue or footer list, with how many facilities it has. */
export const CityListItem = Schema.Struct({
  name: Schema.String,
  slug: Schema.String,
  voivodeship: Schema.String,
  voivodeship_slug: Schema.String,
  facilities_count: Schema.Number
})
export type CityListItem = typeof CityListItem.Type

/** A district of a city with its facilities of a catalogue's type, for the city's catalogue page. */
export const DistrictListItem = Schema.Struct({
  name: Schema.String,
  slug: Schema.String,
  facilities_count: Schema.Number
})
export type DistrictListItem = typeof DistrictListItem.Type

/** Top cities of one voivodeship (7.3 top-5-cities). */
export const VoivodeshipTopCities = Schema.Struct({
  voivodeship: Schema.String,
  voivodeship_slug: Schema.String,
  cities: Schema.Array(CityListItem)
})
export type VoivodeshipTopCities = typeof VoivodeshipTopCities.Type

/** Cities by voivodeship (3.6). */
export const CitiesOfVoivodeship = Schema.Struct({
  voivodeship: Schema.String,
  cities: Schema.Array(CityListItem)
})
export type CitiesOfVoivodeship = typeof CitiesOfVoivodeship.Type
