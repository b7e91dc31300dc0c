import type { OAuthProvider } from "@pociecha/core"
import { Config, Effect, Option, Redacted } from "effect"
import { ConfigurationError } from "../configurationError"

/** One provider's client registration: its id and secret, and where its server is. */
export interface OAuthClientConfig {
  readonly clientId: string
  readonly clientSecret: Redacted.Redacted<string>
  /**
   * An OpenID Connect issuer to use instead of the provider's own servers, found by discovery
   * (tests, a staging identity server); null for the provider's own.
   */
  readonly issuer: URL | null
}

/** The providers one may sign in with: a provider is enabled when its client is configured. */
export type OAuthConfig = Readonly<Record<OAuthProvider, OAuthClientConfig | null>>


const labels: Readonly<Record<OAuthProvider, { readonly label: string; readonly prefix: string }>> = {
  google: { label: "Google", prefix: "GOOGLE" },
  facebook: { label: "Facebook", prefix: "FACEBOOK" }
}

/** An unset and an empty variable mean the same: container files often set a name to "". */
const optionalText = (name: string) =>
  Config.option(Config.String(name)).pipe(Config.map(Option.filter((value) => value.trim() !== "")))

const clientSettings = (provider: OAuthProvider) => {
  const { prefix } = labels[provider]
  return Config.all({
    clientId: optionalText(`${prefix}_CLIENT_ID`),
    clientSecret: optionalText(`${prefix}_CLIENT_SECRET`),
    issuer: optionalText(`OAUTH_${prefix}_ISSUER`)
  })
}

const fail = (reason: string) => Effect.fail(new ConfigurationError({ reason }))

const parseIssuer = (name: string, value: string, production: boolean) => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return fail(`${name} must be a URL, not '${value}'`)
  }
  // Tokens and profiles travel from the issuer: in production never over plain HTTP.
  if (url.protocol !== "https:" && !(url.protocol === "http:" && !production)) {
    return fail(`${name} must be an https URL${production ? " in production" : ""}`)
  }
  return Effect.succeed(url)
}

/** One provider: both id and secret, or neither; half a configuration refuses to start. */
const clientOf = (provider: OAuthProvider, production: boolean) =>
  Effect.gen(function*() {
    const { label, prefix } = labels[provider]
    const settings = yield* clientSettings(provider)
    const clientId = Option.getOrUndefined(settings.clientId)
    const clientSecret = Option.getOrUndefined(settings.clientSecret)
    const issuer = Option.getOrUndefined(settings.issuer)
    if (clientId === undefined && clientSecret === undefined) {
      return issuer === undefined
        ? null
        : yield* fail(`OAUTH_${prefix}_ISSUER is set but ${label} sign-in is not: set ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET too`)
    }
    if (clientId === undefined || clientSecret === undefined) {
      const [given, missing] = clientId === undefined ? ["CLIENT_SECRET", "CLIENT_ID"] : ["CLIENT_ID", "CLIENT_SECRET"]
      return yield* fail(`${prefix}_${given} is set but ${prefix}_${missing} is not: set both to enable ${label} sign-in, or neither`)
    }
    const config: OAuthClientConfig = {
      clientId,
      clientSecret: Redacted.make(clientSecret),
      issuer: issuer === undefined ? null : yield* parseIssuer(`OAUTH_${prefix}_ISSUER`, issuer, production)
    }
    return config
  })

/**
 * Reads the sign-in providers from the environment (see the README's configuration table). In
 * production a provider needs PUBLIC_URL: the provider sends the browser back to an address
 * registered with it, which the default `http://localhost:PORT` is not.
 */
export const readOAuthConfig = (options: { readonly production: boolean; readonly publicUrlSet: boolean }) =>
  Effect.gen(function*() {
    const oauth: OAuthConfig = yield* Effect.all({
      google: clientOf("google", options.production),
      facebook: clientOf("facebook", options.production)
    })
    if (options.production && !options.publicUrlSet && (oauth.google !== null || oauth.facebook !== null)) {
      return yield* fail("PUBLIC_URL is required for sign-in with Google or Facebook: the provider sends the browser back to it")
    }
    return oauth
  })
