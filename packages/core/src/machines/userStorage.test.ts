import { describe, expect, it } from "vitest"
import { aUser } from "../testing/fixtures"
import { DEFAULT_USER_STORAGE_KEY, memoryUserStorage, webUserStorage } from "./userStorage"

/** A Web Storage stand-in backed by a Map. */
const fakeStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries))
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k)
  }
}

describe("memoryUserStorage", () => {
  it("keeps what was saved", () => {
    const storage = memoryUserStorage()
    expect(storage.load()).toBeNull()
    storage.save(aUser())
    expect(storage.load()).toEqual(aUser())
    storage.save(null)
    expect(storage.load()).toBeNull()
  })
})

describe("webUserStorage", () => {
  it("round-trips the user as JSON under 'pociecha.user'", () => {
    const backing = fakeStorage()
    const storage = webUserStorage(backing)
    storage.save(aUser())
    expect(JSON.parse(backing.map.get(DEFAULT_USER_STORAGE_KEY) ?? "null")).toEqual(aUser())
    expect(webUserStorage(backing).load()).toEqual(aUser())
    expect(backing.map.has(DEFAULT_USER_STORAGE_KEY)).toBe(true)
    storage.save(null)
    expect(backing.map.has(DEFAULT_USER_STORAGE_KEY)).toBe(false)
  })

  it("keeps the user under a key of its own on a shared origin, or the given one", () => {
    expect(DEFAULT_USER_STORAGE_KEY).toMatch(/^pociecha\./)
    const backing = fakeStorage()
    webUserStorage(backing, "other").save(aUser())
    expect(backing.map.has("other")).toBe(true)
  })

  it.each([
    ["not JSON", "{oops"],
    ["not a user", JSON.stringify({ id: 1 })],
    ["an unknown language", JSON.stringify({ ...aUser(), language: "de" })]
  ])("drops invalid stored data (%s)", (_label, raw) => {
    const backing = fakeStorage({ [DEFAULT_USER_STORAGE_KEY]: raw })
    expect(webUserStorage(backing).load()).toBeNull()
    expect(backing.map.has(DEFAULT_USER_STORAGE_KEY)).toBe(false)
  })

  it("never throws when the storage does", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError")
      },
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
      removeItem: () => {
        throw new Error("SecurityError")
      }
    }
    const storage = webUserStorage(broken)
    expect(storage.load()).toBeNull()
    expect(() => storage.save(aUser())).not.toThrow()
  })
})
