import type { AgeGroup } from "../vacancies"

/**
 * The age group a child applies to on a given day (issue 20: a facility's waiting list is kept
 * per age group): the nursery under three full years, then the kindergarten year of their full
 * years, six and over in the last one. Both dates are `YYYY-MM-DD`.
 */
export function childAgeGroup(birthDate: string, onDay: string): AgeGroup {
  const [birthYear, birthRest] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)]
  const [year, rest] = [Number(onDay.slice(0, 4)), onDay.slice(5)]
  // A birthday later in the year than `onDay` has not come yet: one year fewer.
  const years = year - birthYear - (rest < birthRest ? 1 : 0)
  if (years < 3) return "nursery"
  if (years >= 6) return "6"
  return String(years) as "3" | "4" | "5"
}
