import { Schema } from "effect"

/** The facility a record is about (an opinion, a question, an application…): its id, and its name and slug to show it and link to it. */
export const AboutFacility = {
  facility_id: Schema.Number,
  facility_name: Schema.String,
  facility_slug: Schema.NullOr(Schema.String)
}
