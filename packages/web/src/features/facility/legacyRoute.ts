import { legacyFacilityRef as legacyRef, makeLegacyIdCodec } from "@pociecha/core"

/** The salt legacy ids were issued with (configuration HASHIDS_SALT). */
const salt: string = import.meta.env.VITE_HASHIDS_SALT ?? "pociecha"
const codec = makeLegacyIdCodec(salt)

/** What /map/{facility}?legacy=… points at (core's legacyFacilityRef with this build's salt). */
export function legacyFacilityRef(routeParam: string, legacy: string | null): string | null {
  return legacyRef(codec, routeParam, legacy)
}
