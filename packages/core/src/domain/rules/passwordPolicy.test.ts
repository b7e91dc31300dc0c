import { afterEach, describe, expect, it, vi } from "vitest"
import {
  checkPasswordStrength,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SCORED_LENGTH,
  passwordStrengthLevel,
  passwordStrengthLevels,
  personalWords,
  withoutPersonalWords
} from "./passwordPolicy"
import { validationMessages } from "./validationMessages"

const anna = ["anna.kowalska@poczta.pl", "Anna", "Kowalska"]

describe("checkPasswordStrength", () => {
  it.each([
    ["12345678", ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_WEAK"]],
    ["password", ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_WEAK"]],
    ["        ", ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_WEAK"]],
    ["aaaaaaaaaaaa", ["PASSWORD_TOO_WEAK"]],
    ["przedszkole123", ["PASSWORD_TOO_WEAK"]],
    ["qwertyuiop12", ["PASSWORD_TOO_WEAK"]]
  ])("refuses %j", async (password, problems) => {
    expect(await checkPasswordStrength(password)).toMatchObject({ acceptable: false, problems })
  })

  it("accepts a long passphrase of unrelated words, Polish letters included", async () => {
    const strength = await checkPasswordStrength("kanapka-Żyrafa-91-tęcza", anna)
    expect(strength).toEqual({ score: 4, acceptable: true, problems: [] })
  })

  it("counts the person's own e-mail, name and surname as the first guesses", async () => {
    expect((await checkPasswordStrength("Kowalska2026", ["Kowalska"])).problems).toEqual(["PASSWORD_TOO_WEAK"])
    // Long enough and strong to a stranger; weak to anyone who knows Anna Kowalska.
    expect((await checkPasswordStrength("Kowalska2026Anna")).acceptable).toBe(true)
    expect(await checkPasswordStrength("Kowalska2026Anna", anna)).toMatchObject({ score: 0, acceptable: false })
    expect((await checkPasswordStrength("Zielinska-2026!", ["Joanna", "Zielińska"])).acceptable).toBe(false)
  })

  it(`allows ${PASSWORD_MAX_LENGTH} characters and refuses one more`, async () => {
    const longest = "kanapka-Żyrafa-91-tęcza ".repeat(11).slice(0, PASSWORD_MAX_LENGTH)
    expect(await checkPasswordStrength(longest)).toMatchObject({ acceptable: true, problems: [] })
    expect((await checkPasswordStrength(`${longest}x`)).problems).toEqual(["PASSWORD_TOO_LONG"])
  })

  it(`judges the strength by the first ${PASSWORD_SCORED_LENGTH} characters`, async () => {
    const weakStart = "1234567890".repeat(PASSWORD_SCORED_LENGTH / 8)
    expect((await checkPasswordStrength(`${weakStart.slice(0, PASSWORD_SCORED_LENGTH)}kanapka-Żyrafa-91-tęcza`)).acceptable).toBe(false)
    expect((await checkPasswordStrength(`${weakStart.slice(0, PASSWORD_SCORED_LENGTH - 24)}kanapka-Żyrafa-91-tęcza`)).acceptable).toBe(true)
  })

  it(`needs ${PASSWORD_MIN_LENGTH} characters even from a strong password`, async () => {
    expect(await checkPasswordStrength("Żyrafa#91tę")).toMatchObject({ acceptable: false, problems: ["PASSWORD_TOO_SHORT"] })
  })

  it("states in its messages the lengths it enforces", () => {
    expect(validationMessages.PASSWORD_TOO_SHORT).toContain(String(PASSWORD_MIN_LENGTH))
    expect(validationMessages.PASSWORD_TOO_LONG).toContain(String(PASSWORD_MAX_LENGTH))
  })
})

describe("loading the dictionaries", () => {
  afterEach(() => {
    vi.doUnmock("@zxcvbn-ts/core")
    vi.resetModules()
  })

  it("tries again after a failed load", async () => {
    vi.resetModules()
    vi.doMock("@zxcvbn-ts/core", () => {
      throw new Error("offline")
    })
    const policy = await import("./passwordPolicy")
    await expect(policy.checkPasswordStrength("kanapka-Żyrafa-91-tęcza")).rejects.toThrow()
    vi.doUnmock("@zxcvbn-ts/core")
    expect((await policy.checkPasswordStrength("kanapka-Żyrafa-91-tęcza")).acceptable).toBe(true)
  })
})

describe("personalWords", () => {
  it("splits an e-mail into words and adds forms without diacritics", () => {
    expect(personalWords(["Anna.Kowalska@poczta.pl", " Łucja ", "Zielińska"])).toEqual([
      "anna.kowalska@poczta.pl",
      "anna",
      "kowalska",
      "poczta",
      "łucja",
      "lucja",
      "zielińska",
      "zielinska"
    ])
  })

  it("leaves out words too short to matter", () => {
    expect(personalWords(["Al", "", "o2.pl"])).toEqual(["o2.pl"])
  })
})

describe("withoutPersonalWords", () => {
  it("takes out every occurrence, in any letter case, the longest word first", () => {
    expect(withoutPersonalWords("ANNA2026anna.kowalska@poczta.pl!", personalWords(anna))).toBe("2026!")
  })

  it("reads the words literally, not as patterns", () => {
    expect(withoutPersonalWords("a.b+c-axbc", ["a.b+c"])).toBe("-axbc")
  })
})

describe("passwordStrengthLevel", () => {
  it("gives each score its own level, weakest first", () => {
    expect(([0, 1, 2, 3, 4] as const).map(passwordStrengthLevel)).toEqual(passwordStrengthLevels)
    expect(passwordStrengthLevel(0)).toBe("PASSWORD_STRENGTH_VERY_WEAK")
    expect(passwordStrengthLevel(4)).toBe("PASSWORD_STRENGTH_VERY_STRONG")
  })
})
