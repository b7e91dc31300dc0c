import { describe, expect, it } from "vitest"
import { childAgeGroup } from "./childAgeGroup"

describe("a child's age group on a day", () => {
  it("is the nursery below three full years", () => {
    expect(childAgeGroup("2024-06-01", "2026-06-01")).toBe("nursery")
    expect(childAgeGroup("2023-06-02", "2026-06-01")).toBe("nursery")
  })

  it("is the kindergarten year of the full years, counted from the birthday", () => {
    expect(childAgeGroup("2023-06-01", "2026-06-01")).toBe("3")
    expect(childAgeGroup("2022-01-15", "2026-11-28")).toBe("4")
    expect(childAgeGroup("2021-12-31", "2026-12-31")).toBe("5")
  })

  it("is the last kindergarten year from six on", () => {
    expect(childAgeGroup("2020-06-01", "2026-06-01")).toBe("6")
    expect(childAgeGroup("2019-01-01", "2026-06-01")).toBe("6")
  })
})
