import { makeLegacyIdCodec } from "@pociecha/core"

/** The salt legacy ids were issued with (configuration HASHIDS_SALT). */
const salt: string = import.meta.env.VITE_HASHIDS_SALT ?? "pociecha"
const codec = makeLegacyIdCodec(salt)

/**
 * What /map/{facility}?legacy=… points at (spec 2.5, 5): the decoded 'legacy' query when present
 * (null when it does not decode), else the first comma-separated entry of the route parameter.
 */
export function legacyFacilityRef(routeParam: string, legacy: string | null): string | null {
  if (legacy !== null && legacy.trim() !== "") {
    const id = codec.decode(legacy)
    return id === null ? null : String(id)
  }
  const first = routeParam.split(",")[0]?.trim() ?? ""
  return first === "" ? null : first
}
