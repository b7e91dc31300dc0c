import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { blogServedTexts, blogTranslator } from "./blogServedTexts"

// The app's own texts: read, not imported (the server depends on nothing of the web app).
// The blog's own namespace first, then `common`, which i18next falls back on.
const web = join(__dirname, "../../../../web/src")
const localeFiles = (language: string) => [`features/blog/locales/${language}.json`, `shared/i18n/locales/${language}.json`]
  .map((file) => JSON.parse(readFileSync(join(web, file), "utf8")) as Record<string, string>)

describe("the blog's served texts", () => {
  it.each(["pl", "ua", "en"] as const)("are the app's own in %s", (language) => {
    const files = localeFiles(language)
    for (const [key, text] of Object.entries(blogServedTexts[language])) {
      expect(files.map((file) => file[key]).find((found) => found !== undefined), key).toBe(text)
    }
  })

  it("fill in their values as i18next does", () => {
    expect(blogTranslator("pl")("READING_TIME", { count: 4 })).toBe("4 min czytania")
    expect(blogTranslator("en")("CATEGORY_TITLE", { category: "$& Games" })).toBe("$& Games – the Pociecha blog")
  })
})
