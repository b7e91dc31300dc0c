import { Schema } from "effect"
import { AGE_GROUPS } from "./ageGroups"

/** One of the age groups of AGE_GROUPS. */
export const AgeGroup = Schema.Literals(AGE_GROUPS)
export type AgeGroup = typeof AgeGroup.Type

/** Free places in one age group. */
export const VacancyByAge = Schema.Struct({
  age_group: AgeGroup,
  places: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 999 }, { message: "PLACES_INVALID" }))
})
export type VacancyByAge = typeof VacancyByAge.Type
