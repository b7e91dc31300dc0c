import { DEFAULT_REPORTS_PER_DAY } from "@pociecha/core"
import { insertRows } from "./batches"

// Per-package limits (management 9 "Packages" and "Limits and timings"): value_free applies to
// facilities with status 'unknown', value_registered to 'registered', value_premium to 'premium'.
// A verified ('registered') facility is on the basic package until it pays for premium.
// Booleans are 0/1. 100000 stands for "no limit".
// [key, type, free, registered, premium]
const limits: ReadonlyArray<readonly [string, "limit" | "boolean", number, number, number]> = [
  ["gallery_photos", "limit", 3, 3, 100],
  ["amenities", "limit", 5, 5, 100],
  ["amenities_edits_per_month", "limit", 1, 1, 100],
  ["messages", "limit", 10, 10, 100_000],
  ["recruitment_description", "boolean", 0, 0, 1],
  // Characters of the description's HTML (management 5: 1500 by default).
  ["description_chars", "limit", 1500, 5000, 20_000],
  // Websites a facility has (issue 17): none on the free package.
  ["web_pages", "limit", 0, 1, 1],
  // An account's limit, not a facility's: one value whatever the status.
  ["reports_per_day", "limit", DEFAULT_REPORTS_PER_DAY, DEFAULT_REPORTS_PER_DAY, DEFAULT_REPORTS_PER_DAY]
]

/** What the seeded package of `status` allows of the limit `key` (the row's value for that status). */
export const seededLimit = (key: string, status: "unknown" | "registered" | "premium"): number => {
  const [, , free, registered, premium] = limits.find(([name]) => name === key)!
  return { unknown: free, registered, premium }[status]
}

/** The user_limits rows. */
export const userLimitRows = limits.map(([key, type, free, registered, premium]) => ({
  key,
  type,
  value_free: free,
  value_registered: registered,
  value_premium: premium
}))

export const seedUserLimits = insertRows("user_limits", userLimitRows)
