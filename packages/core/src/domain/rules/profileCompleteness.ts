/**
 * How complete a facility's profile is (issue 20, the owner's dashboard), and the next thing to
 * fill in. The items are in the order parents look for them — how to reach the facility, what it
 * costs and when it is open, what it is like — so "next" is the one a parent misses most.
 * Each names the owner-area tab (a route name) where it is filled in.
 */

/** The fields of a facility the rule reads (the owner area's ManagedFacility has them all). */
export interface CompletenessInput {
  readonly avatar: string | null
  readonly phone: string | null
  readonly email: string | null
  readonly website: string | null
  readonly tuition_from: number | null
  readonly tuition_to: number | null
  readonly open_at: number | null
  readonly close_at: number | null
  readonly description: string
  readonly gallery: ReadonlyArray<unknown>
  readonly features: ReadonlyArray<string>
  readonly extra_classes: ReadonlyArray<unknown>
  readonly day_plan: ReadonlyArray<unknown>
  readonly employees: ReadonlyArray<unknown>
}

export type CompletenessItem =
  | "phone"
  | "email"
  | "tuition"
  | "opening_hours"
  | "description"
  | "avatar"
  | "gallery"
  | "amenities"
  | "extra_classes"
  | "day_plan"
  | "staff"
  | "website"

export type CompletenessTab =
  | "facility_address"
  | "facility_basic_info"
  | "facility_description"
  | "facility_gallery"
  | "facility_amenities"
  | "facility_dayplan"
  | "facility_cadre"

/** A description with no words (empty, or only tags such as `<p></p>`) says nothing. */
const hasText = (html: string) => html.replace(/<[^>]*>/g, "").trim() !== ""
const filled = (value: string | null) => value !== null && value.trim() !== ""

const ITEMS: ReadonlyArray<readonly [CompletenessItem, CompletenessTab, (f: CompletenessInput) => boolean]> = [
  ["phone", "facility_address", (f) => filled(f.phone)],
  ["email", "facility_address", (f) => filled(f.email)],
  ["tuition", "facility_basic_info", (f) => f.tuition_from !== null || f.tuition_to !== null],
  ["opening_hours", "facility_basic_info", (f) => f.open_at !== null && f.close_at !== null],
  ["description", "facility_description", (f) => hasText(f.description)],
  ["avatar", "facility_address", (f) => filled(f.avatar)],
  ["gallery", "facility_gallery", (f) => f.gallery.length > 0],
  ["amenities", "facility_amenities", (f) => f.features.length > 0],
  ["extra_classes", "facility_amenities", (f) => f.extra_classes.length > 0],
  ["day_plan", "facility_dayplan", (f) => f.day_plan.length > 0],
  ["staff", "facility_cadre", (f) => f.employees.length > 0],
  ["website", "facility_address", (f) => filled(f.website)]
]

export interface ProfileCompleteness {
  /** Whole per cent of the items filled in, 0–100. */
  readonly percent: number
  readonly filled: number
  readonly total: number
  /** The first item missing, and the tab that fills it in; null when the profile is complete. */
  readonly next: { readonly item: CompletenessItem; readonly tab: CompletenessTab } | null
}

/** The profile's completeness and the next thing to fill in. */
export function profileCompleteness(facility: CompletenessInput): ProfileCompleteness {
  const missing = ITEMS.filter(([, , isFilled]) => !isFilled(facility))
  const filledCount = ITEMS.length - missing.length
  const first = missing[0]
  return {
    percent: Math.floor((filledCount * 100) / ITEMS.length),
    filled: filledCount,
    total: ITEMS.length,
    next: first === undefined ? null : { item: first[0], tab: first[1] }
  }
}
