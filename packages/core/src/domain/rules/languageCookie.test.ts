import { describe, expect, it } from "vitest"
import { htmlLang, LANGUAGE_COOKIE, languageCookie, languageOfCookies } from "./languageCookie"

describe("the language cookie, which lets the server send a page in the language it will show", () => {
  it("reads the product's code from a Cookie header, among other cookies, and nothing else", () => {
    expect(languageOfCookies(`a=1; ${LANGUAGE_COOKIE}=ua; b=2`)).toBe("ua")
    expect(languageOfCookies(`${LANGUAGE_COOKIE}=en`)).toBe("en")
    for (const header of [undefined, "", "a=1", `${LANGUAGE_COOKIE}=de`, `x${LANGUAGE_COOKIE}=ua`]) expect(languageOfCookies(header), String(header)).toBeNull()
  })

  it("is written for the whole site for a year, and read back", () => {
    const cookie = languageCookie("ua")
    expect(cookie).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=ua; `))
    expect(cookie).toContain("Path=/")
    expect(cookie).toContain("SameSite=Lax")
    expect(languageOfCookies(cookie.split(";")[0])).toBe("ua")
  })

  it("gives <html lang> in BCP-47: Ukrainian is 'uk'", () => {
    expect(htmlLang("ua")).toBe("uk")
    expect(htmlLang("en")).toBe("en")
    expect(htmlLang("pl")).toBe("pl")
  })
})
