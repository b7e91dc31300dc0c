import { Schema } from "effect"

/** The two forms to the product team (spec 3.14): a facility's lead, a presentation booking. */
export const SalesRequestKind = Schema.Literals(["lead", "presentation"])
export type SalesRequestKind = typeof SalesRequestKind.Type

/** A free presentation lasts 15 minutes (management 9). */
export const PRESENTATION_MINUTES = 15

/** Customer service answers on working days, 8:00–16:00 (management 9). */
export const CUSTOMER_SERVICE_HOURS = { from: "8:00", to: "16:00" } as const

/**
 * How long a request to the product team is kept, in days: a year, long enough to answer it and
 * to follow a school year's sale; then it is deleted (the server's retention sweep).
 */
export const SALES_REQUEST_RETENTION_DAYS = 365

/** Requests one page of support's list holds. */
export const SALES_REQUESTS_PAGE_SIZE = 25

/**
 * A request as support lists it (issue 19): a lead carries the person, the facility and the
 * position; a booking the address and, when given, a phone and a preferred time.
 */
export const SalesRequest = Schema.Struct({
  id: Schema.Number,
  kind: SalesRequestKind,
  email: Schema.String,
  name_surname: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  facility_name: Schema.NullOr(Schema.String),
  position: Schema.NullOr(Schema.String),
  preferred_time: Schema.NullOr(Schema.String),
  /** Epoch milliseconds. */
  created_at: Schema.Number,
  handled: Schema.Boolean
})
export type SalesRequest = typeof SalesRequest.Type
