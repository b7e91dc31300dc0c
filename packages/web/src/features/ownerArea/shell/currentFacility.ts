import { makeLegacyIdCodec, resolveCurrentFacility, type UserShadowFacility } from "@pociecha/core"

/** The salt legacy ids were issued with (configuration HASHIDS_SALT), as the public /map route reads them. */
const codec = makeLegacyIdCodec(import.meta.env.VITE_HASHIDS_SALT ?? "pociecha")

/**
 * The owner area's facility (management 2.2): the decoded `?legacy=` hash id first, else the
 * `?facility=` or `:facility` slug or id (its first comma-separated entry), a slug resolved
 * through My facilities and the facilities whose news I moderate; a value containing 'shadow'
 * names one of the user's claims. The id, or null when nothing names one.
 */
export function currentFacilityId(
  param: string | undefined,
  search: string,
  mine: ReadonlyArray<{ readonly id: number; readonly ref: string }>,
  shadows: ReadonlyArray<UserShadowFacility>
): number | null {
  const query = new URLSearchParams(search)
  const id = resolveCurrentFacility({
    query: { legacy: query.get("legacy") ?? undefined, facility: query.get("facility") ?? undefined },
    params: { facility: param },
    userFacilities: mine.map((entry) => ({ id: entry.id, slug: entry.ref })),
    decodeLegacy: (encoded) => codec.decode(encoded),
    userShadows: shadows
  })
  const number = id === null ? Number.NaN : Number(id)
  return Number.isSafeInteger(number) ? number : null
}
