import { LANGUAGE_COOKIE } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { applyLanguage, initI18n } from "./index"

describe("the page follows the language shown", () => {
  it("sets <html lang> in BCP-47 and remembers the language in the cookie the server reads", async () => {
    initI18n("pl")
    expect(document.documentElement.lang).toBe("pl")
    await applyLanguage("ua")
    expect(document.documentElement.lang).toBe("uk")
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ua`)
    await applyLanguage("en")
    expect(document.documentElement.lang).toBe("en")
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`)
  })
})
