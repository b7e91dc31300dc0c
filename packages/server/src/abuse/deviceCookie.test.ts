import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { signDevice, verifyDevice } from "./deviceCookie"

const secret = Redacted.make("Zq7-tW2mK9vR4xB8nP1cL6hJ3sD0fG5y")

describe("the device cookie", () => {
  it("names the account it was issued for, and a device of its own", () => {
    const cookie = signDevice(secret, "42")
    expect(verifyDevice(secret, cookie, "42")).toEqual(cookie.split(".")[1])
    expect(signDevice(secret, "42")).not.toEqual(cookie)
  })

  it("is worth nothing for another account, changed, or signed with another secret", () => {
    const cookie = signDevice(secret, "42")
    const [, nonce, signature] = cookie.split(".")
    expect(verifyDevice(secret, cookie, "43")).toBeNull()
    expect(verifyDevice(secret, `43.${nonce}.${signature}`, "43")).toBeNull()
    expect(verifyDevice(secret, `42.${nonce}x.${signature}`, "42")).toBeNull()
    expect(verifyDevice(secret, "42", "42")).toBeNull()
    expect(verifyDevice(Redacted.make("another-secret-of-enough-distinct-chars"), cookie, "42")).toBeNull()
  })
})
