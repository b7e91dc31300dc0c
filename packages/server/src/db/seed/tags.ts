import { slugify } from "@pociecha/core"
import { stableUuid } from "./random"

export type SeedTagType = "ownership" | "specialization" | "features" | "utils"

/** A tag row as seeded. */
export interface TagSeed {
  readonly id: string
  readonly key: string
  readonly type: SeedTagType
  /** Translation key of the label. */
  readonly display: string
  /** URL slug. */
  readonly param: string
  readonly icon: string | null
}

/** Ids are derived from type and key, so they are the same in every database. */
export const tagId = (type: SeedTagType, key: string): string => stableUuid(`tag:${type}:${key}`)

const tag = (type: SeedTagType, key: string, param: string, display: string, icon: string | null = null): TagSeed => ({
  id: tagId(type, key),
  key,
  type,
  display,
  param,
  icon
})

// Ownership tags: key → param exactly as the spec seeds them (public 3.4, management 9);
// display keys are TAG_ + the English meaning in UPPER_SNAKE.
// [key, param, display]
const ownership: ReadonlyArray<readonly [string, string, string]> = [
  ["ukrainian_group", "grupy-ukrainskie", "TAG_UKRAINIAN_GROUP"],
  ["katolickie", "katolickie", "TAG_CATHOLIC"],
  ["Froeblowskie", "froeblowskie", "TAG_FROEBEL"],
  ["terapeutyczne", "terapeutyczne", "TAG_THERAPEUTIC"],
  ["kreatywne", "kreatywne", "TAG_CREATIVE"],
  ["muzyczne", "muzyczne", "TAG_MUSIC"],
  ["Językowe", "jezykowe", "TAG_LANGUAGE"],
  ["Sportowe", "sportowe", "TAG_SPORT"],
  ["Specjalne", "specjalne", "TAG_SPECIAL"],
  ["Integracyjne", "integracyjne", "TAG_INTEGRATION"],
  ["Waldorfskie", "waldorfskie", "TAG_WALDORF"],
  ["Montessori", "montessori", "TAG_MONTESSORI"],
  ["communal", "gminne", "TAG_COMMUNAL"],
  ["miejskie", "miejskie", "TAG_MUNICIPAL"],
  ["not_public", "niepubliczne", "TAG_NOT_PUBLIC"],
  ["self_goverm", "samorzadowe", "TAG_SELF_GOVERNMENT"],
  ["public", "publiczne", "TAG_PUBLIC"],
  ["private", "prywatne", "TAG_PRIVATE"]
]

// Specialization tags, key → param as the spec seeds them. Display keys are the spec's facility
// type constants, except that the spec's 'KINDERGARDEN' is spelled TAG_KINDERGARTEN like the rest;
// zespół_wychowania_przedszkolnego is TAG_KINDERGARTEN_EDUCATION_TEAM.
const specialization: ReadonlyArray<readonly [string, string, string]> = [
  ["nursery", "zlobek", "TAG_NURSERY"],
  ["primary_school", "szkola-podstawowa", "TAG_PRIMARY_SCHOOL"],
  ["day_guardian", "opiekun-dzienny", "TAG_DAY_GUARDIAN"],
  ["kindergarten_point", "punkt-przedszkolny", "TAG_KINDERGARTEN_POINT"],
  ["zespół_wychowania_przedszkolnego", "zespol-wychowania-przedszkolnego", "TAG_KINDERGARTEN_EDUCATION_TEAM"],
  ["toddler_club", "klub-malucha-dzieciecy", "TAG_TODDLER_CLUB"],
  ["kindergarten_department", "oddzial-przedszkolny", "TAG_KINDERGARTEN_DEPARTMENT"],
  ["kindergarten", "przedszkole", "TAG_KINDERGARTEN"]
]

// Amenities (management 9), in the spec's order: key (English snake_case) → Polish label (its
// slug is the param) → icon from the spec's 16 icon choices where one fits. Display keys are
// TAG_FEATURE_ + the key in upper case (e.g. speech_therapy → TAG_FEATURE_SPEECH_THERAPY).
const features: ReadonlyArray<readonly [string, string, string?]> = [
  ["ukrainian_children", "Miejsca dla dzieci z Ukrainy", "public"],
  ["germicidal_lamps", "Lampy bakteriobójcze", "air"],
  ["catholic", "Katolickie"],
  ["sensory_integration", "Integracja sensoryczna", "sports_kabaddi"],
  ["speech_therapy", "Logopedia", "language"],
  ["hippotherapy", "Hipoterapia", "pets"],
  ["mobile_app", "Aplikacja mobilna", "smart_toy"],
  ["felinotherapy", "Felinoterapia", "pets"],
  ["alpaca_therapy", "Alpakoterapia", "pets"],
  ["dog_therapy", "Dogoterapia", "pets"],
  ["therapeutic", "Terapeutyczne"],
  ["creative", "Kreatywne", "smart_toy"],
  ["music", "Muzyczne"],
  ["spanish", "Język hiszpański", "translate"],
  ["language", "Językowe", "translate"],
  ["sport", "Sportowe", "sports_martial_arts"],
  ["german", "Język niemiecki", "translate"],
  ["french", "Język francuski", "translate"],
  ["special", "Specjalne"],
  ["integration", "Integracyjne", "child_friendly"],
  ["waldorf", "Waldorfskie"],
  ["froebel", "Froeblowskie"],
  ["montessori", "Montessori"],
  ["catering", "Catering", "restaurant_menu"],
  ["own_kitchen", "Własna kuchnia", "soup_kitchen"],
  ["specialist_rooms", "Sale specjalistyczne", "meeting_room"],
  ["stroller_ramp", "Podjazd dla wózków", "child_friendly"],
  ["rhythmics", "Rytmika", "directions_run"],
  ["elevator", "Winda"],
  ["bike_room", "Rowerownia", "pedal_bike"],
  ["parking", "Parking"],
  ["stroller_room", "Wózkownia", "bedroom_baby"],
  ["air_conditioning", "Klimatyzacja", "air"],
  ["air_purifiers", "Oczyszczacze powietrza", "air"],
  ["co_financing", "Dofinansowanie"],
  ["own_garden", "Własny ogród", "local_florist"],
  ["monitoring", "Monitoring"],
  ["extra_classes", "Zajęcia dodatkowe", "directions_run"]
]

/** Every seeded tag: 18 ownership, 8 specialization, 38 amenities and 'recruitment'. */
export const seedTags: ReadonlyArray<TagSeed> = [
  ...ownership.map(([key, param, display]) => tag("ownership", key, param, display)),
  ...specialization.map(([key, param, display]) => tag("specialization", key, param, display)),
  ...features.map(([key, label, icon]) =>
    tag("features", key, slugify(label), `TAG_FEATURE_${key.toUpperCase()}`, icon ?? null)),
  tag("utils", "recruitment", "rekrutacja", "TAG_RECRUITMENT")
]

/** Keys of the amenity tags, for drawing a facility's features. */
export const featureKeys: ReadonlyArray<string> = features.map(([key]) => key)
