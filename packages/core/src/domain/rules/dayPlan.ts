import type { DayPlanEntry } from "../facility"
import { spanProblem } from "./timeOfDay"

/**
 * A day plan entry as sent: its span in minutes since midnight, its class and a description. The
 * duration is not sent: it is the span (a client that sends one has it ignored).
 */
export type DayPlanEntryDraft = Omit<DayPlanEntry, "duration">

/**
 * The day plan as stored (management 3: start, end, duration, class name, description): each
 * entry's duration is its span, and entries run in the order of the day.
 */
export function dayPlanOf(entries: ReadonlyArray<DayPlanEntryDraft>): Array<DayPlanEntry> {
  return entries
    .map((entry) => ({ start: entry.start, end: entry.end, duration: entry.end - entry.start, name: entry.name, description: entry.description }))
    .sort((a, b) => a.start - b.start || a.end - b.end)
}

/**
 * Entries that end before they start (END_BEFORE_START), as field paths of a list —
 * `day_plan.2.end` — so each shows under its own row.
 */
export function dayPlanSpanProblems(
  entries: ReadonlyArray<{ readonly start: number | null; readonly end: number | null }>,
  field = "day_plan"
): Record<string, string> {
  const problems: Record<string, string> = {}
  entries.forEach((entry, index) => {
    const problem = spanProblem(entry.start, entry.end)
    if (problem !== null) problems[`${field}.${index}.end`] = problem
  })
  return problems
}
