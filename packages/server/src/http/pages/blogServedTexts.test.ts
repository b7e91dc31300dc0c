import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { blogServedTexts, blogTranslator } from "./blogServedTexts"

// The app's own texts: read, not imported (the server depends on nothing of the web app).
const localeFile = (language: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../../../web/src/features/blog/locales/${language}.json`), "utf8")) as Record<string, string>

describe("the blog's served texts", () => {
  it.each(["pl", "ua", "en"] as const)("are the app's own in %s", (language) => {
    const file = localeFile(language)
    for (const [key, text] of Object.entries(blogServedTexts[language])) expect(file[key], key).toBe(text)
  })

  it("fill in their values as i18next does", () => {
    expect(blogTranslator("pl")("READING_TIME", { count: 4 })).toBe("4 min czytania")
    expect(blogTranslator("en")("CATEGORY_TITLE", { category: "$& Games" })).toBe("$& Games – the Pociecha blog")
  })
})
