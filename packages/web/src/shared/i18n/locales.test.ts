import { errorCatalogue, validationMessages } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { buildResources, i18n, initI18n, loadLanguage } from "./index"
import { keyFromData } from "./keyFromData"
import en from "./locales/en.json"
import pl from "./locales/pl.json"
import ua from "./locales/ua.json"

// Every language at once (the app itself fetches Ukrainian and English on demand).
const resources = buildResources({ pl, ua, en }, import.meta.glob(["../../features/*/locales/*.json", "../*/locales/*.json"], { eager: true }))

const flatKeys = (value: unknown, prefix = ""): string[] =>
  value !== null && typeof value === "object"
    ? Object.entries(value).flatMap(([key, nested]) => flatKeys(nested, prefix ? `${prefix}.${key}` : key))
    : [prefix]

/** Keys without plural suffixes: each language has its own set of forms (pl/uk: one, few, many, other). */
const baseKeys = (bundle: unknown): string[] => [...new Set(flatKeys(bundle).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))].sort()

describe("translations", () => {
  it("has the same keys in Polish, Ukrainian and English, in every namespace", () => {
    const namespaces = new Set(Object.values(resources).flatMap((bundle) => Object.keys(bundle)))
    for (const namespace of namespaces) {
      const pl = baseKeys(resources.pl?.[namespace])
      expect(baseKeys(resources.uk?.[namespace]), `uk:${namespace}`).toEqual(pl)
      expect(baseKeys(resources.en?.[namespace]), `en:${namespace}`).toEqual(pl)
    }
  })

  it("names each namespace after one folder: no shared module takes a feature's name", () => {
    const folders = Object.keys(import.meta.glob(["../../features/*/locales/pl.json", "../*/locales/pl.json"]))
      .map((path) => /(\w+)\/locales\/pl\.json$/.exec(path)?.[1])
      .filter((name) => name !== undefined && name !== "i18n")
    expect(folders).toContain("citySearch")
    expect(new Set(folders).size).toBe(folders.length)
  })

  it("gives Polish and Ukrainian every plural form their grammar needs", () => {
    for (const language of ["pl", "uk"]) {
      for (const [namespace, texts] of Object.entries(resources[language] ?? {})) {
        const keys = flatKeys(texts)
        for (const key of keys.filter((name) => name.endsWith("_one"))) {
          const base = key.slice(0, -"_one".length)
          for (const form of ["few", "many", "other"]) expect(keys, `${language}:${namespace}:${base}_${form}`).toContain(`${base}_${form}`)
        }
      }
    }
  })

  it("translates every validation key of core and every error of the catalogue (spec 8.2)", () => {
    for (const language of ["pl", "uk", "en"]) {
      const common = resources[language]?.common ?? {}
      for (const key of [...Object.keys(validationMessages), ...Object.keys(errorCatalogue)]) {
        expect(common, `${language}:${key}`).toHaveProperty([key])
      }
    }
  })

  it("takes the Polish validation texts from core's table, which pl.json does not repeat", () => {
    const common = resources.pl?.common as Record<string, string>
    for (const [key, text] of Object.entries(validationMessages)) {
      expect(common[key]).toBe(text)
      expect(pl, key).not.toHaveProperty([key])
    }
  })

  it("refuses at compile time a key the Polish texts lack (app/i18next.d.ts), and keeps the fallback to common", () => {
    initI18n("pl")
    // @ts-expect-error: no such key in Polish; the typecheck fails when this line compiles
    expect(i18n.t("MISSPELT_KEY")).toBe("MISSPELT_KEY")
    // @ts-expect-error: a key of the apply namespace is not a key of common
    expect(i18n.t("SENT_FOLLOW")).toBe("SENT_FOLLOW")
    expect(i18n.t("MAIN_SITE")).toBe(pl.MAIN_SITE)
  })

  it("leaves no empty text", () => {
    for (const [language, bundle] of Object.entries(resources)) {
      for (const [namespace, texts] of Object.entries(bundle)) {
        for (const [key, text] of Object.entries(texts as Record<string, unknown>)) {
          if (typeof text === "string") expect(text.trim(), `${language}:${namespace}:${key}`).not.toBe("")
        }
      }
    }
  })
})

describe("i18next setup", () => {
  it("picks Polish and Ukrainian plural forms from CLDR (1 / few / many)", () => {
    initI18n("pl")
    // a key of this test's own, added to common: the texts' types know nothing of it
    i18n.addResources("pl", "common", { PLURAL_PROBE_one: "{{count}} opinia", PLURAL_PROBE_few: "{{count}} opinie", PLURAL_PROBE_many: "{{count}} opinii" })
    i18n.addResources("uk", "common", { PLURAL_PROBE_one: "{{count}} відгук", PLURAL_PROBE_few: "{{count}} відгуки", PLURAL_PROBE_many: "{{count}} відгуків" })
    const probe = keyFromData("PLURAL_PROBE")
    const pl = i18n.getFixedT("pl")
    expect([1, 2, 5, 21, 22, 25].map((count) => pl(probe, { count }))).toEqual([
      "1 opinia",
      "2 opinie",
      "5 opinii",
      "21 opinii",
      "22 opinie",
      "25 opinii"
    ])
    const uk = i18n.getFixedT("uk")
    expect([1, 3, 11, 21].map((count) => uk(probe, { count }))).toEqual(["1 відгук", "3 відгуки", "11 відгуків", "21 відгук"])
  })

  it("reads Polish alone, Ukrainian with English to fall back on, then common, and follows the language on <html lang>", async () => {
    initI18n("pl")
    // The languages whose texts i18next fetches for a Polish page: Polish is complete, no English.
    expect(i18n.languages).toEqual(["pl"])
    await loadLanguage("en")
    await loadLanguage("ua")
    i18n.addResource("en", "common", "ONLY_IN_ENGLISH", "English text")
    expect(i18n.t("FIELD_REQUIRED", { ns: "auth" })).toBe("Pole jest wymagane")
    await i18n.changeLanguage("uk")
    expect(document.documentElement.lang).toBe("uk")
    expect(i18n.languages).toEqual(["uk", "en"])
    expect(i18n.t(keyFromData("ONLY_IN_ENGLISH"))).toBe("English text")
    expect(i18n.t("MAIN_SITE")).toBe("Головна сторінка")
    await i18n.changeLanguage("pl")
  })
})
