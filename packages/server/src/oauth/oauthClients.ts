import { oauthProviderNames, type OAuthProvider } from "@pociecha/core"
import { Context, Effect, Layer, Redacted } from "effect"
import * as client from "openid-client"
import { ServerConfig } from "../services"
import type { OAuthFlow } from "./oauthFlow"
import type { OAuthClientConfig } from "./oauthConfig"
import { lacksProfileClaims, profileFromClaims, profileFromGraph, type OAuthProfile } from "./oauthProfile"

/** How long a call to a provider may take (seconds) before the sign-in fails. */
const PROVIDER_TIMEOUT_SECONDS = 10

const GOOGLE_ISSUER = new URL("https://accounts.google.com")

/**
 * Facebook's web login is OAuth 2 without OpenID Connect: fixed endpoints, and the profile read
 * from the Graph API with the access token. One Graph version for all three, so none of them
 * changes under us.
 */
const FACEBOOK_GRAPH = "https://graph.facebook.com/v23.0"
const facebookMetadata: client.ServerMetadata = {
  issuer: "https://www.facebook.com",
  authorization_endpoint: "https://www.facebook.com/v23.0/dialog/oauth",
  token_endpoint: `${FACEBOOK_GRAPH}/oauth/access_token`
}
const FACEBOOK_PROFILE = new URL(`${FACEBOOK_GRAPH}/me?fields=id,email,first_name,last_name`)

/** How a provider is spoken to: OpenID Connect found by discovery, or Facebook's OAuth 2 with Graph. */
type Protocol =
  | { readonly kind: "oidc"; readonly issuer: URL; readonly extra: Readonly<Record<string, string>> }
  | { readonly kind: "graph" }

/** An issuer override (tests, staging) is always OpenID Connect; otherwise each provider's own way. */
const protocolOf = (provider: OAuthProvider, config: OAuthClientConfig): Protocol => {
  if (config.issuer !== null) return { kind: "oidc", issuer: config.issuer, extra: {} }
  // Google: let a person with several accounts pick one, rather than use the last one silently.
  return provider === "google" ? { kind: "oidc", issuer: GOOGLE_ISSUER, extra: { prompt: "select_account" } } : { kind: "graph" }
}

/** One provider's side of a sign-in. */
export interface OAuthClient {
  /** Where to send the browser to sign in, bound to the flow's state, nonce and PKCE challenge. */
  readonly authorizationUrl: (flow: OAuthFlow, redirectUri: string) => Promise<URL>
  /**
   * Checks the provider's callback against the flow (state, issuer, nonce), exchanges its code
   * with the PKCE verifier, and reads the profile; rejects when any of that fails, and answers
   * null for a profile without a subject.
   */
  readonly profile: (callbackUrl: URL, flow: OAuthFlow) => Promise<OAuthProfile | null>
}

/** A provider's client configuration, found on first use and kept; a failure is tried again next time. */
const lazily = (load: () => Promise<client.Configuration>) => {
  let loading: Promise<client.Configuration> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

const makeClient = (provider: OAuthProvider, config: OAuthClientConfig): OAuthClient => {
  const protocol = protocolOf(provider, config)
  const secret = Redacted.value(config.clientSecret)
  const configuration = lazily(async () => {
    if (protocol.kind === "graph") {
      const made = new client.Configuration(facebookMetadata, config.clientId, secret)
      made.timeout = PROVIDER_TIMEOUT_SECONDS
      return made
    }
    // Plain HTTP only for an issuer override outside production (the configuration refuses it there).
    const execute = protocol.issuer.protocol === "http:" ? [client.allowInsecureRequests] : []
    return client.discovery(protocol.issuer, config.clientId, secret, undefined, { execute, timeout: PROVIDER_TIMEOUT_SECONDS })
  })
  const oidc = protocol.kind === "oidc"

  return {
    authorizationUrl: async (flow, redirectUri) =>
      client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: oidc ? "openid email profile" : "email public_profile",
        state: flow.state,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: "S256",
        ...(oidc ? { nonce: flow.nonce, ...protocol.extra } : {})
      }),
    profile: async (callbackUrl, flow) => {
      const current = await configuration()
      const tokens = await client.authorizationCodeGrant(current, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        ...(oidc ? { expectedNonce: flow.nonce } : {})
      })
      if (!oidc) {
        const response = await client.fetchProtectedResource(current, tokens.access_token, FACEBOOK_PROFILE, "GET")
        if (!response.ok) throw new Error(`Facebook's profile answered ${response.status}`)
        return profileFromGraph(await response.json())
      }
      const claims = tokens.claims()
      if (claims === undefined) return null
      // Some providers (Google) put the profile in the ID token, others only behind userinfo.
      const userinfo = lacksProfileClaims(claims) && current.serverMetadata().userinfo_endpoint !== undefined
        ? await client.fetchUserInfo(current, tokens.access_token, claims.sub)
        : {}
      return profileFromClaims({ ...userinfo, ...claims })
    }
  }
}

/** The sign-in providers this server is configured for. */
export interface OAuthClientsShape {
  /** The enabled providers, in the order the buttons show them. */
  readonly enabled: ReadonlyArray<OAuthProvider>
  /** An enabled provider's client; null for one not configured. */
  readonly get: (provider: OAuthProvider) => OAuthClient | null
}

/** The clients of the providers the configuration enables (see oauthConfig). */
export class OAuthClients extends Context.Service<OAuthClients, OAuthClientsShape>()("@pociecha/server/OAuthClients") {
  static readonly layer = Layer.effect(
    OAuthClients,
    Effect.map(ServerConfig, ({ oauth }) => {
      const clients = new Map<OAuthProvider, OAuthClient>()
      for (const provider of oauthProviderNames) {
        const config = oauth[provider]
        if (config !== null) clients.set(provider, makeClient(provider, config))
      }
      return { enabled: [...clients.keys()], get: (provider: OAuthProvider) => clients.get(provider) ?? null }
    })
  )
}
