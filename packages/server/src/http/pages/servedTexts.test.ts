import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { servedTexts, servedTranslator } from "./servedTexts"

// The app's own texts: the files are read, not imported (the server depends on nothing of the web
// app). A page's own namespace first, then `common`, which i18next falls back on.
const web = join(__dirname, "../../../../web/src")
const localeFiles = (language: string) => [
  `features/facility/locales/${language}.json`,
  `features/catalog/locales/${language}.json`,
  `shared/i18n/locales/${language}.json`
].map((file) => JSON.parse(readFileSync(join(web, file), "utf8")) as Record<string, string>)

describe("the texts of the first views", () => {
  it.each(["pl", "ua", "en"] as const)("are the app's own in %s", (language) => {
    const files = localeFiles(language)
    for (const [key, text] of Object.entries(servedTexts[language])) {
      expect(files.map((file) => file[key]).find((found) => found !== undefined), key).toBe(text)
    }
  })

  it("fill in their values as i18next does, leaving unknown ones", () => {
    const t = servedTranslator("pl")
    expect(t("FROM_TO", { from: "07:00", to: "17:00" })).toBe("od 07:00 do 17:00")
    expect(t("ABOUT", { name: "$& {{x}}" })).toBe("O placówce $& {{x}}")
    expect(t("ABOUT")).toBe("O placówce {{name}}")
  })
})
