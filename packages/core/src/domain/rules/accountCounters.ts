import type { Overview } from "../overview"

/** Which of My account's counters a tab shows (spec 2.3, 3.13). */
export type AccountCounterKey = "opinions" | "questions"

/** The counters of My account: what is new for me as a parent, and both together. */
export interface AccountCounters {
  /** Facilities' published answers to my opinions I have not seen. */
  readonly opinions: number
  /** Facilities' messages in the threads I asked that I have not seen. */
  readonly questions: number
  readonly total: number
}

/**
 * My account's counters from the overview (spec 3.13): new answers to my opinions, and new
 * messages in my question threads. The overview's message count also holds parents' messages in
 * the threads of the facilities I run (its per-facility counts, for the facility tabs), which are
 * not mine to answer as a parent: they are left out. No overview yet counts nothing.
 */
export function accountCounters(overview: Overview | null | undefined, runFacilityIds: ReadonlyArray<number>): AccountCounters {
  if (overview === null || overview === undefined) return { opinions: 0, questions: 0, total: 0 }
  const byFacility = overview.user_questions.new_messages_by_facility
  const ofRunFacilities = runFacilityIds.reduce((sum, id) => sum + (byFacility[String(id)] ?? 0), 0)
  const opinions = overview.opinions.new_answers
  const questions = Math.max(0, overview.user_questions.new_messages - ofRunFacilities)
  return { opinions, questions, total: opinions + questions }
}
