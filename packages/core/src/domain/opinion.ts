import { Schema } from "effect"

/** A published opinion as shown in 'recently added opinions' on the landing page. */
export const OpinionSummary = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  facility_name: Schema.String,
  facility_slug: Schema.NullOr(Schema.String),
  facility_city: Schema.String,
  rating_cleanliness: Schema.Number,
  rating_staff: Schema.Number,
  rating_food: Schema.Number,
  comment: Schema.String,
  author_name: Schema.String,
  created_at: Schema.Number
})
export type OpinionSummary = typeof OpinionSummary.Type
