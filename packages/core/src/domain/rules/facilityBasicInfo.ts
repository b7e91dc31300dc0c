import type { OpeningHoursInput } from "./openingHours"
import { spanProblem } from "./timeOfDay"

/**
 * A number typed into a form (management 5): an integer, 0 when the text is not one; null when
 * nothing is typed — the facility does not say.
 */
export function numberFieldValue(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === "") return null
  const value = Number.parseInt(trimmed, 10)
  return Number.isNaN(value) ? 0 : value
}

/** The basic info (management 2.4) a rule reads: tuition from/to and the opening hours. */
export interface BasicInfoValues extends OpeningHoursInput {
  readonly tuition_from?: number | null | undefined
  readonly tuition_to?: number | null | undefined
}

/** The fields a problem of the basic info shows under. */
export type BasicInfoProblemField = "tuition_to" | "close_at" | "saturday_close_at" | "sunday_close_at"

/**
 * What is wrong with a facility's basic info as a whole: tuition to below tuition from
 * (TUITION_RANGE_INVALID), a day closing before it opens (END_BEFORE_START). Field → message;
 * the server asks it of the record after the change, a form of what is typed.
 */
export function basicInfoProblems(info: BasicInfoValues): Partial<Record<BasicInfoProblemField, string>> {
  const problems: Partial<Record<BasicInfoProblemField, string>> = {}
  if (typeof info.tuition_from === "number" && typeof info.tuition_to === "number" && info.tuition_to < info.tuition_from) {
    problems.tuition_to = "TUITION_RANGE_INVALID"
  }
  const days = [["close_at", info.open_at, info.close_at], ["saturday_close_at", info.saturday_open_at, info.saturday_close_at],
    ["sunday_close_at", info.sunday_open_at, info.sunday_close_at]] as const
  for (const [field, open, close] of days) {
    const problem = spanProblem(open, close)
    if (problem !== null) problems[field] = problem
  }
  return problems
}
