import { describe, expect, it } from "vitest"
import { EmailAddress, KeyList, Line, MAX_TAGS, PlainPersonName, PlainSurname } from "./bounds"
import { payloadFieldMessages } from "./fieldMessages"

describe("contract bounds", () => {
  it("a line refuses control characters and anything over its length", () => {
    expect(payloadFieldMessages(Line(5), "abcde")).toBeNull()
    expect(JSON.stringify(payloadFieldMessages(Line(5), "abcdef"))).toContain("TEXT_TOO_LONG")
    for (const control of ["\u0000", "\u0007", "\n", "\u001b", "\u007f"]) {
      expect(JSON.stringify(payloadFieldMessages(Line(50), `a${control}b`)), JSON.stringify(control)).toContain("FIELD_INVALID")
    }
    expect(payloadFieldMessages(Line(50), "zażółć gęślą jaźń 🙂")).toBeNull()
  })

  it("a person's name is plain words: letters of any alphabet, hyphens, apostrophes, initials", () => {
    for (const name of ["Anna", "Anna-Maria", "O'Neil", "Zofia Ewa", "Łucja", "Олена", "J. R.", "Müller"]) {
      expect(payloadFieldMessages(PlainPersonName, name), name).toBeNull()
    }
    for (const name of ["Wygrałeś 5000 zł!", "http://evil.example", "www.evil.example", "Jan2", "Jan<b>", "Jan  Kowal", " Jan", "Jan:"]) {
      expect(JSON.stringify(payloadFieldMessages(PlainPersonName, name)), name).toContain("NAME_INVALID")
    }
    expect(JSON.stringify(payloadFieldMessages(PlainPersonName, "Al"))).toContain("NAME_TOO_SHORT")
    expect(JSON.stringify(payloadFieldMessages(PlainPersonName, "A".repeat(101)))).toContain("TEXT_TOO_LONG")
  })

  it("a surname is the same plain words, and a short one says so with the surname's own message", () => {
    expect(payloadFieldMessages(PlainSurname, "Nowak")).toBeNull()
    expect(payloadFieldMessages(PlainSurname, "No")).toEqual({ _: ["SURNAME_TOO_SHORT"] })
    expect(JSON.stringify(payloadFieldMessages(PlainSurname, "Jan2"))).toContain("NAME_INVALID")
  })

  it("an e-mail is at most 254 characters", () => {
    expect(payloadFieldMessages(EmailAddress, `${"a".repeat(240)}@example.pl`)).toBeNull()
    expect(JSON.stringify(payloadFieldMessages(EmailAddress, `${"a".repeat(250)}@example.pl`))).toContain("TEXT_TOO_LONG")
  })

  it("a list of tags holds at most a hundred", () => {
    expect(payloadFieldMessages(KeyList, Array(MAX_TAGS).fill("kindergarten"))).toBeNull()
    expect(JSON.stringify(payloadFieldMessages(KeyList, Array(MAX_TAGS + 1).fill("kindergarten")))).toContain("TOO_MANY_ITEMS")
    expect(JSON.stringify(payloadFieldMessages(KeyList, Array(70_000).fill("x")))).toContain("TOO_MANY_ITEMS")
  })
})
