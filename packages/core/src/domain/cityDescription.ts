import { Schema } from "effect"

/** A city as the CMS lists it (management 2.10, 3 City): where it is, and whether it has a description yet. */
export const CmsCity = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  /** The city's ASCII slug, as its catalogue page names it. */
  param: Schema.String,
  voivodeship: Schema.String,
  voivodeship_param: Schema.String,
  county: Schema.String,
  has_description: Schema.Boolean
})
export type CmsCity = typeof CmsCity.Type

/**
 * A city's description (management 3 City description): city, voivodeship and the text, rich
 * text as HTML sanitised on the server; empty when nobody wrote one. The catalogue's city page
 * shows it.
 */
export const CityDescription = Schema.Struct({
  city_id: Schema.Number,
  city: Schema.String,
  param: Schema.String,
  voivodeship: Schema.String,
  voivodeship_param: Schema.String,
  description: Schema.String,
  /** When it was last saved (ms since the epoch); null when it never was. */
  updated_at: Schema.NullOr(Schema.Number)
})
export type CityDescription = typeof CityDescription.Type
