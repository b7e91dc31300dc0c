import { describe, expect, it } from "vitest"
import { applyOffer } from "./applyOffer"

describe("the profile's 'apply' action (2.7)", () => {
  it("is the main action only while the recruitment is open and there are free places", () => {
    expect(applyOffer({ recruitment_active: true, vacancies: true })).toEqual({ prominence: "primary" })
  })

  it("is secondary, explained, when the recruitment is closed", () => {
    expect(applyOffer({ recruitment_active: false, vacancies: true })).toEqual({ prominence: "secondary", reason: "RECRUITMENT_CLOSED" })
  })

  it("is secondary, explained, when there are no free places", () => {
    expect(applyOffer({ recruitment_active: true, vacancies: false })).toEqual({ prominence: "secondary", reason: "NO_VACANCIES" })
  })

  it("names the closed recruitment first when both hold", () => {
    expect(applyOffer({ recruitment_active: false, vacancies: false })).toEqual({ prominence: "secondary", reason: "RECRUITMENT_CLOSED" })
  })
})
