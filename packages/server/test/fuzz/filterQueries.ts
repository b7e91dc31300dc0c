import { formatFilterQuery, maxLengths, type FieldCondition, type FilterOperator } from "@pociecha/core"
import fc from "fast-check"

/** Fields of the `v1/facility/list` filter grammar (spec 7.1). */
const scalarFields = ["id", "slug", "name", "status", "city", "city_slug", "voivodeship", "district", "post_code", "score_total"]
const tagFields = ["specialization", "ownership", "features"]

const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char === "\u007f"
const printable = fc.string({ unit: "grapheme", maxLength: 16 }).filter((text) => ![...text].some(isControl))

/**
 * Filter queries in the grammar (hand-written: a derived string almost never parses), over
 * real values where given. Effect derives `query` only as free text.
 */
export const filterQuery = (realValues: ReadonlyArray<string>): fc.Arbitrary<string> => {
  const value = realValues.length === 0 ? printable : fc.oneof(fc.constantFrom(...realValues), printable)
  const scalar = fc.record({
    field: fc.constantFrom(...scalarFields),
    op: fc.constantFrom<FilterOperator>("=", "!=", ">", "<", "icontains"),
    value
  })
  const tag = fc.record({ field: fc.constantFrom(...tagFields), op: fc.constantFrom<FilterOperator>("contains", "="), value })
  const condition: fc.Arbitrary<FieldCondition> = fc.oneof(scalar, tag)
  return fc.array(fc.array(condition, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 })
    .map(formatFilterQuery)
    .filter((query) => query.length <= maxLengths.searchText)
}
