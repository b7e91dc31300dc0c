import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { teacherZoneTexts } from "./teacherZoneTexts"

// The app's own texts, read (not imported): the feature's namespace first, then `common`.
const web = join(__dirname, "../../../../web/src")
const localeFiles = (language: string) => [`features/teacherZone/locales/${language}.json`, `shared/i18n/locales/${language}.json`]
  .map((file) => JSON.parse(readFileSync(join(web, file), "utf8")) as Record<string, string>)

describe("the teacher zone's served texts", () => {
  it.each(["pl", "ua", "en"] as const)("are the app's own in %s", (language) => {
    const files = localeFiles(language)
    for (const [key, text] of Object.entries(teacherZoneTexts[language])) {
      expect(files.map((file) => file[key]).find((found) => found !== undefined), key).toBe(text)
    }
  })
})
