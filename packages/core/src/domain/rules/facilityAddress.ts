/** A Polish postal code: two digits, a hyphen, three digits (30-001). */
export const POST_CODE_PATTERN = /^\d{2}-\d{3}$/

/** POST_CODE_INVALID for a typed postal code that is not NN-NNN; empty passes. */
export function validatePostCode(text: string): "POST_CODE_INVALID" | null {
  const trimmed = text.trim()
  return trimmed === "" || POST_CODE_PATTERN.test(trimmed) ? null : "POST_CODE_INVALID"
}

/** The address parts the map location is looked up from. */
export interface AddressForLookup {
  readonly street?: string | null | undefined
  readonly building_number?: string | null | undefined
  readonly post_code?: string | null | undefined
  readonly city: string
}

/**
 * What the geocoding service is asked for the facility's location (management 2.4: looked up
 * from the address): `ul. Lipowa 12, 30-001 Kraków`; the apartment does not move the pin.
 */
export function addressLookupQuery(address: AddressForLookup): string {
  const part = (value: string | null | undefined) => (value ?? "").trim()
  const street = [part(address.street), part(address.building_number)].filter((p) => p !== "").join(" ")
  const place = [part(address.post_code), part(address.city)].filter((p) => p !== "").join(" ")
  return [street, place].filter((p) => p !== "").join(", ")
}
