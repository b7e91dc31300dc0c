import { Schema } from "effect"
import { AboutFacility } from "./aboutFacility"
import { AgeGroup } from "./vacancies"

/**
 * Where a recruitment application stands; the facility moves it on, the parent sees it. A
 * facility that keeps a waiting list puts it there (`waiting_list`); the parent may withdraw it
 * (`withdrawn`, e.g. once another facility of the same submission accepted).
 */
export const applicationStatuses = ["new", "contacted", "accepted", "declined", "waiting_list", "withdrawn"] as const
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

/**
 * An application as the parent who sent it sees it: which submission it belongs to and its
 * place in the parent's priority order (null for an application sent to one facility alone),
 * and its position on the facility's waiting list for the child's age group. Only the parent
 * reads this shape; the facility reads `Application`, with no trace of the other choices.
 */
export const ParentApplication = Schema.Struct({
  ...Application.fields,
  group_id: Schema.NullOr(Schema.Number),
  priority: Schema.NullOr(Schema.Number),
  waiting_age_group: Schema.NullOr(AgeGroup),
  waiting_position: Schema.NullOr(Schema.Number)
})
export type ParentApplication = typeof ParentApplication.Type

/** What a submission to several facilities answers: the group and the parent's copies in priority order. */
export const ApplicationGroupSent = Schema.Struct({
  group_id: Schema.Number,
  applications: Schema.Array(ParentApplication)
})
export type ApplicationGroupSent = typeof ApplicationGroupSent.Type
