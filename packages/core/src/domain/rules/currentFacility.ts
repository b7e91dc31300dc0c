import type { EntityId } from "./permissions"

/** Everything resolveCurrentFacility reads. */
export interface CurrentFacilityInput {
  readonly query: Readonly<Record<string, string | undefined>>
  readonly params?: Readonly<Record<string, string | undefined>> | undefined
  readonly userFacilities?: ReadonlyArray<{ readonly id: EntityId; readonly slug?: string | null | undefined }> | undefined
  /** Decodes a legacy hash id (see makeLegacyIdCodec); `null` when it does not decode. */
  readonly decodeLegacy?: ((encoded: string) => number | null) | undefined
  /** The user's claims and creations (shadow records): what a value containing 'shadow' names. */
  readonly userShadows?:
    | ReadonlyArray<{ readonly id: EntityId; readonly facility_id: EntityId; readonly shadow_status: string }>
    | undefined
}

/**
 * The facility of the claim a 'shadow' value names (management 2.2): the record whose id its
 * digits give ('shadow-12'), or without digits the first one waiting; null when it is not the user's.
 */
function shadowFacility(value: string, shadows: NonNullable<CurrentFacilityInput["userShadows"]>): string | null {
  const id = /\d+/.exec(value)?.[0]
  const shadow = id === undefined
    ? shadows.find((candidate) => candidate.shadow_status === "pending")
    : shadows.find((candidate) => String(candidate.id) === id)
  return shadow === undefined ? null : String(shadow.facility_id)
}

/**
 * The current facility id (spec 6): the decoded query 'legacy' first; else query 'facility', else
 * route parameter 'facility'. A comma-separated value uses its first entry. A value equal to one
 * of the user's facility slugs becomes that facility's id; any other value is taken as an id.
 * A value containing 'shadow' names one of the user's claims instead: the facility it is about.
 * An undecodable legacy value falls through to 'facility'. `null` when nothing is given.
 */
export function resolveCurrentFacility({ query, params, userFacilities, decodeLegacy, userShadows }: CurrentFacilityInput): string | null {
  const legacy = query["legacy"]?.trim()
  if (legacy !== undefined && legacy !== "" && decodeLegacy !== undefined) {
    const decoded = decodeLegacy(legacy)
    if (decoded !== null) return String(decoded)
  }
  const raw = query["facility"] ?? params?.["facility"]
  const first = raw?.split(",")[0]?.trim() ?? ""
  if (first === "") return null
  if (first.includes("shadow")) return shadowFacility(first, userShadows ?? [])
  const facilities = userFacilities ?? []
  if (facilities.some((facility) => String(facility.id) === first)) return first
  const bySlug = facilities.find((facility) => facility.slug === first)
  return bySlug === undefined ? first : String(bySlug.id)
}
