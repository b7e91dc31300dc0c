import { jwtVerify, SignJWT, errors } from "jose"
import type { ViewerClaims } from "@pociecha/core"

/** Access tokens live for 15 minutes; the refresh cookie renews them. */
export const ACCESS_TOKEN_SECONDS = 15 * 60

export type AccessTokenCheck =
  | { readonly _tag: "valid"; readonly claims: ViewerClaims }
  | { readonly _tag: "expired" }
  | { readonly _tag: "invalid" }

/** Signs and verifies short-lived HS256 access tokens (jose). */
export const makeAccessTokens = (secret: string) => {
  const key = new TextEncoder().encode(secret)
  return {
    sign: (claims: ViewerClaims, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> =>
      new SignJWT({ typ: claims.type })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.accountId)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + ACCESS_TOKEN_SECONDS)
        .sign(key),
    verify: async (token: string): Promise<AccessTokenCheck> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] })
        if (typeof payload.sub !== "string") return { _tag: "invalid" }
        return { _tag: "valid", claims: { accountId: payload.sub, type: payload.typ === "support" ? "support" : "user" } }
      } catch (error) {
        return error instanceof errors.JWTExpired ? { _tag: "expired" } : { _tag: "invalid" }
      }
    }
  }
}

export type AccessTokens = ReturnType<typeof makeAccessTokens>
