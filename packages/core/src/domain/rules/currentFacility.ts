import type { EntityId } from "./permissions"

/** Everything resolveCurrentFacility reads. */
export interface CurrentFacilityInput {
  readonly query: Readonly<Record<string, string | undefined>>
  readonly params?: Readonly<Record<string, string | undefined>> | undefined
  readonly userFacilities?: ReadonlyArray<{ readonly id: EntityId; readonly slug?: string | null | undefined }> | undefined
  /** Decodes a legacy hash id (see makeLegacyIdCodec); `null` when it does not decode. */
  readonly decodeLegacy?: ((encoded: string) => number | null) | undefined
}

/**
 * The current facility id (spec 6): the decoded query 'legacy' first; else query 'facility', else
 * route parameter 'facility'. A comma-separated value uses its first entry. A value equal to one
 * of the user's facility slugs becomes that facility's id; any other value is taken as an id.
 * An undecodable legacy value falls through to 'facility'. `null` when nothing is given.
 */
export function resolveCurrentFacility({ query, params, userFacilities, decodeLegacy }: CurrentFacilityInput): string | null {
  const legacy = query["legacy"]?.trim()
  if (legacy !== undefined && legacy !== "" && decodeLegacy !== undefined) {
    const decoded = decodeLegacy(legacy)
    if (decoded !== null) return String(decoded)
  }
  const raw = query["facility"] ?? params?.["facility"]
  const first = raw?.split(",")[0]?.trim() ?? ""
  if (first === "") return null
  const facilities = userFacilities ?? []
  if (facilities.some((facility) => String(facility.id) === first)) return first
  const bySlug = facilities.find((facility) => facility.slug === first)
  return bySlug === undefined ? first : String(bySlug.id)
}
