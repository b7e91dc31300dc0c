import { describe, expect, it } from "vitest"
import { featureStatus, productFeatures, yearlyPlans } from "./productOffer"

const feature = (key: string) => productFeatures.find((candidate) => candidate.key === key)!

describe("a function's label in a package (management 9)", () => {
  it("is full access where the package has it", () => {
    expect(featureStatus(feature("profile"), "basic")).toBe("full")
    expect(featureStatus(feature("news"), "premium")).toBe("full")
  })

  it("is disabled where it does not", () => {
    expect(featureStatus(feature("news"), "basic")).toBe("disabled")
    expect(featureStatus(feature("opinion_moderation"), "basic")).toBe("disabled")
  })

  it("offers only what is built: every function is full access or disabled in each package, none announced for later", () => {
    for (const each of productFeatures) {
      for (const productPackage of ["basic", "premium"] as const) expect(["full", "disabled"]).toContain(featureStatus(each, productPackage))
    }
  })

  it("premium has everything basic has", () => {
    for (const each of productFeatures) {
      if (featureStatus(each, "basic") === "full") expect(featureStatus(each, "premium")).toBe("full")
    }
  })
})

describe("the yearly plans", () => {
  it("are Professional Start and Full Support, the latter alone most popular, with management 9's list", () => {
    expect(yearlyPlans.map((plan) => [plan.key, plan.mostPopular])).toEqual([["professional_start", false], ["full_support", true]])
    expect(yearlyPlans[1]!.includes).toEqual([
      "highlighted_listing", "coloured_marker", "opinion_moderation", "recruitment_module", "done_for_you_profile", "fan_page"
    ])
  })
})
