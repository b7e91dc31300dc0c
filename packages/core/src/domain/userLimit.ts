import { Schema } from "effect"

/**
 * A per-package limit (management 3 "User limit", 6 "Limits"): a count, or a feature switched on
 * (non-zero) or off (0) — `type` tells which.
 */
export const UserLimitRecord = Schema.Struct({
  id: Schema.Number,
  key: Schema.String,
  type: Schema.Literals(["boolean", "limit"]),
  value_free: Schema.Number,
  value_registered: Schema.Number,
  value_premium: Schema.Number
})
export type UserLimitRecord = typeof UserLimitRecord.Type
