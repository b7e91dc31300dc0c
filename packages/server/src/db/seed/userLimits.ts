import { insertRows } from "./batches"

// Per-package limits (management 9 "Packages" and "Limits and timings"): value_free applies to
// facilities with status 'unknown', value_registered to 'registered', value_premium to 'premium'.
// Booleans are 0/1. 100000 stands for "no limit".
// [key, free, registered, premium]
const limits: ReadonlyArray<readonly [string, number, number, number]> = [
  ["gallery_photos", 3, 10, 100],
  ["amenities", 5, 15, 100],
  ["amenities_edits_per_month", 1, 4, 100],
  ["messages", 10, 100, 100_000],
  ["recruitment_description", 0, 1, 1]
]

/** The user_limits rows. */
export const userLimitRows = limits.map(([key, free, registered, premium]) => ({
  key,
  value_free: free,
  value_registered: registered,
  value_premium: premium
}))

export const seedUserLimits = insertRows("user_limits", userLimitRows)
