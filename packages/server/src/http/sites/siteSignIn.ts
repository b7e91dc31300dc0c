import { appRoutes, safeReturnPath, Viewer } from "@pociecha/core"
import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { policyUse, signedInPolicy } from "../../policy/policy"
import { SiteSignInRepository } from "../../repositories/siteSignInRepository"
import { TokenRepository } from "../../repositories/tokenRepository"
import { WebPageRepository } from "../../repositories/webPageRepository"
import { AccessTokenService, ServerConfig } from "../../services"
import { catalogueResponse } from "../middleware/catalogueResponse"
import { signInBridgePage, signInBridgeScript } from "./signInBridge"
import { siteRequestHost } from "./siteHost"

/** Where the portal's app asks for a one-time code for a site (POST, with its access token). */
export const SITE_SIGN_IN_PATH = "/api/v1/web-pages/site-sign-in"
/** Where a site's host takes the code and answers with its own session cookie. */
export const SITE_SIGN_IN_RETURN = "/_signin"

const BEARER = /^Bearer\s+(\S+)$/i

/**
 * The portal's half of signing in on a facility site (issue 17): the signed-in account (its
 * access token, checked as the API checks it) asks for a code for a site's host; the answer is
 * the site's `/_signin` URL with a random one-time code (stored hashed, a minute long, bound to
 * the host and the account) and the page to go back to. The app then navigates there; the site
 * trades the code for its own httpOnly cookie (siteRoutes.ts). No reusable token is ever in a URL.
 * A GET of the same path is the page the site's link opens, which does that call (signInBridge.ts).
 * A call with a token rather than the refresh cookie: that cookie is SameSite=Strict (and locally
 * scoped to the account calls), so a navigation from a site's (custom) host does not carry it.
 */
export const siteSignInLayer = HttpRouter.use((router) =>
  Effect.gen(function*() {
    const config = yield* ServerConfig
    const tokens = yield* AccessTokenService
    const sessions = yield* TokenRepository
    const webPages = yield* WebPageRepository
    const codes = yield* SiteSignInRepository
    const scheme = config.appEnv === "production" ? "https" : "http"

    const signedIn = (authorization: string | undefined) =>
      Effect.gen(function*() {
        const token = BEARER.exec(authorization ?? "")?.[1]
        if (token === undefined) return null
        const check = yield* Effect.promise(() => tokens.verify(token))
        if (check._tag !== "valid") return null
        const session = yield* sessions.liveSession(check.claims.accountId, check.claims.sessionId)
        return session === null ? null : { accountId: check.claims.accountId, type: session.type }
      })

    const noStore = { "cache-control": "no-store" }
    const script = signInBridgeScript(SITE_SIGN_IN_PATH, "/api/v1/account/refresh", appRoutes.login)
    yield* router.add("GET", SITE_SIGN_IN_PATH, () =>
      Effect.succeed(HttpServerResponse.text(signInBridgePage(`${SITE_SIGN_IN_PATH}.js`), { contentType: "text/html; charset=utf-8", headers: noStore })))
    yield* router.add("GET", `${SITE_SIGN_IN_PATH}.js`, () =>
      Effect.succeed(HttpServerResponse.text(script, { contentType: "text/javascript; charset=utf-8", headers: noStore })))

    yield* router.add("POST", SITE_SIGN_IN_PATH, (request) =>
      Effect.gen(function*() {
        const claims = yield* signedIn(request.headers.authorization)
        if (claims === null) return catalogueResponse("ERROR_INVALID_JWT")
        const body = yield* Effect.orElseSucceed(request.json, () => null)
        const site = typeof body === "object" && body !== null && "site" in body && typeof body.site === "string" ? body.site.trim().toLowerCase() : ""
        const back = body !== null && typeof body === "object" && "back" in body && typeof body.back === "string" ? safeReturnPath(body.back) ?? "/" : "/"
        const host = siteRequestHost(config, site)
        if (host === null || (yield* webPages.served(host)) === null) return catalogueResponse("ERROR_WEB_PAGE_NOT_FOUND")
        const code = yield* codes.issue(claims.accountId, site).pipe(
          policyUse(signedInPolicy("siteSignIn", "issue")),
          Effect.provideService(Viewer, { _tag: "signed-in", claims })
        )
        const redirect = `${scheme}://${site}${SITE_SIGN_IN_RETURN}?${new URLSearchParams({ code, back })}`
        return HttpServerResponse.jsonUnsafe({ redirect }, { headers: noStore })
      }).pipe(Effect.orDie))
  })
)
