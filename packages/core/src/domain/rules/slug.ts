import { normalizeSearchText } from "./searchText"

/**
 * Makes a URL slug (spec 5): text normalised for search (so Polish letters become ASCII), spaces
 * and underscores become dashes, anything outside `[a-z0-9-]` is dropped, runs of dashes collapse
 * and dashes at either end are trimmed. Underscores count as spaces so tag keys such as
 * `zespół_wychowania_przedszkolnego` give the seeded param `zespol-wychowania-przedszkolnego`.
 * @example slugify("Kędzierzyn-Koźle") // "kedzierzyn-kozle"
 */
export function slugify(text: string): string {
  return normalizeSearchText(text)
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
}
