import { isOAuthProvider, Language, OAUTH_ROUTES_BASE, safeReturnPath, type OAuthProvider } from "@pociecha/core"
import { Effect, Redacted, Schema } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"
import { EncryptJWT, jwtDecrypt } from "jose"
import { hkdfSync } from "node:crypto"
import { randomNonce, randomPKCECodeVerifier, randomState } from "openid-client"
import type { AppConfig } from "../config"
import { ServerConfig } from "../services"

/** A sign-in must come back from the provider within this time. */
export const OAUTH_FLOW_SECONDS = 10 * 60

/**
 * What one sign-in must remember between its start and the provider's callback: the checks
 * against a forged or replayed callback (state, nonce, PKCE verifier), the provider it was
 * started with, where to return, and the language of an account it may create.
 */
export interface OAuthFlow {
  readonly provider: OAuthProvider
  readonly state: string
  readonly nonce: string
  readonly codeVerifier: string
  readonly next: string | null
  readonly language: Language
}

const isLanguage = Schema.is(Language)

/**
 * A new sign-in's flow, with fresh random checks. `next` and `language` come from the start's
 * query: an unsafe return path is dropped, an unknown language is Polish.
 */
export const newFlow = (provider: OAuthProvider, query: URLSearchParams): OAuthFlow => {
  const language = query.get("language")
  return {
    provider,
    state: randomState(),
    nonce: randomNonce(),
    codeVerifier: randomPKCECodeVerifier(),
    next: safeReturnPath(query.get("next")),
    language: language !== null && isLanguage(language) ? language : "pl"
  }
}

const FlowClaims = Schema.Struct({
  provider: Schema.String,
  state: Schema.String,
  nonce: Schema.String,
  codeVerifier: Schema.String,
  next: Schema.NullOr(Schema.String),
  language: Language
})
const decodeFlowClaims = Schema.decodeUnknownOption(FlowClaims)

/**
 * The key that encrypts the flow cookie, derived from the JWT secret (so every instance of a
 * fleet can read a cookie another one set) but never equal to it.
 */
export const flowCookieKey = (secret: Redacted.Redacted<string>): Uint8Array =>
  new Uint8Array(hkdfSync("sha256", Redacted.value(secret), "", "pociecha oauth flow cookie", 32))

/** The flow, encrypted (JWE, A256GCM): the browser keeps it but can neither read nor change it. */
export const sealFlow = (flow: OAuthFlow, key: Uint8Array): Promise<string> =>
  new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(`${OAUTH_FLOW_SECONDS}s`)
    .encrypt(key)

/** The flow of a sealed cookie; null when it was tampered with, expired or is not one. */
export const unsealFlow = async (sealed: string, key: Uint8Array): Promise<OAuthFlow | null> => {
  try {
    const { payload } = await jwtDecrypt(sealed, key)
    const claims = decodeFlowClaims(payload)
    if (claims._tag === "None" || !isOAuthProvider(claims.value.provider)) return null
    return { ...claims.value, provider: claims.value.provider, next: safeReturnPath(claims.value.next) }
  } catch {
    return null
  }
}

/**
 * The cookie: httpOnly, only sent to the sign-in routes, and SameSite=Lax — the provider's
 * redirect back is a cross-site navigation, on which a Strict cookie would not be sent.
 * In production `__Secure-` prefixed, so the browser insists on HTTPS.
 */
const cookieFor = (config: Pick<AppConfig, "appEnv">) =>
  config.appEnv === "production" ? { name: "__Secure-oauth_flow", secure: true } : { name: "oauth_flow", secure: false }

/** The sealed flow the browser sent, if any. */
export const readFlowCookie = Effect.gen(function*() {
  const request = yield* HttpServerRequest.HttpServerRequest
  return request.cookies[cookieFor(yield* ServerConfig).name] ?? null
})

/** Sets the sealed flow on the response, or with null clears it (a flow is used once). */
export const writeFlowCookie = (sealed: string | null) =>
  Effect.gen(function*() {
    const { name, secure } = cookieFor(yield* ServerConfig)
    yield* HttpEffect.appendPreResponseHandler((_request, response) =>
      Effect.orDie(
        HttpServerResponse.setCookie(response, name, sealed ?? "", {
          httpOnly: true,
          sameSite: "lax",
          secure,
          path: OAUTH_ROUTES_BASE,
          maxAge: sealed === null ? 0 : `${OAUTH_FLOW_SECONDS} seconds`
        })
      )
    )
  })
