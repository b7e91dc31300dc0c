import { isOAuthProvider, OAUTH_ROUTES_BASE, oauthCallbackPath, oauthReturnPath, type OAuthErrorKey } from "@pociecha/core"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse, type HttpServerRequest } from "effect/http"
import { OAuthClients } from "../../oauth/oauthClients"
import { flowCookieKey, newFlow, readFlowCookie, sealFlow, unsealFlow, writeFlowCookie } from "../../oauth/oauthFlow"
import { OAuthRefusal, oauthSignIn } from "../../oauth/oauthSignIn"
import { publicPolicy } from "../../policy/policy"
import { TokenRepository } from "../../repositories/tokenRepository"
import { ServerConfig } from "../../services"
import { catalogueResponse } from "../middleware/catalogueResponse"
import { writeRefreshCookie } from "../middleware/refreshCookie"
import { queryOf } from "../middleware/requestPath"

const redirect = (location: string | URL) => HttpServerResponse.redirect(location, { status: 302 })

const refuse = (error: OAuthErrorKey) => Effect.fail(new OAuthRefusal({ error }))

/** What the provider answers in `error` when the person declined. */
const DECLINED = "access_denied"

/**
 * The two browser navigations of a sign-in with Google or Facebook (spec 2.10), outside the JSON
 * contract since they answer redirects:
 * - `GET …/oauth/:provider/start?next=&language=` sends the browser to the provider, with a fresh
 *   state, nonce and PKCE challenge whose secrets wait, sealed, in a short-lived cookie;
 * - `GET …/oauth/:provider/callback` checks the provider's answer against that cookie, reads the
 *   profile, signs in to (or links, or creates) the account, starts a session as a password login
 *   does (the refresh cookie), and sends the browser to the login page, which picks the session
 *   up. Every failure lands on the login page with a catalogue key instead.
 * A provider that is not configured is the catalogue's 404.
 */
export const oauthRoutesLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    const router = yield* HttpRouter.HttpRouter
    const config = yield* ServerConfig
    const clients = yield* OAuthClients
    const tokens = yield* TokenRepository
    const signIn = yield* oauthSignIn
    const key = flowCookieKey(config.jwtSecret)

    /** The route's provider and its client, if it is one this server is configured for. */
    const routeProvider = Effect.map(HttpRouter.params, ({ provider = "" }) => {
      const client = isOAuthProvider(provider) ? clients.get(provider) : null
      return isOAuthProvider(provider) && client !== null ? { provider, client } : null
    })

    /**
     * A call to the provider (discovery, the code exchange, the profile) and every check of its
     * answers; a failure is for the operator's log, and the person sees a plain failure.
     */
    const askProvider = <A>(step: string, call: () => Promise<A>) =>
      Effect.tryPromise({ try: call, catch: (error) => error }).pipe(
        Effect.catch((error) =>
          Effect.andThen(
            Effect.logWarning(`sign-in with a provider: ${step} failed`, error instanceof Error ? error.message : String(error)),
            refuse("ERROR_OAUTH_FAILED")
          ))
      )

    const redirectUri = (provider: Parameters<typeof oauthCallbackPath>[0]) => `${config.publicUrl}${oauthCallbackPath(provider)}`

    const start = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.gen(function*() {
        const route = yield* routeProvider
        if (route === null) return catalogueResponse("ERROR_NOT_FOUND")
        const flow = newFlow(route.provider, new URLSearchParams(queryOf(request.url)))
        const url = yield* askProvider("start", () => route.client.authorizationUrl(flow, redirectUri(route.provider)))
        yield* writeFlowCookie(yield* Effect.promise(() => sealFlow(flow, key)))
        return redirect(url)
      })

    const callback = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.gen(function*() {
        const route = yield* routeProvider
        if (route === null) return catalogueResponse("ERROR_NOT_FOUND")
        // A flow is good for one callback, whatever comes of it.
        const sealed = yield* readFlowCookie
        yield* writeFlowCookie(null)
        const flow = sealed === null ? null : yield* Effect.promise(() => unsealFlow(sealed, key))
        // No flow, or another provider's: not a sign-in this browser started (or it took too long).
        if (flow === null || flow.provider !== route.provider) return yield* refuse("ERROR_OAUTH_FAILED")
        const query = queryOf(request.url)
        const declined = new URLSearchParams(query).get("error")
        if (declined !== null) return yield* refuse(declined === DECLINED ? "ERROR_OAUTH_CANCELLED" : "ERROR_OAUTH_FAILED")
        const callbackUrl = new URL(`${redirectUri(route.provider)}${query}`)
        const profile = yield* askProvider("callback", () => route.client.profile(callbackUrl, flow))
        if (profile === null) return yield* refuse("ERROR_OAUTH_FAILED")
        const account = yield* signIn(route.provider, profile, flow.language)
        // The provider's verified answer signed the person in: it is the session's proof, as a password is.
        const session = yield* tokens.issueRefresh(account.id).pipe(publicPolicy("session", "start"))
        yield* writeRefreshCookie(session.token)
        return redirect(oauthReturnPath({ _tag: "signedIn", next: flow.next }))
      })

    const answeringRefusals = <R>(effect: Effect.Effect<HttpServerResponse.HttpServerResponse, OAuthRefusal, R>) =>
      effect.pipe(
        Effect.catchTag("OAuthRefusal", ({ error }) => Effect.succeed(redirect(oauthReturnPath({ _tag: "failed", error })))),
        Effect.provideService(ServerConfig, config)
      )

    yield* router.add("GET", `${OAUTH_ROUTES_BASE}/:provider/start`, (request) => answeringRefusals(start(request)))
    yield* router.add("GET", `${OAUTH_ROUTES_BASE}/:provider/callback`, (request) => answeringRefusals(callback(request)))
  })
)
