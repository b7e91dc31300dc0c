import { describe, it, expect } from "vitest"
import { avatarAlt, displayName } from "./displayName"

describe("displayName", () => {
  it("joins name and surname", () => {
    expect(displayName({ name: "Zofia", surname: "Wójcik" })).toBe("Zofia Wójcik")
    expect(displayName({ name: " Jan ", surname: "Kowalski " })).toBe("Jan Kowalski")
  })

  it("is null when either part is missing or blank", () => {
    expect(displayName({ name: "Zofia" })).toBeNull()
    expect(displayName({ name: null, surname: "Wójcik" })).toBeNull()
    expect(displayName({ name: "Zofia", surname: "  " })).toBeNull()
  })
})

describe("avatarAlt", () => {
  it("appends - Avatar", () => {
    expect(avatarAlt("Przedszkole „Słoneczko”")).toBe("Przedszkole „Słoneczko” - Avatar")
  })
})
