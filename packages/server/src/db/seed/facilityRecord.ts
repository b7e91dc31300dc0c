import { normalizeSearchText } from "@pociecha/core"
import {
  domainLabel,
  landline,
  mobile,
  postCode,
  randomBuildingNumber,
  randomStreet
} from "./addresses"
import type { BuiltinCitySeed } from "./builtinCities"
import {
  childrenCount,
  dayPlan,
  description,
  extraClasses,
  openingHours,
  recruitmentDescription,
  tuition
} from "./facilityContent"
import {
  facilityName,
  polishUkrainianName,
  type SeedOwnership,
  type SeedSpecialization,
  type SeedTheme
} from "./facilityNames"
import { richTextExcerpt } from "../../richText/richTextExcerpt"
import { fullName, randomPerson } from "./people"
import { placeFacility, type PlacementTown } from "./placement"
import { hashString, type Random } from "./random"
import { seededLimit } from "./userLimits"
import type { VoivodeshipSeed } from "./voivodeships"

/** A town as facilities see it: its row ids and what its addresses look like. */
export interface FacilityTown extends PlacementTown {
  readonly id: number
  readonly voivodeshipId: number
  readonly name: string
  readonly slug: string
  readonly county: string
  readonly voivodeship: VoivodeshipSeed
  readonly builtin: BuiltinCitySeed | null
}

export type FacilityStatus = "unknown" | "registered" | "premium"

/** A facility drawn for one town, before it has an id. */
export interface FacilityDraft {
  readonly name: string
  readonly specialization: SeedSpecialization
  readonly ownership: SeedOwnership
  readonly extraOwnership: ReadonlyArray<string>
  /** Amenity tag ids. */
  readonly features: ReadonlyArray<string>
  readonly status: FacilityStatus
  readonly createdAt: Date
  readonly row: Record<string, unknown>
}

/** The description's columns: its HTML and the excerpt tiles show (written together, as an edit does). */
export const descriptionColumns = (html: string) => ({ description: html, description_excerpt: richTextExcerpt(html) })

const specializations: ReadonlyArray<readonly [SeedSpecialization, number]> = [
  ["kindergarten", 60], ["nursery", 25], ["toddler_club", 6], ["kindergarten_point", 5],
  ["kindergarten_department", 2.5], ["day_guardian", 1.5]
]

const ownerships: Readonly<Record<SeedSpecialization, ReadonlyArray<readonly [SeedOwnership, number]>>> = {
  kindergarten: [["public", 22], ["self_goverm", 10], ["communal", 10], ["miejskie", 8], ["not_public", 28], ["private", 22]],
  nursery: [["miejskie", 20], ["public", 12], ["communal", 6], ["self_goverm", 4], ["not_public", 30], ["private", 28]],
  toddler_club: [["not_public", 45], ["private", 45], ["communal", 10]],
  kindergarten_point: [["not_public", 40], ["private", 25], ["public", 20], ["communal", 15]],
  kindergarten_department: [["public", 50], ["self_goverm", 30], ["communal", 20]],
  day_guardian: [["private", 60], ["not_public", 30], ["communal", 10]]
}

const privateThemes: ReadonlyArray<readonly [SeedTheme, number]> = [
  ["Montessori", 5], ["Językowe", 3], ["muzyczne", 2], ["Sportowe", 2], ["katolickie", 2], ["kreatywne", 2],
  ["terapeutyczne", 1], ["Waldorfskie", 0.5], ["Froeblowskie", 0.5]
]
const publicThemes: ReadonlyArray<readonly [SeedTheme, number]> = [["Integracyjne", 3], ["Specjalne", 1]]

const isPublic = (ownership: SeedOwnership) => ownership !== "not_public" && ownership !== "private"

const drawTheme = (random: Random, specialization: SeedSpecialization, ownership: SeedOwnership): SeedTheme | null => {
  if (specialization === "kindergarten") {
    return isPublic(ownership)
      ? (random.chance(0.06) ? random.weighted(publicThemes) : null)
      : (random.chance(0.18) ? random.weighted(privateThemes) : null)
  }
  if (specialization === "nursery" && !isPublic(ownership) && random.chance(0.05)) return "Montessori"
  return null
}

const yearMs = 365.25 * 24 * 3600 * 1000

/** The school year a recruitment running at `date` is for ('2027/2028' from 2026-11 onwards). */
export const schoolYearAfter = (date: Date) => {
  const year = date.getUTCFullYear() + (date.getUTCMonth() >= 8 ? 1 : 0)
  return `${year}/${year + 1}`
}

/** Contact details that fit the name: a numbered public facility has a '.edu.pl' address. */
const contacts = (random: Random, name: string, town: FacilityTown, publicOwner: boolean) => {
  const number = /nr (\d+)/.exec(name)?.[1]
  const nick = /„(.+)”/.exec(name)?.[1]
  const kind = /Żłobek/.test(name) ? "zlobek" : name.startsWith("Punkt") ? "punkt" : name.startsWith("Oddział") ? "sp" : "przedszkole"
  const label = nick !== undefined ? `${domainLabel(nick)}-${town.slug}` : `${kind}${number ?? ""}-${town.slug}`
  const email = number !== undefined && publicOwner
    ? `${kind}${number}@${town.slug}.edu.pl`
    : random.chance(0.7) ? `${random.pick(["kontakt", "biuro", "sekretariat"])}@${label}.pl`
    : `${label.replace(/-/g, ".")}@${random.pick(["gmail.com", "wp.pl", "o2.pl", "interia.pl"])}`
  const area = town.builtin?.phoneArea ?? town.voivodeship.phoneAreas[hashString(town.name) % town.voivodeship.phoneAreas.length] ?? "22"
  const website = number !== undefined && publicOwner
    ? (random.chance(0.5) ? `https://${kind}${number}.${town.slug}.pl` : null)
    : (random.chance(0.4) ? `https://www.${label}.pl` : null)
  return {
    phone: !publicOwner && random.chance(0.5) ? mobile(random) : landline(random, area),
    second_phone: random.chance(0.25) ? mobile(random) : null,
    email: random.chance(0.9) ? email : null,
    website,
    facebook: random.chance(0.3) ? `https://www.facebook.com/${label.replace(/-/g, "")}` : null,
    instagram: !publicOwner && random.chance(0.1) ? `https://www.instagram.com/${label.replace(/-/g, "_")}` : null,
    bip: publicOwner && number !== undefined && random.chance(0.6) ? `https://bip.${kind}${number}.${town.slug}.pl` : null
  }
}

/**
 * One facility in a town, every field filled the way a real listing would be. `number` gives
 * the next free number for numbered names ('Przedszkole Miejskie nr 7').
 */
export const drawFacility = (
  random: Random,
  town: FacilityTown,
  options: {
    readonly referenceDate: Date
    readonly nextNumber: (kind: string) => number
    readonly featureIds: ReadonlyArray<string>
  }
): FacilityDraft => {
  const specialization = random.weighted(specializations)
  const ownership = random.weighted(ownerships[specialization])
  const theme = drawTheme(random, specialization, ownership)
  const ukrainian = random.chance(0.04)
  const publicOwner = isPublic(ownership)
  const context = {
    locative: town.builtin?.locative ?? null,
    nextNumber: () => options.nextNumber(`${specialization}/${ownership}/${theme ?? ""}`)
  }
  const name = ukrainian && !publicOwner && (specialization === "kindergarten" || specialization === "nursery") && random.chance(0.3)
    ? polishUkrainianName(random, specialization)
    : facilityName(random, specialization, ownership, theme, context)
  const place = placeFacility(random, town)
  const street = randomStreet(random)
  const hours = openingHours(random, specialization)
  const status = random.weighted([["unknown", 70], ["registered", 20], ["premium", 10]] as const)
  const createdAt = new Date(options.referenceDate.getTime() - Math.floor(random.next() * 3 * yearMs / 1000) * 1000)
  const recruitment = random.chance(0.3)
  const headmaster = random.chance(0.85) ? fullName(randomPerson(random, 0.92)) : null
  const extraOwnership = [...(theme !== null ? [theme] : []), ...(ukrainian ? ["ukrainian_group"] : [])]

  const row: Record<string, unknown> = {
    name,
    created_at: createdAt,
    status,
    shadow_status: random.weighted([[null, 98.5], ["pending", 1], ["rejected", 0.5]] as const),
    voivodeship_id: town.voivodeshipId,
    town_id: town.id,
    district_id: place.districtId,
    county: town.county,
    post_code: postCode(random, town, town.builtin?.postPrefixes ?? town.voivodeship.postPrefixes),
    street,
    building_number: randomBuildingNumber(random),
    apartment_number: random.chance(0.05) ? String(random.int(1, 12)) : null,
    lat: place.lat,
    lng: place.lng,
    location: `(${place.lng},${place.lat})`,
    ...contacts(random, name, town, publicOwner),
    headmaster,
    children_count: childrenCount(random, specialization),
    ...tuition(random, specialization, ownership),
    ...hours,
    ...descriptionColumns(description(random, specialization, ukrainian)),
    extra_classes: JSON.stringify(specialization === "day_guardian" ? [] : extraClasses(random)),
    day_plan: JSON.stringify(dayPlan(random, specialization, hours.open_at, hours.close_at)),
    recruitment_active: recruitment,
    recruitment_description: recruitment ? recruitmentDescription(random, schoolYearAfter(options.referenceDate)) : null,
    vacancies: random.chance(0.25),
    vacancies_by_age: "[]",
    vacancies_updated_at: null,
    search_text: normalizeSearchText(`${name} ${town.name} ${street}`)
  }
  // Within the package's amenities limit, as an owner could have chosen them: a claimed facility
  // never opens over its limit. Cut after the draw, so the rest of the seed draws what it did.
  const features = random.sample(options.featureIds, random.int(0, 8)).slice(0, seededLimit("amenities", status))
  return { name, specialization, ownership, extraOwnership, features, status, createdAt, row }
}
