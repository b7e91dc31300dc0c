/** The address fields of a facility. */
export interface AddressInput {
  readonly street?: string | null | undefined
  readonly building_number?: string | number | null | undefined
  readonly apartment_number?: string | number | null | undefined
  readonly post_code?: string | null | undefined
  readonly city?: string | null | undefined
}

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? "" : String(value).trim())

/**
 * Shows an address (spec 3.2): `street building[/apartment], post_code city`, or just the city
 * when there is no street. Missing parts are left out with their separators; an apartment without
 * a building number is left out too.
 * @example formatAddress({ street: "Piękna", building_number: "5", apartment_number: "2", post_code: "00-001", city: "Warszawa" })
 *   // "Piękna 5/2, 00-001 Warszawa"
 */
export function formatAddress(address: AddressInput): string {
  const street = text(address.street)
  const city = text(address.city)
  if (street === "") return city
  const building = text(address.building_number)
  const apartment = text(address.apartment_number)
  const number = building !== "" && apartment !== "" ? `${building}/${apartment}` : building
  const streetLine = [street, number].filter((part) => part !== "").join(" ")
  const cityLine = [text(address.post_code), city].filter((part) => part !== "").join(" ")
  return [streetLine, cityLine].filter((part) => part !== "").join(", ")
}
