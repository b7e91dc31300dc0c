import { Schema } from "effect"

/** The outside accounts one may sign in with (spec 2.10): a search engine's and a social network's. */
export const OAuthProvider = Schema.Literals(["google", "facebook"])
export type OAuthProvider = typeof OAuthProvider.Type

/** Every provider the product knows, in the order the sign-in buttons show them. */
export const oauthProviderNames: ReadonlyArray<OAuthProvider> = OAuthProvider.literals

/** Whether a path segment names a provider. */
export const isOAuthProvider = (value: string): value is OAuthProvider =>
  (oauthProviderNames as ReadonlyArray<string>).includes(value)
