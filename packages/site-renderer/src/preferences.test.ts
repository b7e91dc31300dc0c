import { describe, expect, it } from "vitest"
import { choosePreference, DEFAULT_PREFERENCES, preferencesCookie, readPreferences } from "./preferences"

describe("the preferences cookie", () => {
  it("round-trips every choice", () => {
    for (const scheme of ["light", "dark"] as const)
      for (const fontSize of ["normal", "bigger", "biggest"] as const)
        for (const contrast of [false, true]) {
          const preferences = { scheme, fontSize, contrast }
          const header = `a=1; ${preferencesCookie(preferences).split(";")[0]}; b=2`
          expect(readPreferences(header)).toEqual(preferences)
        }
  })

  it("defaults to light, normal, no contrast (management 4) when absent or unreadable", () => {
    expect(readPreferences(undefined)).toEqual(DEFAULT_PREFERENCES)
    expect(DEFAULT_PREFERENCES).toEqual({ scheme: "light", fontSize: "normal", contrast: false })
    expect(readPreferences("site_prefs=purple.huge.1")).toEqual({ scheme: "light", fontSize: "normal", contrast: true })
  })

  it("lives a year on the site's whole path", () => {
    expect(preferencesCookie(DEFAULT_PREFERENCES)).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/)
  })
})

describe("a post of the preferences form", () => {
  const dark = { scheme: "dark", fontSize: "bigger", contrast: false } as const

  it("changes only what the pressed button names", () => {
    expect(choosePreference(dark, new URLSearchParams("contrast=1&back=/kadra"))).toEqual({ preferences: { ...dark, contrast: true }, back: "/kadra" })
    expect(choosePreference(dark, new URLSearchParams("fontSize=biggest")).preferences).toEqual({ ...dark, fontSize: "biggest" })
    expect(choosePreference(dark, new URLSearchParams("scheme=light")).preferences).toEqual({ ...dark, scheme: "light" })
    expect(choosePreference(dark, new URLSearchParams("scheme=neon")).preferences).toEqual(dark)
  })

  it("goes back only to a local path", () => {
    expect(choosePreference(dark, new URLSearchParams("back=https://evil.example/")).back).toBe("/")
    expect(choosePreference(dark, new URLSearchParams("back=//evil.example")).back).toBe("/")
  })
})
