/**
 * What Pociecha offers a facility (management 1, 9; issue 19): the functions an owner gets, the
 * two packages and the two yearly plans, as the functions page and the price list show them.
 * The figures (photos, amenities, messages) are not here: they are the server's limits
 * (`GET v1/user-limit`), read where they are shown.
 */

/** The packages a facility is on (management 9): basic, from 0 a month, and premium, monthly. */
export const productPackages = ["basic", "premium"] as const
export type ProductPackage = (typeof productPackages)[number]

/**
 * A function's label in a package (management 9): full access, or disabled. The pages offer only
 * what owners can use today: every function listed works in the packages that include it.
 */
export type FeatureStatus = "full" | "disabled"

/** The functions an owner gets, by key (each page names them in its texts). */
export type ProductFeatureKey =
  | "profile" | "gallery" | "opinion_answers" | "opinion_moderation" | "questions" | "recruitment_module"
  | "recruitment_description" | "business_card_panel" | "website_builder" | "news" | "parents_teachers"
  | "highlighted_listing" | "fan_page_post"

/** A function of the product: the packages that have it. */
export interface ProductFeature {
  readonly key: ProductFeatureKey
  readonly packages: ReadonlyArray<ProductPackage>
}

const both: ReadonlyArray<ProductPackage> = productPackages
const premiumOnly: ReadonlyArray<ProductPackage> = ["premium"]

/**
 * The functions, in the order the pages list them. Premium-only: what management 2.3 opens for
 * premium facilities (news, parents and teachers, the recruitment description, opinion
 * moderation) and what management 9 lists for premium (the large tile, the coloured marker,
 * the fan-page post).
 */
export const productFeatures: ReadonlyArray<ProductFeature> = [
  { key: "profile", packages: both },
  { key: "gallery", packages: both },
  { key: "opinion_answers", packages: both },
  { key: "opinion_moderation", packages: premiumOnly },
  { key: "questions", packages: both },
  { key: "recruitment_module", packages: both },
  { key: "recruitment_description", packages: premiumOnly },
  { key: "business_card_panel", packages: both },
  { key: "website_builder", packages: both },
  { key: "news", packages: premiumOnly },
  { key: "parents_teachers", packages: premiumOnly },
  { key: "highlighted_listing", packages: premiumOnly },
  { key: "fan_page_post", packages: premiumOnly }
]

/** A function's label in a package: full access where the package has it, disabled elsewhere. */
export function featureStatus(feature: ProductFeature, productPackage: ProductPackage): FeatureStatus {
  return feature.packages.includes(productPackage) ? "full" : "disabled"
}

/** What a yearly plan includes, by key. */
export type PlanItem =
  | "premium_year" | "customer_service" | "website_builder" | "highlighted_listing" | "coloured_marker"
  | "opinion_moderation" | "recruitment_module" | "done_for_you_profile" | "fan_page"

/** A yearly plan (management 9): what it includes, and whether it is the one marked most popular. */
export interface YearlyPlan {
  readonly key: "professional_start" | "full_support"
  readonly mostPopular: boolean
  readonly includes: ReadonlyArray<PlanItem>
}

/**
 * The two yearly plans. Full Support, the most popular, includes what management 9 lists; the
 * Professional Start is premium for a year with the customer service's help.
 */
export const yearlyPlans: ReadonlyArray<YearlyPlan> = [
  { key: "professional_start", mostPopular: false, includes: ["premium_year", "customer_service", "website_builder"] },
  {
    key: "full_support",
    mostPopular: true,
    includes: ["highlighted_listing", "coloured_marker", "opinion_moderation", "recruitment_module", "done_for_you_profile", "fan_page"]
  }
]
