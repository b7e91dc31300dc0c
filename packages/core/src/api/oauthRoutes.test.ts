import { describe, expect, it } from "vitest"
import { oauthCallbackPath, oauthReturnPath, oauthStartPath, readOAuthReturn } from "./oauthRoutes"

describe("oauthStartPath", () => {
  it("carries a safe return path and the language of a new account", () => {
    expect(oauthStartPath("google", { next: "/placowka/x?opinia=1", language: "ua" })).toBe(
      "/api/v1/account/oauth/google/start?next=%2Fplacowka%2Fx%3Fopinia%3D1&language=ua"
    )
  })

  it("drops a return path to another site", () => {
    expect(oauthStartPath("facebook", { next: "//evil.example" })).toBe("/api/v1/account/oauth/facebook/start")
  })
})

describe("the way back to the login page", () => {
  it("a signed-in outcome reads back with its return path", () => {
    const path = oauthReturnPath({ _tag: "signedIn", next: "/user/profile" })
    expect(path).toBe("/logowanie?oauth=ok&next=%2Fuser%2Fprofile")
    expect(readOAuthReturn(path.slice(path.indexOf("?")))).toEqual({ _tag: "signedIn", next: "/user/profile" })
  })

  it("a failure reads back with its catalogue key", () => {
    const path = oauthReturnPath({ _tag: "failed", error: "ERROR_OAUTH_EMAIL_UNVERIFIED" })
    expect(path).toBe("/logowanie?oauth_error=ERROR_OAUTH_EMAIL_UNVERIFIED")
    expect(readOAuthReturn(path.slice(path.indexOf("?")))).toEqual({ _tag: "failed", error: "ERROR_OAUTH_EMAIL_UNVERIFIED" })
  })

  it("an unknown key in a crafted URL reads as a plain failure; an unsafe return path as none", () => {
    expect(readOAuthReturn("?oauth_error=ERROR_BAD_PASSWORD")).toEqual({ _tag: "failed", error: "ERROR_OAUTH_FAILED" })
    expect(readOAuthReturn("?oauth=ok&next=https://evil.example")).toEqual({ _tag: "signedIn", next: null })
  })

  it("a login page without an outcome reads as none", () => {
    expect(readOAuthReturn("?next=/user/profile")).toBeNull()
    expect(readOAuthReturn("?oauth=maybe")).toBeNull()
  })

  it("names the callback the provider returns to", () => {
    expect(oauthCallbackPath("google")).toBe("/api/v1/account/oauth/google/callback")
  })
})
