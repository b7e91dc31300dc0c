import type { Facility } from "@pociecha/core"
import { act, screen } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { aFacility } from "../../../shared/testing/facilityFixture"
import { applyLanguage, i18n, initI18n } from "../../../shared/i18n"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import { RecruitmentSection } from "./RecruitmentSection"

// 23:30 UTC on 20 November is already 21 November in Warsaw, where dates are shown.
const updatedAt = Date.UTC(2026, 10, 20, 23, 30)
const recruiting = aFacility({
  recruitment_active: true,
  vacancies: true,
  vacancies_by_age: [
    { age_group: "5", places: 22 },
    { age_group: "nursery", places: 0 },
    { age_group: "3", places: 1 },
    { age_group: "4", places: 5 }
  ],
  vacancies_updated_at: updatedAt
})

/** The section's vacancies, each show in a render of its own. */
function show(facility: Facility) {
  return renderWithProviders(<RecruitmentSection facility={facility} onApply={() => undefined} />).container.querySelector('[data-testid="facility-vacancies"]')
}

const lines = (vacancies: Element | null) =>
  [...(vacancies?.querySelectorAll(".facility-vacancies__line") ?? [])].map((line) => [
    line.querySelector("dt")?.textContent,
    line.querySelector("dd")?.textContent
  ])

// The language changes re-render what is mounted.
const speak = (language: "pl" | "ua" | "en") => act(() => applyLanguage(language))

beforeAll(async () => {
  initI18n("pl")
  await i18n.loadNamespaces("facility")
})

describe("vacancies per age group on the profile", () => {
  it("lists each age group youngest first with its places and the update date, in Polish", () => {
    const vacancies = show(recruiting)
    expect(lines(vacancies)).toEqual([
      ["do 3 lat (żłobek)", "brak miejsc"],
      ["3 lata", "1 miejsce"],
      ["4 lata", "5 miejsc"],
      ["5 lat", "22 miejsca"]
    ])
    expect(vacancies?.querySelector(".facility-vacancies__updated")?.textContent).toBe("Zaktualizowano 21.11.2026")
    expect(vacancies?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-20T23:30:00.000Z")
  })

  it("speaks Ukrainian and English too", async () => {
    await speak("ua")
    expect(lines(show(recruiting))[3]).toEqual(["5 років", "22 місця"])
    await speak("en")
    const vacancies = show(recruiting)
    expect(lines(vacancies)[1]).toEqual(["3 years", "1 place"])
    expect(vacancies?.querySelector(".facility-vacancies__updated")?.textContent).toBe("Updated on 21.11.2026")
    await speak("pl")
  })

  it("leaves the date out when it is not known", () => {
    const vacancies = show({ ...recruiting, vacancies_updated_at: null })
    expect(lines(vacancies)).toHaveLength(4)
    expect(vacancies?.querySelector(".facility-vacancies__updated")).toBeNull()
  })

  it("shows nothing while recruitment is closed or when no age group is given", () => {
    expect(show({ ...recruiting, recruitment_active: false })).toBeNull()
    expect(show({ ...recruiting, vacancies_by_age: [] })).toBeNull()
    // The rest of the section stays.
    expect(screen.getAllByTestId("apply-button")).toHaveLength(2)
  })
})
