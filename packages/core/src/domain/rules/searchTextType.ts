import type { CatalogType } from "./catalogType"
import { normalizeSearchText } from "./searchText"

/**
 * Words (and two-word names) that name a kind of facility in a search-box text, in the forms a
 * parent types them: Polish cases, English, Ukrainian. Kept normalised (normalizeSearchText), as
 * the text is compared.
 */
const typeWords: Readonly<Record<CatalogType, ReadonlyArray<string>>> = {
  przedszkola: [
    "przedszkole", "przedszkola", "przedszkolu", "przedszkoli", "przedszkolem", "przedszkolach", "przedszkolom",
    "kindergarten", "kindergartens", "preschool", "preschools",
    "садок", "садки", "садочок", "дитсадок", "дитсадки", "дитячий садок"
  ],
  zlobki: [
    "żłobek", "żłobka", "żłobki", "żłobków", "żłobku", "żłobkiem", "żłobkach", "żłobkom",
    "klub malucha", "kluby malucha", "klubu malucha", "klubów malucha",
    "nursery", "nurseries",
    "ясла", "ясел", "яслах"
  ]
}

const normalisedTypeWords = Object.entries(typeWords).map(([type, words]) => [type as CatalogType, new Set(words.map(normalizeSearchText))] as const)

/**
 * The catalogue type a search-box text names ('przedszkole kraków' → przedszkola), or null: the
 * search then keeps it as the specialization filter instead of dropping it for the town found.
 * A word and each pair of neighbouring words are compared whole, so 'Przedszkolanka' (a name) is
 * no type.
 */
export function searchTextType(text: string): CatalogType | null {
  const words = normalizeSearchText(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "")
  const phrases = [...words, ...words.slice(1).map((word, index) => `${words[index]} ${word}`)]
  for (const [type, names] of normalisedTypeWords) {
    if (phrases.some((phrase) => names.has(phrase))) return type
  }
  return null
}
