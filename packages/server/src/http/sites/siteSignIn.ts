import { appRoutes } from "@pociecha/core"
import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { signInBridgePage, signInBridgeScript } from "./signInBridge"

/** The portal's page that asks for a site's one-time code (GET), and the contract's call that issues it (POST). */
export const SITE_SIGN_IN_PATH = "/api/v1/web-pages/site-sign-in"
/** Where a site's host takes the code and answers with its own session cookie. */
export const SITE_SIGN_IN_RETURN = "/_signin"

/**
 * The page a site's "Zaloguj się" link opens on the portal (GET SITE_SIGN_IN_PATH?site=…&back=…)
 * and its module (signInBridge.ts): with the portal session's access token the module asks the
 * contract's `POST v1/web-pages/site-sign-in` for the site's one-time code (webPageService) and
 * leaves for the site's /_signin. A call with a token rather than the refresh cookie: that cookie
 * is SameSite=Strict (and locally scoped to the account calls), so a navigation from a site's
 * (custom) host does not carry it.
 */
export const siteSignInLayer = HttpRouter.use((router) =>
  Effect.gen(function*() {
    const noStore = { "cache-control": "no-store" }
    const script = signInBridgeScript(SITE_SIGN_IN_PATH, "/api/v1/account/refresh", appRoutes.login)
    yield* router.add("GET", SITE_SIGN_IN_PATH, () =>
      Effect.succeed(HttpServerResponse.text(signInBridgePage(`${SITE_SIGN_IN_PATH}.js`), { contentType: "text/html; charset=utf-8", headers: noStore })))
    yield* router.add("GET", `${SITE_SIGN_IN_PATH}.js`, () =>
      Effect.succeed(HttpServerResponse.text(script, { contentType: "text/javascript; charset=utf-8", headers: noStore })))
  })
)
