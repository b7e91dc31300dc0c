import { describe, expect, it } from "vitest"
import { readVisitedFacilities, rememberVisitedFacility, VISITED_LIMIT, VISITED_STORAGE_KEY } from "./visitedFacilities"

const memory = (initial?: string) => {
  const data = new Map<string, string>(initial === undefined ? [] : [[VISITED_STORAGE_KEY, initial]])
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value)
  }
}

describe("visited facilities", () => {
  it("keeps the most recent first without duplicates", () => {
    const storage = memory()
    rememberVisitedFacility(1, storage)
    rememberVisitedFacility(2, storage)
    rememberVisitedFacility(1, storage)
    expect(readVisitedFacilities(storage)).toEqual([1, 2])
  })

  it("keeps only the last 20", () => {
    const storage = memory()
    for (let id = 1; id <= 24; id++) rememberVisitedFacility(id, storage)
    expect(rememberVisitedFacility(25, storage)).toHaveLength(VISITED_LIMIT)
    const list = readVisitedFacilities(storage)
    expect(list).toHaveLength(VISITED_LIMIT)
    expect(list[0]).toBe(25)
    expect(list.at(-1)).toBe(6)
    const tooMany = Array.from({ length: 25 }, (_, i) => i + 1)
    expect(readVisitedFacilities(memory(JSON.stringify(tooMany)))).toEqual(tooMany.slice(0, VISITED_LIMIT))
  })

  it("keeps them under a key of their own on a shared origin", () => {
    expect(VISITED_STORAGE_KEY).toMatch(/^pociecha\./)
  })

  it("reads damaged entries as empty", () => {
    expect(readVisitedFacilities(memory("{oops"))).toEqual([])
    expect(readVisitedFacilities(memory('{"a":1}'))).toEqual([])
    expect(readVisitedFacilities(memory('[0,1,"2",-3,4.5,5]'))).toEqual([1, 5])
    expect(readVisitedFacilities(null)).toEqual([])
  })

  it("survives a storage that refuses to write", () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error("quota") } }
    expect(rememberVisitedFacility(7, storage)).toEqual([7])
  })
})
