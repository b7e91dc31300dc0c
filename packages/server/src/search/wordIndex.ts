/**
 * Documents (a facility's or a place's lexemes) by word: the sorted words, and for each the
 * positions of the documents that have it, ascending. The words a prefix begins are one run of
 * the sorted words. Sets of positions are bits, so a search combines them word by word.
 */
export interface WordIndex {
  readonly words: ReadonlyArray<string>
  readonly positions: ReadonlyArray<Uint32Array>
  /** The 32-bit words of a set of positions. */
  readonly setLength: number
  /** Sets already made, by word and how it matches: see {@link having}. */
  readonly made: Map<string, Uint32Array>
}

/**
 * Sets kept per index: the search box is asked the same words and beginnings over and over
 * ('k', 'kr', 'kra'…, 'przedszkole'), and a common word's set costs a walk over thousands of
 * positions. A few hundred sets of 25,000 facilities take a few MB; past that, all are dropped.
 */
const MAX_MADE = 512

/** The index of `documents`, each document's position its index in the array. */
export const wordIndex = (documents: ReadonlyArray<ReadonlyArray<string>>): WordIndex => {
  const byWord = new Map<string, Array<number>>()
  documents.forEach((words, position) => {
    for (const word of words) {
      const positions = byWord.get(word)
      if (positions === undefined) byWord.set(word, [position])
      else if (positions.at(-1) !== position) positions.push(position)
    }
  })
  const words = [...byWord.keys()].sort()
  return {
    words,
    positions: words.map((word) => Uint32Array.from(byWord.get(word)!)),
    setLength: Math.ceil(documents.length / 32),
    made: new Map()
  }
}

/** The first of the sorted `words` not before `text`. */
const lowerBound = (words: ReadonlyArray<string>, text: string) => {
  let low = 0
  let high = words.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (words[middle]! < text) low = middle + 1
    else high = middle
  }
  return low
}

const add = (set: Uint32Array, positions: Uint32Array) => {
  for (const position of positions) set[position >>> 5]! |= 1 << (position & 31)
}

/** The documents with a word `prefix` begins (`whole`: with the word `prefix` itself); not to be changed. */
const having = (index: WordIndex, prefix: string, whole: boolean): Uint32Array => {
  const key = `${whole ? "=" : "^"}${prefix}`
  let set = index.made.get(key)
  if (set === undefined) {
    if (index.made.size === MAX_MADE) index.made.clear()
    set = made(index, prefix, whole)
    index.made.set(key, set)
  }
  return set
}

const made = (index: WordIndex, prefix: string, whole: boolean): Uint32Array => {
  const set = new Uint32Array(index.setLength)
  const first = lowerBound(index.words, prefix)
  if (whole) {
    if (index.words[first] === prefix) add(set, index.positions[first]!)
    return set
  }
  for (let i = first; i < index.words.length && index.words[i]!.startsWith(prefix); i++) add(set, index.positions[i]!)
  return set
}

/** The documents in which every one of `lexemes` is a word (`whole`) or begins one. */
export const havingAll = (index: WordIndex, lexemes: ReadonlyArray<string>, whole: boolean): Uint32Array => {
  const [first, ...rest] = lexemes
  const set = having(index, first!, whole).slice()
  for (const lexeme of rest) {
    const more = having(index, lexeme, whole)
    for (let i = 0; i < set.length; i++) set[i]! &= more[i]!
  }
  return set
}

/** The documents in which one of `lexemes` is a word. */
export const havingAny = (index: WordIndex, lexemes: ReadonlyArray<string>): Uint32Array => {
  const set = new Uint32Array(index.setLength)
  for (const lexeme of lexemes) {
    const found = having(index, lexeme, true)
    for (let i = 0; i < set.length; i++) set[i]! |= found[i]!
  }
  return set
}

/** Calls `visit` with each position of `set` not in `without`, ascending, until it returns true. */
export const visitPositions = (set: Uint32Array, without: Uint32Array | null, visit: (position: number) => boolean) => {
  for (let word = 0; word < set.length; word++) {
    for (let bits = set[word]! & ~(without?.[word] ?? 0); bits !== 0; bits &= bits - 1) {
      if (visit(word * 32 + 31 - Math.clz32(bits & -bits))) return
    }
  }
}
