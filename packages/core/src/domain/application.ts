import { Schema } from "effect"
import { AboutFacility } from "./aboutFacility"

/** Where a recruitment application stands; the facility moves it on, the parent sees it. */
export const applicationStatuses = ["new", "contacted", "accepted", "declined"] as const
export const ApplicationStatus = Schema.Literals(applicationStatuses)
export type ApplicationStatus = typeof ApplicationStatus.Type

/** A recruitment application (spec 2.9, 3.10), as the parent and the facility see it. */
export const Application = Schema.Struct({
  id: Schema.Number,
  ...AboutFacility,
  parent_name: Schema.String,
  parent_surname: Schema.String,
  parent_phone: Schema.String,
  address: Schema.String,
  child_name: Schema.String,
  child_surname: Schema.String,
  /** `YYYY-MM-DD`. */
  child_birth_date: Schema.String,
  status: ApplicationStatus,
  created_at: Schema.Number,
  status_changed_at: Schema.NullOr(Schema.Number)
})
export type Application = typeof Application.Type
