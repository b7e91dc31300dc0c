import { Schema } from "effect"

/**
 * Whether the portal is under maintenance (issue 19): while it is, everyone but support sees the
 * maintenance page and the API answers 503 ERROR_MAINTENANCE. `since` is when support switched it
 * on (epoch ms), `message` what support wrote for the visitors, if anything.
 */
export const MaintenanceState = Schema.Struct({
  on: Schema.Boolean,
  since: Schema.NullOr(Schema.Number),
  message: Schema.NullOr(Schema.String)
})
export type MaintenanceState = typeof MaintenanceState.Type

/** Seconds a client is told to wait (Retry-After) before it asks again during maintenance. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300
