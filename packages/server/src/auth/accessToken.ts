import { Redacted } from "effect"
import { errors, jwtVerify, SignJWT } from "jose"

/** Access tokens live for 15 minutes; the refresh cookie renews them. */
export const ACCESS_TOKEN_SECONDS = 15 * 60

/**
 * What an access token says: whose it is and which session (refresh-token family) issued it.
 * It says nothing about what the account may do: that is read from the database on every
 * call, so a token never outlives its session, its password or its account.
 */
export interface AccessTokenClaims {
  readonly accountId: string
  readonly sessionId: string
}

export type AccessTokenCheck =
  | { readonly _tag: "valid"; readonly claims: AccessTokenClaims }
  | { readonly _tag: "expired" }
  | { readonly _tag: "invalid" }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Signs and verifies short-lived HS256 access tokens (jose). */
export const makeAccessTokens = (secret: Redacted.Redacted<string>) => {
  const key = new TextEncoder().encode(Redacted.value(secret))
  return {
    sign: (claims: AccessTokenClaims, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.accountId)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + ACCESS_TOKEN_SECONDS)
        .sign(key),
    verify: async (token: string): Promise<AccessTokenCheck> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] })
        const { sub, sid } = payload
        if (typeof sub !== "string" || typeof sid !== "string" || !UUID.test(sub) || !UUID.test(sid)) return { _tag: "invalid" }
        return { _tag: "valid", claims: { accountId: sub, sessionId: sid } }
      } catch (error) {
        return error instanceof errors.JWTExpired ? { _tag: "expired" } : { _tag: "invalid" }
      }
    }
  }
}

export type AccessTokens = ReturnType<typeof makeAccessTokens>
