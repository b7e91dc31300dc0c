/**
 * Legacy facility ids. The old site put hashids-encoded facility numbers in its links
 * (/map/{facility}?legacy=…, the owner area's ?legacy=); Pociecha issues no such ids, it only
 * reads the ones in links already out there. That is the `hashids` dependency's only use:
 * decoding, and `encode` to check a decoded id is the canonical encoding (and for tests).
 */
import Hashids from "hashids"

/** Minimum length of an encoded legacy id. */
export const LEGACY_ID_MIN_LENGTH = 8

/** Encodes and decodes the numeric legacy facility ids of the /map/{facility}?legacy= route (spec 2.5). */
export interface LegacyIdCodec {
  /** Encodes a non-negative safe integer; throws RangeError for anything else. */
  encode(id: number): string
  /** Decodes one id; `null` for text that is not exactly one id encoded with this salt. */
  decode(encoded: string): number | null
}

/**
 * A salted hash-id codec (hashids, minimum length 8) for legacy facility ids. The salt must be
 * the one the ids were issued with (configuration `HASHIDS_SALT`).
 */
export function makeLegacyIdCodec(salt: string, minLength: number = LEGACY_ID_MIN_LENGTH): LegacyIdCodec {
  const hashids = new Hashids(salt, minLength)
  return {
    encode(id) {
      if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`Legacy id must be a non-negative integer, got ${id}`)
      return hashids.encode(id)
    },
    decode(encoded) {
      let numbers: ReturnType<Hashids["decode"]>
      try {
        numbers = hashids.decode(encoded.trim())
      } catch {
        return null
      }
      const [first] = numbers
      if (numbers.length !== 1 || first === undefined) return null
      const id = Number(first)
      return Number.isSafeInteger(id) && hashids.encode(id) === encoded.trim() ? id : null
    },
  }
}

/**
 * What /map/{facility}?legacy=… points at (spec 2.5): the decoded 'legacy' query when present
 * (null when it does not decode), else the first comma-separated entry of the route parameter.
 * The server answers 404 for null (or a facility that is not there); the app shows its 404 page.
 */
export function legacyFacilityRef(codec: LegacyIdCodec, routeParam: string, legacy: string | null): string | null {
  if (legacy !== null && legacy.trim() !== "") {
    const id = codec.decode(legacy)
    return id === null ? null : String(id)
  }
  const first = routeParam.split(",")[0]?.trim() ?? ""
  return first === "" ? null : first
}
