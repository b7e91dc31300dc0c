import { describe, expect, it } from "vitest"
import { lacksProfileClaims, profileFromClaims, profileFromGraph } from "./oauthProfile"

describe("profileFromClaims (OpenID Connect)", () => {
  it("reads the subject, the address, whether it is verified and the names", () => {
    expect(profileFromClaims({ sub: "1234", email: "ala@example.pl", email_verified: true, given_name: "Ala", family_name: "Nowak" }))
      .toEqual({ subject: "1234", email: "ala@example.pl", emailVerified: true, givenName: "Ala", familyName: "Nowak" })
  })

  it("counts an address as verified only when the provider says so", () => {
    expect(profileFromClaims({ sub: "1", email: "a@example.pl", email_verified: "true" })?.emailVerified).toBe(true)
    for (const verified of [false, "false", undefined, 1]) {
      expect(profileFromClaims({ sub: "1", email: "a@example.pl", email_verified: verified })?.emailVerified).toBe(false)
    }
  })

  it("leaves out what is missing or blank, and refuses claims without a subject", () => {
    expect(profileFromClaims({ sub: "1", given_name: "  " })).toEqual({
      subject: "1",
      email: null,
      emailVerified: false,
      givenName: null,
      familyName: null
    })
    expect(profileFromClaims({ email: "a@example.pl" })).toBeNull()
    expect(profileFromClaims({ sub: 42 })).toBeNull()
  })

  it("tells when the userinfo endpoint is worth asking", () => {
    expect(lacksProfileClaims({ sub: "1", email: "a@example.pl", email_verified: true, given_name: "A", family_name: "B" })).toBe(false)
    expect(lacksProfileClaims({ sub: "1", email: "a@example.pl", email_verified: true })).toBe(true)
  })
})

describe("profileFromGraph (Facebook)", () => {
  it("takes an address Graph gives as verified, and reads the names", () => {
    expect(profileFromGraph({ id: "99", email: "jan@example.pl", first_name: "Jan", last_name: "Kowalski" }))
      .toEqual({ subject: "99", email: "jan@example.pl", emailVerified: true, givenName: "Jan", familyName: "Kowalski" })
  })

  it("has no address for a phone-only account, and no profile without an id", () => {
    expect(profileFromGraph({ id: "99", first_name: "Jan" })).toMatchObject({ email: null, emailVerified: false })
    expect(profileFromGraph({ email: "jan@example.pl" })).toBeNull()
    expect(profileFromGraph("nope")).toBeNull()
    expect(profileFromGraph(null)).toBeNull()
  })
})
