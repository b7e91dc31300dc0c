import type { OAuthProvider } from "@pociecha/core"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import Provider from "oidc-provider"

/** What the provider says of a person (OpenID Connect claims besides `sub`). */
export interface TestProfile {
  readonly email?: string
  readonly email_verified?: boolean
  readonly given_name?: string
  readonly family_name?: string
}

export interface LocalOidcProvider {
  /** The issuer, e.g. http://127.0.0.1:40321 */
  readonly issuer: string
  /** The client registered for each of our providers (both point at this one server). */
  readonly clients: Readonly<Record<OAuthProvider, { readonly id: string; readonly secret: string }>>
  /** Sets who signs in with a login name: the name is the subject (`sub`). */
  readonly setProfile: (subject: string, profile: TestProfile) => void
  readonly close: () => Promise<void>
}

/**
 * A real OpenID provider (`oidc-provider`) on a free port, with its development interactions
 * (a login form that takes any name and password, then a consent form), one client for Google and
 * one for Facebook registered with our callbacks under `ourOrigin`, and accounts whose claims the
 * test sets per subject.
 */
export const startLocalOidcProvider = async (ourOrigin: string): Promise<LocalOidcProvider> => {
  const profiles = new Map<string, TestProfile>()
  // The provider must know its own address before it is made: listen first, then attach it.
  const app: { handle?: ReturnType<Provider["callback"]> } = {}
  const server: Server = createServer((request, response) => app.handle?.(request, response))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clients = {
    google: { id: "pociecha-google", secret: "google-client-secret-for-tests" },
    facebook: { id: "pociecha-facebook", secret: "facebook-client-secret-for-tests" }
  }
  const provider = new Provider(issuer, {
    clients: (Object.entries(clients) as Array<[OAuthProvider, { id: string; secret: string }]>).map(([name, client]) => ({
      client_id: client.id,
      client_secret: client.secret,
      redirect_uris: [`${ourOrigin}/api/v1/account/oauth/${name}/callback`],
      token_endpoint_auth_method: "client_secret_post"
    })),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    findAccount: (_ctx, subject) => ({ accountId: subject, claims: () => ({ sub: subject, ...profiles.get(subject) }) }),
    cookies: { keys: ["a key that signs the provider's cookies in tests"] },
    features: { devInteractions: { enabled: true } }
  })
  app.handle = provider.callback()
  return {
    issuer,
    clients,
    setProfile: (subject, profile) => void profiles.set(subject, profile),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })
  }
}
