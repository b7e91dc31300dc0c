import { ShadowData } from "../api/shadows"
import type { GeoPoint } from "../domain/facility"
import type { City } from "../domain/region"
import { validateRequired } from "../domain/rules/fieldValidators"
import type { FieldErrors } from "./form.machine"
import { contractMessages } from "./formChecks"

/**
 * The steps of the claim wizard (management 2.7), by how it starts: from a facility's profile
 * ('I'm owner of this facility': an instruction first, the facility known), by finding the
 * facility, or creating a new one (`/stworz-placowke`: no facility to find). Then the data, the
 * pin on the map, the documents; sending ends on the 'we check within 48 hours' screen.
 */
export type ClaimStep = "instruction" | "find" | "data" | "location" | "documents"

/** How the wizard started. */
export type ClaimMode = "known" | "find" | "creation"

export const claimSteps: Readonly<Record<ClaimMode, ReadonlyArray<ClaimStep>>> = {
  known: ["instruction", "data", "location", "documents"],
  find: ["find", "data", "location", "documents"],
  creation: ["data", "location", "documents"]
}

/**
 * A town as the wizard keeps it: named to the server by its slug and its voivodeship's slug
 * (ShadowData's `city` and `voivodeship`), shown by name, and its centre — where the pin falls
 * when the address cannot be found.
 */
export interface ClaimTown {
  readonly name: string
  readonly param: string
  readonly voivodeship: string
  readonly voivodeship_param: string
  readonly centre: GeoPoint
}

/**
 * The town of a city-search result (geo-search City): its centre is the middle of its box. A
 * district result names its town (`param`), shown by the town's name in its display name.
 */
export function claimTownOfCity(city: City): ClaimTown {
  const [minLat, maxLat, minLng, maxLng] = city.boundingbox
  return {
    name: city.kind === "city" ? city.name : (city.display_name.split(", ").at(-1) ?? city.name),
    param: city.param,
    voivodeship: city.voivodeship,
    voivodeship_param: city.voivodeship_param,
    centre: { lat: (minLat + maxLat) / 2, lng: (minLng + maxLng) / 2 }
  }
}

/** The facility a claim is about, as the public profile gives it (a Facility fits). */
export interface ClaimTarget {
  readonly id: number
  readonly name: string
  readonly specialization: ReadonlyArray<string>
  readonly city: string
  readonly city_slug: string
  readonly voivodeship: string
  readonly voivodeship_slug: string
  readonly post_code: string | null
  readonly street: string | null
  readonly building_number: string | null
  readonly apartment_number: string | null
  readonly location: GeoPoint
}

/** What the wizard has verified so far. */
export interface ClaimDraft {
  /** The facility claimed; null for a new one. */
  readonly facilityId: number | null
  readonly name: string
  /** Specialization tag ids (the type). */
  readonly specialization: ReadonlyArray<string>
  readonly town: ClaimTown | null
  readonly post_code: string
  readonly street: string
  readonly building_number: string
  readonly apartment_number: string
  readonly phone: string
  /** The pin; null until located. */
  readonly location: GeoPoint | null
  /** The address the pin was found for (or came with): a changed address is located again. */
  readonly locatedFor: string | null
}

/** The typed fields of the data step. */
export type ClaimTextField = "name" | "post_code" | "street" | "building_number" | "apartment_number" | "phone"
/** Every field a message can stand under: the data step's, the pin, the documents, the facility to find. */
export type ClaimField = ClaimTextField | "specialization" | "city" | "location" | "documents" | "facility"

export const emptyClaimDraft: ClaimDraft = {
  facilityId: null,
  name: "",
  specialization: [],
  town: null,
  post_code: "",
  street: "",
  building_number: "",
  apartment_number: "",
  phone: "",
  location: null,
  locatedFor: null
}

/** The key of the address a pin stands for: street, number, postal code and town, trimmed. */
export function claimAddressKey(draft: ClaimDraft): string {
  return JSON.stringify([draft.street.trim(), draft.building_number.trim(), draft.post_code.trim(), draft.town?.param ?? "", draft.town?.voivodeship_param ?? ""])
}

/** The address as a geocoder reads it: 'ul. Długa 12A, 31-147 Kraków'. */
export function claimAddressQuery(draft: ClaimDraft): string {
  return `${draft.street.trim()} ${draft.building_number.trim()}, ${draft.post_code.trim()} ${draft.town?.name ?? ""}`.trim()
}

/** Whether the pin must be found (again): none yet, or the address changed since. */
export function needsLocating(draft: ClaimDraft): boolean {
  return draft.location === null || draft.locatedFor !== claimAddressKey(draft)
}

/** The draft of a claim of a known facility: its data as the profile shows it, its pin where it stands. */
export function claimDraftOf(facility: ClaimTarget): ClaimDraft {
  const draft: ClaimDraft = {
    facilityId: facility.id,
    name: facility.name,
    specialization: facility.specialization,
    town: {
      name: facility.city,
      param: facility.city_slug,
      voivodeship: facility.voivodeship,
      voivodeship_param: facility.voivodeship_slug,
      // The town's centre is not on a profile; the facility stands in it.
      centre: facility.location
    },
    post_code: facility.post_code ?? "",
    street: facility.street ?? "",
    building_number: facility.building_number ?? "",
    apartment_number: facility.apartment_number ?? "",
    // Phones are not on a public profile: the wizard asks for the facility's (knownPhone).
    phone: "",
    location: facility.location,
    locatedFor: null
  }
  return { ...draft, locatedFor: claimAddressKey(draft) }
}

/**
 * The `data` part of `POST v1/shadow`: trimmed texts, the town by its slugs, a blank apartment
 * number left out. A missing town or pin goes as blanks and 0, which the checks refuse first.
 */
export function claimPayload(draft: ClaimDraft): ShadowData {
  const apartment = draft.apartment_number.trim()
  return {
    ...(draft.facilityId === null ? {} : { facility_id: draft.facilityId }),
    name: draft.name.trim(),
    specialization: draft.specialization,
    city: draft.town?.param ?? "",
    voivodeship: draft.town?.voivodeship_param ?? "",
    post_code: draft.post_code.trim(),
    street: draft.street.trim(),
    building_number: draft.building_number.trim(),
    ...(apartment === "" ? {} : { apartment_number: apartment }),
    phone: draft.phone.trim(),
    lat: draft.location?.lat ?? 0,
    lng: draft.location?.lng ?? 0
  }
}

/** The fields each step asks for. */
const claimStepFields: Readonly<Record<ClaimStep, ReadonlyArray<ClaimField>>> = {
  instruction: [],
  find: ["facility"],
  data: ["name", "specialization", "city", "post_code", "street", "building_number", "apartment_number", "phone"],
  location: ["location"],
  documents: ["documents"]
}

const required: ReadonlyArray<ClaimField> = ["name", "specialization", "post_code", "street", "building_number", "phone"]

/**
 * What a step objects to in the draft (management 2.7, 5): on finding, a facility picked; on the
 * data, FIELD_REQUIRED for a blank name, type, town, postal code, street, building number or
 * phone, then the contract's rules (POST_CODE_INVALID for anything but 00-000; a phone of at
 * least 7 digits, PHONE_FIELD_MINIMAL_INPUT; lengths); on the map, a pin. The documents are
 * checked by the wizard itself (they are files, not the draft's).
 */
export function checkClaimStep(step: ClaimStep, draft: ClaimDraft): FieldErrors<ClaimField> {
  const contract = contractMessages(ShadowData, claimPayload(draft))
  const errors: Partial<Record<ClaimField, string>> = {}
  for (const field of claimStepFields[step]) {
    const message = field === "facility"
      ? (draft.facilityId === null ? "FIELD_REQUIRED" : undefined)
      : field === "city"
      ? (draft.town === null ? "FIELD_REQUIRED" : undefined)
      : field === "location"
      ? (draft.location === null ? "FIELD_REQUIRED" : undefined)
      : field === "documents"
      ? undefined
      : (required.includes(field) ? validateRequired(draft[field]) : null) ?? contract[field]
    if (message !== undefined) errors[field] = message
  }
  return errors
}

/** The first of `steps` the draft does not satisfy, with its objections; null when it can be sent. */
export function firstUnfinishedClaimStep(
  steps: ReadonlyArray<ClaimStep>,
  draft: ClaimDraft
): { readonly step: ClaimStep; readonly errors: FieldErrors<ClaimField> } | null {
  for (const step of steps) {
    const errors = checkClaimStep(step, draft)
    if (Object.keys(errors).length > 0) return { step, errors }
  }
  return null
}

/** The wizard's field for a field the server names: `data.<field>` is the data part's; the voivodeship goes with the town. */
const fieldOfServer = (key: string): ClaimField | null => {
  const field = key.startsWith("data.") ? key.slice("data.".length) : key
  if (field === "voivodeship") return "city"
  if (field === "lat" || field === "lng") return "location"
  if (field === "facility_id") return "facility"
  return (Object.values(claimStepFields).flat() as ReadonlyArray<string>).includes(field) ? field as ClaimField : null
}

/**
 * The server's field messages of a claim, under the wizard's fields, and the first step (in
 * `steps`) that shows one; null when none of them is the wizard's.
 */
export function claimFieldFailure(
  steps: ReadonlyArray<ClaimStep>,
  fieldMessages: Readonly<Record<string, string>>
): { readonly step: ClaimStep; readonly errors: FieldErrors<ClaimField> } | null {
  const errors: Partial<Record<ClaimField, string>> = {}
  for (const [key, message] of Object.entries(fieldMessages)) {
    const field = fieldOfServer(key)
    if (field !== null && errors[field] === undefined) errors[field] = message
  }
  const step = steps.find((candidate) => claimStepFields[candidate].some((field) => errors[field] !== undefined))
  return step === undefined ? null : { step, errors }
}

/**
 * Where a saved draft goes on: at the step it was left at, unless an earlier step is not
 * finished, which comes first; the documents only once signed in (they are asked for after login).
 */
export function resumeClaimStep(steps: ReadonlyArray<ClaimStep>, draft: ClaimDraft, step: ClaimStep, signedIn: boolean): ClaimStep {
  const wanted = step === "documents" && !signedIn ? "location" : step
  const unfinished = firstUnfinishedClaimStep(steps.slice(0, Math.max(0, steps.indexOf(wanted))), draft)
  return unfinished?.step ?? (steps.includes(wanted) ? wanted : steps[0]!)
}
