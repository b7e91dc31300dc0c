import { describe, it, expect } from "vitest"
import { buildFilterQuery, FilterQueryError, filtersToAst, formatFilterQuery, quoteFilterValue } from "./queryGrammar"

describe("buildFilterQuery", () => {
  it("picks the operator from the key suffix", () => {
    expect(buildFilterQuery({ "specialization[]": "abc" })).toBe('specialization<-"abc"')
    expect(buildFilterQuery({ "name*": "słon" })).toBe('name=i="*słon*"')
  })

  it("picks the operator from the value prefix otherwise", () => {
    expect(buildFilterQuery({ created_at: ">100" })).toBe('created_at>"100"')
    expect(buildFilterQuery({ created_at: "<100" })).toBe('created_at<"100"')
    expect(buildFilterQuery({ status: "!premium" })).toBe('status!="premium"')
    expect(buildFilterQuery({ status: "premium" })).toBe('status="premium"')
  })

  it("quotes and escapes values, stringifying numbers and booleans", () => {
    expect(buildFilterQuery({ name: 'Przedszkole "Słoneczko" \\ 5' })).toBe('name="Przedszkole \\"Słoneczko\\" \\\\ 5"')
    expect(buildFilterQuery({ page: 0, active: false })).toBe('(page="0" OR active="false")')
  })

  it("OR-joins array values and entries, AND-joins objects", () => {
    expect(buildFilterQuery([{ "ownership[]": ["a", "b"], city: "Kraków" }, { status: "premium" }])).toBe(
      '(ownership<-"a" OR ownership<-"b" OR city="Kraków") AND status="premium"',
    )
  })

  it("skips null, undefined, empty arrays and empty objects", () => {
    expect(buildFilterQuery([{ a: null, b: undefined, "c[]": [] }, {}])).toBe("")
    expect(buildFilterQuery([])).toBe("")
  })

  it("inserts custom raw, parenthesised when other groups exist", () => {
    expect(buildFilterQuery({ custom: 'a="1" OR b="2"' })).toBe('a="1" OR b="2"')
    expect(buildFilterQuery([{ custom: 'a="1" OR b="2"' }, { c: "3" }])).toBe('(a="1" OR b="2") AND c="3"')
    expect(buildFilterQuery([{ custom: "  " }, { c: "3" }])).toBe('c="3"')
    expect(filtersToAst({ custom: ' a="1" ' })).toEqual([[{ raw: 'a="1"' }]])
  })

  it("leaves empty groups out of the AST and of the text", () => {
    expect(filtersToAst([{}, { a: "1" }, { b: null }])).toEqual([[{ field: "a", op: "=", value: "1" }]])
    expect(formatFilterQuery([[], [{ field: "a", op: "=", value: "1" }], []])).toBe('a="1"')
  })

  it("rejects keys that are not field names", () => {
    expect(() => buildFilterQuery({ 'a" OR 1=1 --': "x" })).toThrow(FilterQueryError)
    expect(() => buildFilterQuery({ "[]": "x" })).toThrow(FilterQueryError)
    for (const key of ["1a", ".a", "a b"]) expect(() => buildFilterQuery({ [key]: "x" }), key).toThrow(/Invalid filter field/)
  })

  it("quotes an empty value", () => {
    expect(quoteFilterValue("")).toBe('""')
  })
})
