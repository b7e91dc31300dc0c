/**
 * The filter query grammar (spec 7.1; management 7 "Filters and pagination").
 *
 * Filters travel as one `query` string. Text form, one condition each:
 * `field="v"`, `field!="v"`, `field>"v"`, `field<"v"`, `field<-"v"` (array contains) and
 * `field=i="*v*"` (case-insensitive contains). Values are double-quoted; `"` and `\` inside a
 * value are escaped with a backslash. An OR-group of several conditions is parenthesised and
 * joined by ` OR `; groups are joined by ` AND `: `(a="1" OR b<-"x") AND c>"5"`.
 */

/** Comparison of one condition. `contains`: array contains; `icontains`: case-insensitive substring. */
export type FilterOperator = "=" | "!=" | ">" | "<" | "contains" | "icontains"

/** One comparison of a field with a value. */
export interface FieldCondition {
  readonly field: string
  readonly op: FilterOperator
  readonly value: string
}

/** Text inserted verbatim (the filter key `custom`). Only the builder produces it. */
export interface RawCondition {
  readonly raw: string
}

/** A condition of the query AST. */
export type FilterCondition = FieldCondition | RawCondition

/** A parsed query: AND of OR-groups. */
export type FilterQueryAst = ReadonlyArray<ReadonlyArray<FilterCondition>>

/** A single filter value; `null` and `undefined` are skipped. */
export type FilterValue = string | number | boolean | null | undefined

/** One filter object: its entries are OR-joined. */
export type FilterObject = Readonly<Record<string, FilterValue | readonly FilterValue[]>>

/** A malformed filter query or an invalid filter key. `position` is the offset in the query, or null. */
export class FilterQueryError extends Error {
  readonly _tag = "FilterQueryError" as const
  readonly position: number | null

  constructor(message: string, position: number | null = null) {
    super(message)
    this.name = "FilterQueryError"
    this.position = position
  }
}

/** Field names allowed in the grammar: letters, digits, `_` and `.`, not starting with a digit or dot. */
export const FILTER_FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_.]*$/

/** The text operator of each AST operator. */
const operatorText: Readonly<Record<FilterOperator, string>> = {
  "=": "=",
  "!=": "!=",
  ">": ">",
  "<": "<",
  contains: "<-",
  icontains: "=i=",
}

/** Quotes a value, escaping backslashes and double quotes. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`
}

/** Turns one filter entry (key and one value) into a condition. Throws FilterQueryError on a bad key. */
export function filterEntryToCondition(key: string, value: string): FieldCondition {
  const condition = conditionFromKey(key, value)
  if (!FILTER_FIELD_PATTERN.test(condition.field)) {
    throw new FilterQueryError(`Invalid filter field "${key}"`)
  }
  return condition
}

function conditionFromKey(key: string, value: string): FieldCondition {
  if (key.endsWith("[]")) return { field: key.slice(0, -2), op: "contains", value }
  if (key.endsWith("*")) return { field: key.slice(0, -1), op: "icontains", value }
  const rest = value.slice(1)
  if (value.startsWith(">")) return { field: key, op: ">", value: rest }
  if (value.startsWith("<")) return { field: key, op: "<", value: rest }
  if (value.startsWith("!")) return { field: key, op: "!=", value: rest }
  return { field: key, op: "=", value }
}

function objectToGroup(filter: FilterObject): FilterCondition[] {
  const group: FilterCondition[] = []
  for (const [key, entry] of Object.entries(filter)) {
    const values: readonly FilterValue[] = Array.isArray(entry) ? entry : [entry as FilterValue]
    for (const value of values) {
      if (value === null || value === undefined) continue
      const text = String(value)
      if (key === "custom") {
        if (text.trim() !== "") group.push({ raw: text.trim() })
      } else {
        group.push(filterEntryToCondition(key, text))
      }
    }
  }
  return group
}

/**
 * Turns filter objects into the AST: each object is one OR-group (array values add one condition
 * each), objects are AND-joined, empty objects vanish, `null`/`undefined` values are skipped.
 */
export function filtersToAst(filters: FilterObject | readonly FilterObject[]): FilterCondition[][] {
  const objects: readonly FilterObject[] = Array.isArray(filters) ? filters : [filters as FilterObject]
  return objects.map(objectToGroup).filter((group) => group.length > 0)
}

/** Prints one condition in the text grammar. */
export function formatFilterCondition(condition: FilterCondition): string {
  if ("raw" in condition) return condition.raw
  const value = condition.op === "icontains" ? `*${condition.value}*` : condition.value
  return `${condition.field}${operatorText[condition.op]}${quoteFilterValue(value)}`
}

/**
 * Prints an AST: groups of several conditions are parenthesised, and so is a lone raw condition
 * when other groups follow or precede it, so its own ORs stay inside its group.
 */
export function formatFilterQuery(ast: FilterQueryAst): string {
  const groups = ast.filter((group) => group.length > 0)
  return groups
    .map((group) => {
      const text = group.map(formatFilterCondition).join(" OR ")
      const loneRaw = group.length === 1 && group[0] !== undefined && "raw" in group[0]
      return group.length > 1 || (loneRaw && groups.length > 1) ? `(${text})` : text
    })
    .join(" AND ")
}

/**
 * Builds the `query` parameter from filters (spec 7.1). A key ending in `[]` gives array contains,
 * a key ending in `*` a case-insensitive contains; otherwise the value's first character picks
 * `>`, `<` or `!` (as `!=`), else `=`. Entries of one object are OR-joined, objects AND-joined;
 * the key `custom` is inserted raw. Throws FilterQueryError for a key outside the field pattern.
 * @example buildFilterQuery([{ "specialization[]": ["a", "b"] }, { city: "Łódź" }])
 *   // (specialization<-"a" OR specialization<-"b") AND city="Łódź"
 */
export function buildFilterQuery(filters: FilterObject | readonly FilterObject[]): string {
  return formatFilterQuery(filtersToAst(filters))
}
