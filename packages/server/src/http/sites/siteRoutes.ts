import { safeReturnPath, type SiteHost } from "@pociecha/core"
import {
  choosePreference, PREFERENCES_PATH, preferencesCookie, readPreferences, renderRobots, renderSitemap, renderSitePage,
  siteQuery, sitePageStatus, THEME_ASSETS_DIR
} from "@pociecha/site-renderer"
import { Effect } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { fileURLToPath } from "node:url"
import { publicPolicy } from "../../policy/policy"
import { SiteSignInRepository } from "../../repositories/siteSignInRepository"
import { ServerConfig } from "../../services"
import { fileUrlSigner } from "../../storage/signedFileUrls"
import { compressResponse } from "../middleware/apiCompression"
import { isApiPath, pathOf } from "../middleware/requestPath"
import { staticResponse } from "../pages/staticResponse"
import { readWebBuild } from "../pages/webBuild"
import { keptPage } from "./keptPage"
import type { CachedPage } from "./pageCache"
import { isPreferencesForm } from "./preferencesForm"
import { makeSiteCache } from "./siteCache"
import { siteRequestHosts } from "./siteHost"
import { makeSitePages } from "./sitePages"
import { siteSessions } from "./siteSession"
import { SITE_SIGN_IN_RETURN } from "./siteSignIn"

/** Theme pictures change only with a release; a week, revalidated by their ETag after. */
const THEME_CACHE = "public, max-age=604800"
/** A guest's page may be kept, but asked again each time: the site changes when its owner edits it. */
const GUEST_PAGE_CACHE = "no-cache"
/** A signed-in reader's page may hold private news: no cache keeps it. */
const PRIVATE_PAGE_CACHE = "private, no-store"

/** The host a request came to, as a site session is bound to it. */
const hostOf = (request: HttpServerRequest.HttpServerRequest) => (request.headers.host ?? "").toLowerCase()

/** Paths a site's host leaves to the rest of the server: the API and the stored files (news attachments link there). */
const passesThrough = (path: string) => isApiPath(path) || path.startsWith("/files/")

/**
 * Facility websites (issue 17; management 2.1, 2.5): a request whose Host is not the portal's is
 * a site's and is answered here whole — its pages rendered live from the card, its sitemap,
 * robots.txt, theme pictures and the display preferences' form — before the portal's routes see
 * it. The API and stored files stay the same server's on any host, so a news item's attachment
 * links work on the site. Guests' pages are kept rendered (siteCache.ts); an account signed in
 * on the site (the portal's one-time code traded at /_signin, siteSignIn.ts) reads its pages
 * fresh, with the private news its membership opens, never kept by any cache.
 */
export const facilitySitesLayer = HttpRouter.middleware(
  Effect.gen(function*() {
    const config = yield* ServerConfig
    const pages = yield* makeSitePages(config, fileUrlSigner(config.jwtSecret))
    const cache = yield* makeSiteCache
    const themeFiles = readWebBuild(fileURLToPath(THEME_ASSETS_DIR))
    const scheme = config.appEnv === "production" ? "https" : "http"
    const siteHostOf = siteRequestHosts(config)
    const sessions = yield* siteSessions(config.jwtSecret, config.appEnv === "production")
    const codes = yield* SiteSignInRepository

    /** A kept guest page: its bytes in the encoding asked for, compressed once, or 304 when the browser's copy is current. */
    const keptResponse = (request: HttpServerRequest.HttpServerRequest, kept: CachedPage) =>
      staticResponse(request, kept.file, { cacheControl: GUEST_PAGE_CACHE, status: kept.status, varyAlso: "cookie" })

    const html = (request: HttpServerRequest.HttpServerRequest, status: number, body: string, cacheControl: string) =>
      compressResponse(request, HttpServerResponse.text(body, {
        status,
        contentType: "text/html; charset=utf-8",
        headers: { "cache-control": cacheControl, vary: "cookie" }
      }))

    const page = (request: HttpServerRequest.HttpServerRequest, host: SiteHost, siteOrigin: string, url: URL) =>
      Effect.gen(function*() {
        const preferences = readPreferences(request.headers.cookie)
        const viewer = yield* sessions.viewer(request.headers.cookie, hostOf(request))
        // A cookie that signs nobody in (its portal session ended, it expired or was forged) is
        // cleared, so the next pages cost no session query: this one answer is private, not kept.
        const endedSession = viewer === null && sessions.carried(request.headers.cookie)
        // Previews are rare and ask for any theme: rendered each time, never kept.
        const cacheable = viewer === null && !endedSession && !url.searchParams.has("template_preview") && cache.listening()
        const query = siteQuery(url.searchParams)
        const key = `${siteOrigin}${url.pathname}?${query}|${preferences.scheme}.${preferences.fontSize}.${preferences.contrast}`
        const kept = cacheable ? cache.pages.get(key) : undefined
        if (kept !== undefined) return keptResponse(request, kept)
        const generation = cache.pages.generation()
        const { view, facilityId } = yield* pages.load({ host, siteOrigin, pathname: url.pathname, query, preferences, viewer })
        const status = sitePageStatus(view)
        const body = renderSitePage(view)
        if (cacheable && facilityId !== null) {
          const fresh: CachedPage = { facilityId, status, file: yield* Effect.promise(() => keptPage(body)) }
          cache.pages.set(key, fresh, generation)
          return keptResponse(request, fresh)
        }
        const response = yield* html(request, status, body, viewer === null && !endedSession ? GUEST_PAGE_CACHE : PRIVATE_PAGE_CACHE)
        return endedSession ? HttpServerResponse.setHeader(response, "set-cookie", sessions.cleared) : response
      })

    const preferencesPost = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.gen(function*() {
        const form = new URLSearchParams(yield* Effect.orElseSucceed(request.text, () => ""))
        if (!isPreferencesForm(form)) {
          return HttpServerResponse.text("Nieprawidłowe ustawienia wyświetlania.", { status: 400, contentType: "text/plain; charset=utf-8" })
        }
        const choice = choosePreference(readPreferences(request.headers.cookie), form)
        return HttpServerResponse.empty({
          status: 303,
          headers: { location: choice.back, "set-cookie": preferencesCookie(choice.preferences), "cache-control": "no-store" }
        })
      })

    const backTo = (url: URL, setCookie: string) =>
      HttpServerResponse.empty({
        status: 303,
        headers: { location: safeReturnPath(url.searchParams.get("back")) ?? "/", "set-cookie": setCookie, "cache-control": "no-store" }
      })

    /** Trades the portal's one-time code for this host's session cookie; a bad, used or expired code signs nobody in. */
    const signIn = (request: HttpServerRequest.HttpServerRequest, url: URL) =>
      Effect.map(
        codes.consume(url.searchParams.get("code") ?? "", hostOf(request)).pipe(publicPolicy("siteSignIn", "follow")),
        (account) => account === null
          ? HttpServerResponse.text("Link logowania jest nieważny lub został już użyty.", { status: 400, contentType: "text/plain; charset=utf-8", headers: { "cache-control": "no-store" } })
          : backTo(url, sessions.cookie(account, hostOf(request)))
      )

    const site = (request: HttpServerRequest.HttpServerRequest, host: SiteHost) => {
      const siteOrigin = `${scheme}://${hostOf(request)}`
      const url = new URL(request.url, siteOrigin)
      const path = url.pathname
      if (request.method === "POST" && path === PREFERENCES_PATH) return preferencesPost(request)
      if (request.method === "GET" && path === SITE_SIGN_IN_RETURN) return signIn(request, url)
      if (request.method === "GET" && path === "/_signout") return Effect.succeed(backTo(url, sessions.cleared))
      if (request.method !== "GET" && request.method !== "HEAD") {
        return Effect.succeed(HttpServerResponse.empty({ status: 405, headers: { allow: "GET, HEAD" } }))
      }
      if (path.startsWith("/themes/")) {
        const file = themeFiles.get(path.slice("/themes".length))
        return Effect.succeed(file === undefined
          ? HttpServerResponse.text("Not found", { status: 404 })
          : staticResponse(request, file, { cacheControl: THEME_CACHE }))
      }
      if (path === "/robots.txt") {
        return compressResponse(request, HttpServerResponse.text(renderRobots(siteOrigin), { contentType: "text/plain; charset=utf-8" }))
      }
      if (path === "/sitemap.xml") {
        return Effect.flatMap(pages.sitemap(host), (found) =>
          found === null
            ? Effect.succeed(HttpServerResponse.text("Not found", { status: 404 }))
            : compressResponse(request, HttpServerResponse.text(renderSitemap({ siteOrigin, ...found }), {
              contentType: "application/xml; charset=utf-8",
              headers: { "cache-control": GUEST_PAGE_CACHE }
            })))
      }
      return page(request, host, siteOrigin, url)
    }

    return (app) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
        const host = siteHostOf(request.headers.host)
        return host === null || passesThrough(pathOf(request.url)) ? app : Effect.orDie(site(request, host))
      })
  }),
  { global: true }
)
