import type { CompletenessItem, InsightMetric } from "@pociecha/core"

/** The translation key of each metric's name (ownerArea namespace). */
export const metricLabel = {
  profile_view: "INSIGHT_PROFILE_VIEW",
  phone_reveal: "INSIGHT_PHONE_REVEAL",
  email_reveal: "INSIGHT_EMAIL_REVEAL",
  website_click: "INSIGHT_WEBSITE_CLICK",
  map_appearance: "INSIGHT_MAP_APPEARANCE",
  question: "INSIGHT_QUESTION",
  application: "INSIGHT_APPLICATION",
  opinion: "INSIGHT_OPINION"
} as const satisfies Record<InsightMetric, string>

/** The translation key of what each completeness item asks the owner to add. */
export const completenessLabel = {
  phone: "COMPLETENESS_PHONE",
  email: "COMPLETENESS_EMAIL",
  tuition: "COMPLETENESS_TUITION",
  opening_hours: "COMPLETENESS_OPENING_HOURS",
  description: "COMPLETENESS_DESCRIPTION",
  avatar: "COMPLETENESS_AVATAR",
  gallery: "COMPLETENESS_GALLERY",
  amenities: "COMPLETENESS_AMENITIES",
  extra_classes: "COMPLETENESS_EXTRA_CLASSES",
  day_plan: "COMPLETENESS_DAY_PLAN",
  staff: "COMPLETENESS_STAFF",
  website: "COMPLETENESS_WEBSITE"
} as const satisfies Record<CompletenessItem, string>
