import { describe, expect, it } from "vitest"
import { buildResources } from "./index"
import en from "./locales/en.json"
import pl from "./locales/pl.json"
import ua from "./locales/ua.json"

const resources = buildResources({ pl, ua, en }, import.meta.glob(["../../features/*/locales/*.json", "../*/locales/*.json"], { eager: true }))

/** Every text of the keys given, in every namespace of a language. */
const textsOf = (language: string, keys: ReadonlyArray<string>) =>
  Object.values(resources[language] ?? {}).flatMap((texts) =>
    keys.flatMap((key) => {
      const text = (texts as Record<string, unknown>)[key]
      return typeof text === "string" ? [text] : []
    }))

describe("the name of a state (one word for one state, everywhere)", () => {
  it("calls what waits for a check (an opinion, an answer, a membership) the same in every namespace and language", () => {
    for (const language of ["pl", "uk", "en"]) {
      const names = textsOf(language, ["WAITING_FOR_VERIFICATION", "AWAITING_VERIFICATION", "TIMELINE_WAITING"])
      expect(names.length, language).toBeGreaterThan(3)
      expect(new Set(names), language).toEqual(new Set([names[0]]))
    }
  })

  it("calls a facility whose claim waits as its badge does", () => {
    for (const language of ["pl", "uk", "en"]) {
      const [badge] = textsOf(language, ["BADGE_AWAITS_APPROVEMENT"])
      const [menu] = textsOf(language, ["FACILITY_AWAITING_CONFIRMATION"])
      expect(menu?.toLowerCase(), language).toContain(badge?.toLowerCase())
    }
  })
})
