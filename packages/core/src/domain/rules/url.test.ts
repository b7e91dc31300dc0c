import { describe, it, expect } from "vitest"
import { isValidUrl, normalizeUrl, validateUrl } from "./url"

describe("isValidUrl", () => {
  it("accepts full URLs and bare domains", () => {
    expect(isValidUrl("https://przedszkole.pl/o-nas")).toBe(true)
    expect(isValidUrl("http://example.com")).toBe(true)
    expect(isValidUrl("www.słoneczko.pl")).toBe(true)
    expect(isValidUrl("facebook.com/przedszkole")).toBe(true)
  })

  it("rejects what cannot parse even with https://", () => {
    expect(isValidUrl("nie ma strony")).toBe(false)
    expect(isValidUrl("https://a b.pl")).toBe(false)
    expect(isValidUrl("http://")).toBe(false)
    expect(isValidUrl("ftp://a.pl")).toBe(false)
    expect(isValidUrl("")).toBe(false)
    expect(isValidUrl(null)).toBe(false)
  })
})

describe("normalizeUrl", () => {
  it("keeps http(s) URLs and prefixes the rest", () => {
    expect(normalizeUrl(" https://a.pl ")).toBe("https://a.pl")
    expect(normalizeUrl("a.pl/x")).toBe("https://a.pl/x")
  })

  it("never returns a script URL", () => {
    expect(normalizeUrl("javascript:alert(1)")).toBeNull()
    expect(normalizeUrl("javascript:%61lert(1)@a.pl")).toBe("https://javascript:%61lert(1)@a.pl")
  })
})

describe("validateUrl", () => {
  it("gives URL_INVALID for bad values and lets empty pass", () => {
    expect(validateUrl("a b")).toBe("URL_INVALID")
    expect(validateUrl("a.pl")).toBeNull()
    expect(validateUrl("  ")).toBeNull()
  })
})
