import { describe, expect, it } from "vitest"
import mapTexts from "../features/map/locales/pl.json"
import { i18n, initI18n, preloadFeatureTexts } from "../shared/i18n"
import { keyFromData } from "../shared/i18n/keyFromData"

initI18n()

describe("a feature's texts fetched before its page renders", () => {
  it("are in i18next once fetched, so the page's first render does not wait for them", async () => {
    expect(i18n.hasLoadedNamespace("map")).toBe(false)
    await preloadFeatureTexts("map")
    expect(i18n.hasLoadedNamespace("map")).toBe(true)
    const [key, text] = Object.entries(mapTexts).find(([, value]) => typeof value === "string")!
    expect(i18n.t(keyFromData(key), { ns: "map" })).toBe(text)
  })

  it("leave a namespace no feature has alone", async () => {
    await preloadFeatureTexts("nie-ma-takiej-funkcji")
    expect(i18n.hasResourceBundle("pl", "nie-ma-takiej-funkcji")).toBe(false)
  })
})
