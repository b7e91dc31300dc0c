import { AGE_GROUPS } from "../ageGroups"
import type { VacancyByAge } from "../vacancies"

/**
 * Vacancies per age group as stored and shown (beyond the spec): one entry per age group,
 * youngest first.
 */
export function sortVacancies<V extends Pick<VacancyByAge, "age_group">>(vacancies: ReadonlyArray<V>): Array<V> {
  return [...vacancies].sort((a, b) => AGE_GROUPS.indexOf(a.age_group) - AGE_GROUPS.indexOf(b.age_group))
}

/** Where an age group is named again (each group has one number of places): the repetitions' positions. */
export function repeatedAgeGroups(vacancies: ReadonlyArray<{ readonly age_group: string }>): Array<number> {
  const seen = new Set<string>()
  const repeated: Array<number> = []
  vacancies.forEach(({ age_group }, index) => {
    if (seen.has(age_group)) repeated.push(index)
    seen.add(age_group)
  })
  return repeated
}

/**
 * AGE_GROUP_REPEATED under each repetition's `age_group`, as field paths of a list
 * (`vacancies_by_age.2.age_group`), so each shows under its own row.
 */
export function vacanciesProblems(
  vacancies: ReadonlyArray<{ readonly age_group: string }>,
  field = "vacancies_by_age"
): Record<string, string> {
  return Object.fromEntries(repeatedAgeGroups(vacancies).map((index) => [`${field}.${index}.age_group`, "AGE_GROUP_REPEATED"]))
}
