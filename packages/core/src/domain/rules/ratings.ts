import type { ValidationKey } from "./validationMessages"

/** The aspects an opinion rates (spec 2.8, 9). */
export const ratingAspects = ["cleanliness", "staff", "food"] as const

/** One rated aspect. */
export type RatingAspect = (typeof ratingAspects)[number]

/** Lowest rating. */
export const RATING_MIN = 1
/** Highest rating. */
export const RATING_MAX = 5

/** Ratings by aspect, possibly incomplete while the wizard runs. */
export type Ratings = Partial<Record<RatingAspect, number | null | undefined>>

/** Whether a value is a rating: a whole number from 1 to 5. */
export function isValidRating(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX
}

/** RATE_ALL_ASPECTS unless cleanliness, staff and food each carry a rating from 1 to 5. */
export function validateRatings(ratings: Ratings | null | undefined): ValidationKey | null {
  return ratingAspects.every((aspect) => isValidRating(ratings?.[aspect])) ? null : "RATE_ALL_ASPECTS"
}
