import { describe, expect, it } from "vitest"
import { buildResources } from "./index"
import { LANGUAGE_LABELS, fromI18nLanguage, languageButtonLabel, toI18nLanguage } from "./language"
import { GUEST_LANGUAGE_KEY, initialLanguage, loadGuestLanguage, saveGuestLanguage } from "./languagePreference"

describe("language codes", () => {
  it("maps the product's 'ua' to BCP-47 'uk' and back, in one place", () => {
    expect(toI18nLanguage("ua")).toBe("uk")
    expect(toI18nLanguage("pl")).toBe("pl")
    expect(toI18nLanguage("en")).toBe("en")
    expect(fromI18nLanguage("uk")).toBe("ua")
    expect(fromI18nLanguage("uk-UA")).toBe("ua")
    expect(fromI18nLanguage("pl-PL")).toBe("pl")
    expect(fromI18nLanguage("de")).toBeNull()
    expect(fromI18nLanguage(undefined)).toBeNull()
  })

  it("labels the selector as the spec says and shows upper-case codes on the button", () => {
    expect(LANGUAGE_LABELS.pl).toBe("(PL) Polski")
    expect(LANGUAGE_LABELS.ua).toBe("(UA) Українська")
    expect(languageButtonLabel("ua")).toBe("UA")
  })
})

describe("first language", () => {
  it("prefers the URL's, then the user's, then the guest's choice, then a Ukrainian browser, else Polish", () => {
    const none = { url: null, user: null, guest: null, browser: [] }
    expect(initialLanguage({ ...none, url: "en", user: "ua", guest: "pl", browser: ["uk"] })).toBe("en")
    expect(initialLanguage({ ...none, user: "ua", guest: "pl", browser: ["pl"] })).toBe("ua")
    expect(initialLanguage({ ...none, guest: "ua", browser: ["pl"] })).toBe("ua")
    expect(initialLanguage({ ...none, browser: ["en-US", "uk-UA"] })).toBe("ua")
    expect(initialLanguage({ ...none, browser: ["pl-PL", "uk"] })).toBe("pl")
    expect(initialLanguage({ ...none, browser: ["en-GB", "de"] })).toBe("pl")
  })

  it("keeps a guest's choice in storage and survives storage failures", () => {
    const store = new Map<string, string>()
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) }
    saveGuestLanguage(storage, "ua")
    expect(store.get(GUEST_LANGUAGE_KEY)).toBe("ua")
    expect(loadGuestLanguage(storage)).toBe("ua")
    store.set(GUEST_LANGUAGE_KEY, "xx")
    expect(loadGuestLanguage(storage)).toBeNull()
    const broken = {
      getItem: () => {
        throw new Error("denied")
      },
      setItem: () => {
        throw new Error("denied")
      }
    }
    expect(loadGuestLanguage(broken)).toBeNull()
    expect(() => saveGuestLanguage(broken, "pl")).not.toThrow()
  })
})

describe("resources", () => {
  it("puts common files and feature files under their namespaces, 'ua' as 'uk'", () => {
    const resources = buildResources(
      { pl: { A: "a" }, ua: { A: "а" }, en: { A: "a" } },
      {
        "../../features/auth/locales/ua.json": { default: { LOGIN_TITLE: "Увійти" } },
        "../../features/auth/locales/pl.json": { default: { LOGIN_TITLE: "Zaloguj się" } },
        "../../features/auth/locales/xx.json": { default: { LOGIN_TITLE: "?" } }
      }
    )
    expect(resources.uk).toEqual({ common: { A: "а" }, auth: { LOGIN_TITLE: "Увійти" } })
    expect(resources.pl?.auth).toEqual({ LOGIN_TITLE: "Zaloguj się" })
    expect(resources.xx).toBeUndefined()
  })
})
