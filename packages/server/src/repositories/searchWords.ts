/** More words than a name and a town never help; the rest are ignored. */
const MAX_WORDS = 8

/**
 * The words of a search-box text: runs of letters and digits. Quotes of any kind („” ‘’ «» "),
 * dashes and punctuation only separate words, so none of them reaches a tsquery. NFC first,
 * so a letter typed as a base and a combining accent stays one letter.
 */
export const searchWords = (text: string): ReadonlyArray<string> =>
  text.normalize("NFC").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "").slice(0, MAX_WORDS)

/**
 * The tsqueries (text for `to_tsquery` under the `pociecha_search` configuration, which strips
 * diacritics) a geo-search asks. Safe to pass as text: words hold only letters and digits.
 */
export interface SearchQueries {
  /** The words as one text, for the lexemes of the query itself. */
  readonly text: string
  /** Every word begins a word of the vector: what was typed so far, in any order. */
  readonly allPrefixes: string
  /** Every word is a whole word of the vector. */
  readonly allWhole: string
  /** Some word is a whole word of the vector. */
  readonly anyWhole: string
}

export const searchQueries = (words: ReadonlyArray<string>): SearchQueries => ({
  text: words.join(" "),
  allPrefixes: words.map((word) => `${word}:*`).join(" & "),
  allWhole: words.join(" & "),
  anyWhole: words.join(" | ")
})
