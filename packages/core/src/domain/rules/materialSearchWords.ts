import { normalizeSearchText } from "./searchText"

/**
 * PostgreSQL has no Polish stemmer, so the teacher zone's search (issue 19: "piosenka o jesieni"
 * finds "Piosenki jesienne") matches a crude stem of each word typed as a prefix of the words of
 * a material, both without diacritics: the query drops the little words that say nothing, and
 * cuts an inflection ending off each other word, keeping at least {@link MIN_STEM} letters.
 */

/** Prepositions, conjunctions and particles: in a query they only narrow the match to nothing. */
const STOPWORDS: ReadonlySet<string> = new Set([
  "a", "aby", "ale", "bo", "by", "czy", "dla", "do", "i", "ich", "jak", "jest", "ku", "lub", "na", "nad", "nie", "o", "od",
  "oraz", "po", "pod", "przez", "przy", "sie", "so", "ta", "te", "to", "u", "w", "we", "z", "za", "ze", "zeby"
])

/**
 * Inflection endings of Polish nouns and adjectives (without diacritics), longest first, so
 * "piosenkach" loses "ach" and not just "h".
 */
const ENDINGS: ReadonlyArray<string> = [
  "owie", "ami", "ach", "ego", "emu", "ymi", "imi", "iej", "ych", "ich", "owi", "om", "ow", "ie", "ia", "iu", "ej", "ym",
  "im", "a", "e", "i", "o", "u", "y"
]

/** A stem keeps this many letters at least: a shorter one would begin too many words. */
const MIN_STEM = 4

/** More words than a title's never help; the rest are ignored. */
const MAX_WORDS = 8

/** A word's crude stem: the longest ending whose removal leaves {@link MIN_STEM} letters, cut off. */
export function polishStem(word: string): string {
  const ending = ENDINGS.find((candidate) => word.endsWith(candidate) && word.length - candidate.length >= MIN_STEM)
  return ending === undefined ? word : word.slice(0, word.length - ending.length)
}

/**
 * The stems a material search asks for, each to begin some word of a material: the text's words
 * (runs of letters and digits, without diacritics), the stopwords left out, each stemmed, no
 * repeats. Empty when nothing is left to search for.
 * @example materialSearchStems("piosenka o jesieni") // ["piosenk", "jesien"]
 */
export function materialSearchStems(text: string): ReadonlyArray<string> {
  const words = normalizeSearchText(text.normalize("NFC")).split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "" && !STOPWORDS.has(word))
  return [...new Set(words.map(polishStem))].slice(0, MAX_WORDS)
}
