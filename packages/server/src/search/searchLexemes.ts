/** Characters `unaccent` changes, and what it makes of each: read from the database (see searchIndex.ts). */
export type Unaccented = ReadonlyMap<string, string>

/**
 * A search-box word (from searchWords: lower case, letters and digits) as the lexeme the
 * `pociecha_search` configuration makes of it (migration 0006): each character through the
 * database's own `unaccent` rules, then lower case, as its `simple` dictionary does. So the
 * words the index compares are the ones the database's vectors hold ('Łódź' → 'lodz').
 */
export const searchLexeme = (word: string, unaccented: Unaccented): string => {
  let lexeme = ""
  for (const character of word) lexeme += unaccented.get(character) ?? character
  return lexeme.toLowerCase()
}
