import { Schema } from "effect"

/**
 * A calendar day, `YYYY-MM-DD`, that exists (not 2026-02-30). The shape is a pattern, which
 * also lets property tests derive such days (a free predicate alone they can only guess at).
 */
export const IsoDay = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "FIELD_INVALID" }),
  Schema.makeFilter((day) => isIsoDay(day) || "FIELD_INVALID")
)

function isIsoDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/**
 * The day a new version of a legal text takes effect: today or later, never in the past — a
 * version in force is never backdated, since people accepted what was in force then. `today` is
 * `YYYY-MM-DD` in the portal's time (Poland).
 */
export function legalPublicationProblems(publishedOn: string, today: string): { readonly published_on?: "LEGAL_DATE_PAST" } {
  return isIsoDay(publishedOn) && publishedOn < today ? { published_on: "LEGAL_DATE_PAST" } : {}
}
