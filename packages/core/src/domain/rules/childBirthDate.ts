/** The oldest child a nursery or kindergarten application is for (spec: a child of 0–7 years). */
export const CHILD_MAX_AGE_YEARS = 7

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The calendar date of `YYYY-MM-DD`, or null when it is not a real date (2026-02-30). */
function calendarDate(text: string): { readonly year: number; readonly month: number; readonly day: number } | null {
  const match = ISO_DATE.exec(text)
  if (match === null) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : null
}

/**
 * Whether a child born on `birthDate` may be the subject of an application on `today` (both
 * `YYYY-MM-DD`, today in Polish time): BIRTH_DATE_INVALID for text that is not a real date,
 * CHILD_AGE_OUT_OF_RANGE for a birth in the future or a child who has turned eight; null when the
 * child is 0 to 7 years old. Dates compare as text, which orders ISO dates correctly.
 */
export function validateChildBirthDate(birthDate: string, today: string): "BIRTH_DATE_INVALID" | "CHILD_AGE_OUT_OF_RANGE" | null {
  const born = calendarDate(birthDate)
  const now = calendarDate(today)
  if (born === null || now === null) return "BIRTH_DATE_INVALID"
  if (birthDate > today) return "CHILD_AGE_OUT_OF_RANGE"
  // The eighth birthday (29 February counts from 1 March in a common year).
  const eighth = new Date(Date.UTC(born.year + CHILD_MAX_AGE_YEARS + 1, born.month - 1, born.day)).toISOString().slice(0, 10)
  return today >= eighth ? "CHILD_AGE_OUT_OF_RANGE" : null
}
