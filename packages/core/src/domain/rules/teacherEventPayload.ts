import type { FieldMessages } from "../../api/errors"

/** The dates of an event as the CMS sends them. */
export interface EventDatesInput {
  readonly kind: "calendar" | "contest"
  readonly day: number | null
  readonly month: number | null
  readonly starts_on: string | null
  readonly ends_on: string | null
}

/** Days of each month in a leap year: 29 February is Dzień… nothing yet, but a yearly event may fall on it. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/**
 * What is wrong with an event's dates (none: an empty record): a calendar event needs a day
 * that exists in its month, a contest its first and last day, the last not before the first.
 */
export function eventDatesProblems(input: EventDatesInput): FieldMessages {
  const problems: Record<string, Array<string>> = {}
  const need = (field: string, value: unknown) => { if (value === null) problems[field] = ["FIELD_REQUIRED"] }
  if (input.kind === "calendar") {
    need("day", input.day)
    need("month", input.month)
    if (input.day !== null && input.month !== null && input.day > (DAYS_IN_MONTH[input.month - 1] ?? 0)) problems.day = ["FIELD_INVALID"]
  } else {
    need("starts_on", input.starts_on)
    need("ends_on", input.ends_on)
    if (input.starts_on !== null && input.ends_on !== null && input.ends_on < input.starts_on) problems.ends_on = ["END_BEFORE_START"]
  }
  return problems
}
