import { describe, expect, it } from "vitest"
import { sortVacancies, vacanciesProblems } from "./vacancies"

describe("sortVacancies", () => {
  it("puts the nursery first and the years in order", () => {
    expect(sortVacancies([
      { age_group: "5", places: 1 }, { age_group: "nursery", places: 4 }, { age_group: "3", places: 2 }
    ]).map((v) => v.age_group)).toEqual(["nursery", "3", "5"])
  })
})

describe("vacanciesProblems", () => {
  it("refuses an age group named twice, under the repetition", () => {
    expect(vacanciesProblems([{ age_group: "3" }, { age_group: "4" }, { age_group: "3" }])).toEqual({
      "vacancies_by_age.2.age_group": "AGE_GROUP_REPEATED"
    })
    expect(vacanciesProblems([{ age_group: "nursery" }, { age_group: "6" }])).toEqual({})
  })
})
