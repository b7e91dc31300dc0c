import { Effect, Redacted, Result } from "effect"
import { describe, expect, it } from "vitest"
import { readConfigFrom } from "../config"

const production = { JWT_SECRET: "Zq7-tW2mK9vR4xB8nP1cL6hJ3sD0fG5y", PUBLIC_URL: "https://pociecha.example", SITE_DOMAIN: "pociecha.example" }
const google = { GOOGLE_CLIENT_ID: "google-id", GOOGLE_CLIENT_SECRET: "google-secret" }
const facebook = { FACEBOOK_CLIENT_ID: "facebook-id", FACEBOOK_CLIENT_SECRET: "facebook-secret" }

const resultOf = (env: Record<string, string>) => Effect.runSync(Effect.result(readConfigFrom(env)))
const reasonOf = (env: Record<string, string>) => {
  const result = resultOf(env)
  return Result.isFailure(result) ? result.failure.reason : null
}
const oauthOf = (env: Record<string, string>) => {
  const result = resultOf(env)
  if (Result.isFailure(result)) throw new Error(result.failure.reason)
  return result.success.oauth
}

describe("sign-in providers in the configuration", () => {
  it("are off unless configured, and an empty variable counts as unset", () => {
    expect(oauthOf(production)).toEqual({ google: null, facebook: null })
    expect(oauthOf({ ...production, GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: " " })).toEqual({ google: null, facebook: null })
  })

  it("enable a provider with both its id and secret, the secret kept redacted", () => {
    const oauth = oauthOf({ ...production, ...google })
    expect(oauth.facebook).toBeNull()
    expect(oauth.google).toMatchObject({ clientId: "google-id", issuer: null })
    expect(Redacted.value(oauth.google!.clientSecret)).toBe("google-secret")
    expect(JSON.stringify(oauth)).not.toContain("google-secret")
    expect(oauthOf({ ...production, ...google, ...facebook }).facebook).toMatchObject({ clientId: "facebook-id" })
  })

  it("refuse half a configuration with a one-line reason naming what is missing", () => {
    expect(reasonOf({ ...production, GOOGLE_CLIENT_ID: "id" })).toBe(
      "GOOGLE_CLIENT_ID is set but GOOGLE_CLIENT_SECRET is not: set both to enable Google sign-in, or neither"
    )
    expect(reasonOf({ ...production, FACEBOOK_CLIENT_SECRET: "secret" })).toBe(
      "FACEBOOK_CLIENT_SECRET is set but FACEBOOK_CLIENT_ID is not: set both to enable Facebook sign-in, or neither"
    )
    expect(reasonOf({ ...production, OAUTH_GOOGLE_ISSUER: "https://id.example" })).toMatch(/OAUTH_GOOGLE_ISSUER is set but Google sign-in is not/)
  })

  it("take an issuer override, over plain HTTP only outside production", () => {
    const local = { APP_ENV: "test", ...google, OAUTH_GOOGLE_ISSUER: "http://127.0.0.1:4000/" }
    expect(oauthOf(local).google?.issuer?.href).toBe("http://127.0.0.1:4000/")
    expect(reasonOf({ ...production, ...google, OAUTH_GOOGLE_ISSUER: "http://127.0.0.1:4000/" })).toBe(
      "OAUTH_GOOGLE_ISSUER must be an https URL in production"
    )
    expect(reasonOf({ ...production, ...facebook, OAUTH_FACEBOOK_ISSUER: "not a url" })).toBe("OAUTH_FACEBOOK_ISSUER must be a URL, not 'not a url'")
  })

  it("need PUBLIC_URL in production: the provider sends the browser back to it", () => {
    const { PUBLIC_URL: _unset, ...withoutPublicUrl } = production
    expect(reasonOf({ ...withoutPublicUrl, ...facebook })).toMatch(/^PUBLIC_URL is required for sign-in with Google or Facebook/)
    expect(reasonOf(withoutPublicUrl)).toBeNull()
  })
})
