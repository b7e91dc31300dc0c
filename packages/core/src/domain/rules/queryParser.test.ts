import { describe, it, expect } from "vitest"
import { buildFilterQuery, filtersToAst, formatFilterQuery, FilterQueryError } from "./queryGrammar"
import { parseFilterQuery } from "./queryParser"

describe("parseFilterQuery", () => {
  const parsed = (query: string) => {
    const result = parseFilterQuery(query)
    if (result._tag === "Left") throw result.error
    return result.value
  }
  const error = (query: string) => {
    const result = parseFilterQuery(query)
    return result._tag === "Left" ? result.error : null
  }

  it("parses every operator", () => {
    expect(parsed('a="1" AND b!="2" AND c>"3" AND d<"4" AND e<-"5" AND f=i="*Six*"')).toEqual([
      [{ field: "a", op: "=", value: "1" }],
      [{ field: "b", op: "!=", value: "2" }],
      [{ field: "c", op: ">", value: "3" }],
      [{ field: "d", op: "<", value: "4" }],
      [{ field: "e", op: "contains", value: "5" }],
      [{ field: "f", op: "icontains", value: "Six" }],
    ])
  })

  it("keeps operator characters that sit inside the quotes", () => {
    expect(parsed('a="!x" OR b<"-1"')).toEqual([[{ field: "a", op: "=", value: "!x" }, { field: "b", op: "<", value: "-1" }]])
  })

  it("reads escapes, keywords and parentheses inside values literally", () => {
    expect(parsed('name="a \\"b\\" \\\\ ) AND (c OR"')).toEqual([[{ field: "name", op: "=", value: 'a "b" \\ ) AND (c OR' }]])
  })

  it("accepts free whitespace and the empty query", () => {
    expect(parsed('  ( a = "1"  OR b="2" )AND c="3" ')).toHaveLength(2)
    expect(parsed("   ")).toEqual([])
  })

  it("rejects malformed queries, saying why and where", () => {
    const cases: Array<[string, RegExp, number]> = [
      ['a="1', /Unterminated/, 4],
      ['a="1\\', /Unterminated/, 5],
      ["a=1", /quoted value/, 2],
      ['="1"', /field name/, 0],
      ["()", /field name/, 1],
      ['a="1" AND', /field name/, 9],
      ['a~"1"', /operator/, 1],
      ['(a="1"', /"\)"/, 6],
      ['a="1" AND (b="2"', /"\)"/, 16],
      ['a="1" b="2"', /"AND" or "OR"/, 6],
      ['a="1" ANDb="2"', /"AND" or "OR"/, 6],
      ['  a="1" )', /"AND" or "OR"/, 8],
      ['a=i="x"', /wrapped in "\*"/, 7],
      ['a=i="*"', /wrapped in "\*"/, 7],
      ['a=i="*x"', /wrapped in "\*"/, 8],
      ['a=i="x*"', /wrapped in "\*"/, 8]
    ]
    for (const [bad, reason, position] of cases) {
      const e = error(bad)
      expect(e, bad).toBeInstanceOf(FilterQueryError)
      expect(e?.message, bad).toMatch(reason)
      expect(e?.position, bad).toBe(position)
    }
  })

  it("rejects an unparenthesised OR-list next to AND", () => {
    expect(error('a="1" OR b="2" AND c="3"')?.position).toBe(0)
    expect(error('c="3" AND a="1" OR b="2"')?.message).toMatch(/parenthesised/)
    expect(parsed('a="1" OR b="2"')).toHaveLength(1)
  })
})

describe("round trip", () => {
  const cases = [
    { "specialization[]": ["przedszkole", "żłobek"], "name*": 'Pod "Dębem"' },
    [{ city: "Zielona Góra" }, { status: "!unknown", created_at: ">1700000000000" }, { custom: 'x="1" OR y<-"2"' }],
    [{ a: "back\\slash", b: "*stars*" }, { "c*": "*" }, { d: ') AND (x="1"' }],
  ] as const

  it("build → parse → format gives the same text", () => {
    for (const filters of cases) {
      const text = buildFilterQuery(filters)
      const result = parseFilterQuery(text)
      expect(result._tag, text).toBe("Right")
      if (result._tag === "Right") expect(formatFilterQuery(result.value)).toBe(text)
    }
  })

  it("parses back to the built conditions", () => {
    const filters = [{ "ownership[]": ["a", "b"] }, { "name*": "Łódź" }]
    expect(parseFilterQuery(buildFilterQuery(filters))).toEqual({ _tag: "Right", value: filtersToAst(filters) })
  })
})
