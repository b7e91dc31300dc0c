/**
 * Normalises text for searching (spec 5): lower case, diacritics stripped (NFD, then combining
 * marks removed) and `ł` mapped to `l`, since `ł` has no decomposition.
 * @example normalizeSearchText("Łódź") // "lodz"
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/g, "l")
}

/** Whether `text` contains `query` once both are normalised for search. */
export function searchTextMatches(text: string, query: string): boolean {
  return normalizeSearchText(text).includes(normalizeSearchText(query))
}
