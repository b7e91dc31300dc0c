import { describe, expect, it } from "vitest"
import { vacanciesOnProfile } from "./vacanciesOnProfile"

const updatedAt = Date.UTC(2026, 10, 20, 9)
const recruiting = {
  recruitment_active: true,
  vacancies_by_age: [
    { age_group: "5" as const, places: 1 },
    { age_group: "nursery" as const, places: 0 },
    { age_group: "3" as const, places: 4 }
  ],
  vacancies_updated_at: updatedAt
}

describe("vacanciesOnProfile", () => {
  it("lists every given age group youngest first, with the update date", () => {
    expect(vacanciesOnProfile(recruiting)).toEqual({
      entries: [
        { age_group: "nursery", places: 0 },
        { age_group: "3", places: 4 },
        { age_group: "5", places: 1 }
      ],
      updatedAt
    })
  })

  it("shows nothing while recruitment is closed, or when no age group is given", () => {
    expect(vacanciesOnProfile({ ...recruiting, recruitment_active: false })).toBeNull()
    expect(vacanciesOnProfile({ ...recruiting, vacancies_by_age: [] })).toBeNull()
  })

  it("keeps a missing update date missing", () => {
    expect(vacanciesOnProfile({ ...recruiting, vacancies_updated_at: null })?.updatedAt).toBeNull()
  })
})
