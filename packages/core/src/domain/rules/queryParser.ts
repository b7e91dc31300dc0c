import { FilterQueryError, type FieldCondition, type FilterOperator } from "./queryGrammar"

/** Outcome of parsing a filter query: the AST (AND of OR-groups) or the reason it is malformed. */
export type ParseFilterQueryResult =
  | { readonly _tag: "Right"; readonly value: FieldCondition[][] }
  | { readonly _tag: "Left"; readonly error: FilterQueryError }

/** Text operators, longest first so `=i=` wins over `=` and `<-` over `<`. */
const operators: ReadonlyArray<readonly [string, FilterOperator]> = [
  ["=i=", "icontains"],
  ["!=", "!="],
  ["<-", "contains"],
  ["=", "="],
  [">", ">"],
  ["<", "<"],
]

const FIELD = /[A-Za-z_][A-Za-z0-9_.]*/y
const WORD_CHAR = /[A-Za-z0-9_.]/

function parse(src: string): FieldCondition[][] {
  let pos = 0
  const fail = (reason: string): never => {
    throw new FilterQueryError(`${reason} at position ${pos}`, pos)
  }
  const skipSpaces = (): void => {
    while (pos < src.length && /\s/.test(src.charAt(pos))) pos++
  }
  const atEnd = (): boolean => {
    skipSpaces()
    return pos >= src.length
  }
  const takeKeyword = (word: "AND" | "OR"): boolean => {
    skipSpaces()
    if (!src.startsWith(word, pos) || WORD_CHAR.test(src.charAt(pos + word.length))) return false
    pos += word.length
    return true
  }
  const takeChar = (ch: string): boolean => {
    skipSpaces()
    if (src.charAt(pos) !== ch) return false
    pos++
    return true
  }

  const readValue = (): string => {
    if (src.charAt(pos) !== '"') fail("Expected a quoted value")
    pos++
    let value = ""
    while (pos < src.length) {
      const ch = src.charAt(pos++)
      if (ch === '"') return value
      if (ch === "\\") {
        if (pos >= src.length) break
        value += src.charAt(pos++)
      } else {
        value += ch
      }
    }
    return fail("Unterminated value")
  }

  const readCondition = (): FieldCondition => {
    skipSpaces()
    FIELD.lastIndex = pos
    const field = FIELD.exec(src)?.[0] ?? fail("Expected a field name")
    pos += field.length
    skipSpaces()
    const found = operators.find(([text]) => src.startsWith(text, pos)) ?? fail("Expected an operator")
    pos += found[0].length
    const op = found[1]
    skipSpaces()
    const value = readValue()
    if (op !== "icontains") return { field, op, value }
    if (value.length < 2 || !value.startsWith("*") || !value.endsWith("*")) {
      return fail('A case-insensitive value must be wrapped in "*"')
    }
    return { field, op, value: value.slice(1, -1) }
  }

  const readOrList = (): FieldCondition[] => {
    const group = [readCondition()]
    while (takeKeyword("OR")) group.push(readCondition())
    return group
  }

  const groups: FieldCondition[][] = []
  let bareOrListAt: number | null = null
  if (atEnd()) return groups
  for (;;) {
    if (takeChar("(")) {
      groups.push(readOrList())
      if (!takeChar(")")) fail('Expected ")"')
    } else {
      const start = pos
      const group = readOrList()
      if (group.length > 1) bareOrListAt = start
      groups.push(group)
    }
    if (atEnd()) break
    if (!takeKeyword("AND")) fail('Expected "AND" or "OR"')
  }
  if (groups.length > 1 && bareOrListAt !== null) {
    pos = bareOrListAt
    fail("An OR-list next to AND must be parenthesised")
  }
  return groups
}

/**
 * Parses a filter query into an AST the server turns into parameterised SQL: AND of OR-groups of
 * `{ field, op, value }`. Never throws on bad input: a malformed query gives
 * `{ _tag: "Left", error: FilterQueryError }` with the offending position.
 *
 * Raw `custom` text is accepted only when it is itself in the grammar (then it parses into
 * ordinary conditions), so untrusted text never reaches SQL. An OR-list combined with AND must
 * be parenthesised (`(a="1" OR b="2") AND c="3"`); a whole query may be one bare OR-list.
 * Keywords are upper case; whitespace around tokens is free. The empty query is `[]`.
 */
export function parseFilterQuery(query: string): ParseFilterQueryResult {
  try {
    return { _tag: "Right", value: parse(query) }
  } catch (error) {
    if (error instanceof FilterQueryError) return { _tag: "Left", error }
    throw error
  }
}
