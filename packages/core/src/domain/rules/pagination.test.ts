import { describe, it, expect } from "vitest"
import { DEFAULT_PAGE_SIZE, paginationToOffset } from "./pagination"

describe("paginationToOffset", () => {
  it("computes limit × (page − 1)", () => {
    expect(paginationToOffset({ limit: 10, page: 1 })).toEqual({ offset: 0, limit: 10 })
    expect(paginationToOffset({ limit: 10, page: 3 })).toEqual({ offset: 20, limit: 10 })
  })

  it("defaults the page to 1 and guards pages below 1", () => {
    expect(paginationToOffset({ limit: 10 })).toEqual({ offset: 0, limit: 10 })
    expect(paginationToOffset({ limit: 10, page: 0 })).toEqual({ offset: 0, limit: 10 })
    expect(paginationToOffset({ limit: 10, page: -4 })).toEqual({ offset: 0, limit: 10 })
    expect(paginationToOffset({ limit: 10, page: Number.NaN })).toEqual({ offset: 0, limit: 10 })
  })

  it("clamps the limit to 1…100 and defaults it", () => {
    expect(paginationToOffset({ limit: 0, page: 2 })).toEqual({ offset: 1, limit: 1 })
    expect(paginationToOffset({ limit: 101, page: 2 })).toEqual({ offset: 100, limit: 100 })
    expect(paginationToOffset({ limit: 100, page: 2 })).toEqual({ offset: 100, limit: 100 })
    expect(paginationToOffset({})).toEqual({ offset: 0, limit: DEFAULT_PAGE_SIZE })
  })

  it("rounds fractions down", () => {
    expect(paginationToOffset({ limit: 10.9, page: 2.7 })).toEqual({ offset: 10, limit: 10 })
  })
})
