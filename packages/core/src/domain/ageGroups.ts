/**
 * The age groups a facility recruits for (beyond the spec: vacancies per age group): the nursery
 * (children up to 3) and the kindergarten years of 3, 4, 5 and 6-year-olds, youngest first.
 *
 * Kept apart from their Schema (vacancies.ts): the map's filters read this list on the landing
 * page, and a module that builds a Schema when it loads would bring Effect's Schema with it.
 */
export const AGE_GROUPS = ["nursery", "3", "4", "5", "6"] as const
