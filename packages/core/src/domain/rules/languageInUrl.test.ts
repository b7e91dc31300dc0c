import { describe, expect, it } from "vitest"
import { languageInUrl, urlInLanguage } from "./languageInUrl"

describe("a page's language in its URL (?lang=), the address of its Ukrainian or English version", () => {
  it("reads the product's code from a query, among other parameters, and nothing else", () => {
    expect(languageInUrl("?lang=ua")).toBe("ua")
    expect(languageInUrl("page=2&lang=en")).toBe("en")
    expect(languageInUrl(new URLSearchParams("lang=pl"))).toBe("pl")
    for (const search of ["", "?lang=", "?lang=uk", "?lang=de", "?language=ua", "?LANG=ua"]) expect(languageInUrl(search), search).toBeNull()
  })

  it("gives each language's address: Polish is the plain URL, the others add lang", () => {
    const url = "https://pociecha.pl/placowka/przedszkole-sloneczko-krakow"
    expect(urlInLanguage(url, "pl")).toBe(url)
    expect(urlInLanguage(url, "ua")).toBe(`${url}?lang=ua`)
    expect(urlInLanguage(url, "en")).toBe(`${url}?lang=en`)
  })

  it("keeps a page's own parameters and replaces a language already named", () => {
    const url = "https://pociecha.pl/przedszkola/krakow?page=2&lang=en"
    expect(urlInLanguage(url, "ua")).toBe("https://pociecha.pl/przedszkola/krakow?page=2&lang=ua")
    expect(urlInLanguage(url, "pl")).toBe("https://pociecha.pl/przedszkola/krakow?page=2")
  })
})
