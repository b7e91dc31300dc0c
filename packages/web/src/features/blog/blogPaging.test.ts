import { describe, expect, it } from "vitest"
import { pageFromQuery, pageHref } from "./blogPaging"

describe("the blog's paging in the URL", () => {
  it("reads a whole page number, else the first page", () => {
    expect([null, "2", "0", "-1", "1.5", "abc", "9999999"].map(pageFromQuery)).toEqual([1, 2, 1, 1, 1, 1, 1])
  })
  it("gives the first page no parameter", () => {
    expect(pageHref("/blog", 1)).toBe("/blog")
    expect(pageHref("/blog/kategoria/zabawy", 3)).toBe("/blog/kategoria/zabawy?page=3")
  })
})
