import type { VacancyByAge } from "../vacancies"
import { sortVacancies } from "./vacancies"

/** The facility fields the profile's vacancies depend on. */
export interface VacanciesSource {
  readonly recruitment_active: boolean
  readonly vacancies_by_age: ReadonlyArray<VacancyByAge>
  readonly vacancies_updated_at: number | null
}

/** Free places per age group as the profile shows them, youngest first, with when they were updated. */
export interface ProfileVacancies {
  readonly entries: ReadonlyArray<VacancyByAge>
  readonly updatedAt: number | null
}

/**
 * What the profile shows of the vacancies per age group (beyond the spec): nothing unless the
 * facility recruits and has given some — places of a closed recruitment would promise what the
 * facility does not offer. A group given as 0 stays: "no places for 4-year-olds" is an answer too.
 */
export function vacanciesOnProfile(facility: VacanciesSource): ProfileVacancies | null {
  if (!facility.recruitment_active || facility.vacancies_by_age.length === 0) return null
  return { entries: sortVacancies(facility.vacancies_by_age), updatedAt: facility.vacancies_updated_at }
}
