/**
 * Comparing facilities side by side (issue 20): two to four at once, named in the address
 * (`/porownaj?ids=12,40,7`) so a comparison can be shared.
 */
export const COMPARE_MIN = 2
export const COMPARE_MAX = 4

/** The ids of `?ids=` in their order: each once, only ids, at most four; anything else is left out. */
export function compareIdsFromSearch(search: string): number[] {
  const raw = new URLSearchParams(search).get("ids") ?? ""
  const ids = raw.split(",").map((part) => Number(part.trim())).filter((id) => Number.isInteger(id) && id > 0)
  return [...new Set(ids)].slice(0, COMPARE_MAX)
}

/** The query of a comparison of these facilities: `?ids=12,40,7`. */
export const compareSearch = (ids: ReadonlyArray<number>): string => `?ids=${ids.join(",")}`

/** A pick ticked or unticked; a fifth is not taken. */
export function toggledComparePick(picked: ReadonlyArray<number>, id: number): number[] {
  if (picked.includes(id)) return picked.filter((other) => other !== id)
  return picked.length >= COMPARE_MAX ? [...picked] : [...picked, id]
}

/**
 * Whether a row of the comparison differs between the facilities (it is highlighted then): its
 * values, as shown, are not all the same.
 */
export const rowDiffers = (values: ReadonlyArray<string>): boolean => new Set(values).size > 1
