import { Schema } from "effect"

/** A per-package limit (management 6 "Limits"); booleans are stored as 0/1. */
export const UserLimitRecord = Schema.Struct({
  id: Schema.Number,
  key: Schema.String,
  value_free: Schema.Number,
  value_registered: Schema.Number,
  value_premium: Schema.Number
})
export type UserLimitRecord = typeof UserLimitRecord.Type
