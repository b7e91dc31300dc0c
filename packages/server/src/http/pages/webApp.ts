import {
  type AppRouteMatch,
  type FaqSection,
  CARD_PANEL_BASE,
  facilityProfilePath,
  faqPath,
  faqSectionOfRoute,
  isCardPanelPath,
  isPreschool,
  legalKindOfPage,
  type Language,
  languageInUrl,
  languageOfCookies,
  matchAppRoute,
  materialFilterFromSearch
} from "@pociecha/core"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse, type HttpServerRequest } from "effect/http"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { ActivityRepository } from "../../repositories/activityRepository"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { InsightCounter } from "../../insights/insightCounter"
import { SearchRepository } from "../../repositories/searchRepository"
import { FaqRepository } from "../../repositories/faqRepository"
import { LegalRepository } from "../../repositories/legalRepository"
import { MaterialRepository } from "../../repositories/materialRepository"
import { TeacherEventRepository } from "../../repositories/teacherEventRepository"
import { readMaterialsPage } from "../services/materialReads"
import { materialPageHtml, materialsListPageHtml } from "./teacherZonePage"
import { ServerConfig } from "../../services"
import { compressResponse } from "../middleware/apiCompression"
import { appPage, markIndexHtml, markNotFoundHtml, withHtmlLang } from "./appPage"
import { inlineStylesheets } from "./inlineStylesheets"
import { mapPageHtml } from "./mapPage"
import { makePageSubject } from "./pageSubject"
import { readPageAssets } from "./pageAssets"
import { profilePageHtml } from "./profilePage"
import { faqPageHtml } from "./faqPage"
import { legalPageHtml } from "./legalPage"
import { productPageHtml } from "./productPage"
import { catalogPageHtml } from "./catalogPage"
import { blogPageHtml } from "./blogPage"
import { isBlogPage, makeBlogPageReads } from "./blogPageReads"
import { makeCatalogueReads } from "./catalogueReads"
import { catalogueResponse } from "../middleware/catalogueResponse"
import { decodePath, isApiPath, pathOf, queryOf } from "../middleware/requestPath"
import { staticResponse } from "./staticResponse"
import { answerUnroutedRequests } from "../middleware/unroutedRequests"
import { readWebBuild } from "./webBuild"

const isCataloguePage = (route: AppRouteMatch) =>
  route.name === "catalog_voivodeships" || route.name === "catalog_cities" || route.name === "catalog_facilities" ||
  route.name === "catalog_facilities_district"

/** Hashed build output: its name changes with its content. */
const IMMUTABLE = "public, max-age=31536000, immutable"
/** The page and unhashed files (favicon, images): revalidated by ETag on each use. */
const REVALIDATE = "no-cache"

/**
 * Serves the built web app, read once at start. A file of the build is sent as a file (a missing
 * /assets file is a JSON 404, never the page); a path of core's route table gets the app page, 200,
 * and any other path the same page with 404 and noindex (the client renders its 404 page). A
 * facility profile by another letter case of its slug, or by id, is redirected (301) to its
 * canonical URL; a route naming a facility, catalogue place or legacy id that does not exist is
 * a 404 (pageSubject.ts). What no route takes — an unknown /api path, another
 * method, a malformed path — gets the catalogue's JSON error (see answerUnroutedRequests).
 */
export const webAppLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    const router = yield* HttpRouter.HttpRouter
    const config = yield* ServerConfig
    const facilities = yield* FacilityRepository
    const counter = yield* InsightCounter
    const search = yield* SearchRepository
    const legal = yield* LegalRepository
    const faq = yield* FaqRepository
    const tags = yield* ActivityRepository
    const materials = yield* MaterialRepository
    const teacherEvents = yield* TeacherEventRepository
    const indexHtml = join(config.webDist, "index.html")
    if (!existsSync(indexHtml)) {
      yield* router.addGlobalMiddleware(answerUnroutedRequests(() => catalogueResponse("ERROR_NOT_FOUND")))
      yield* Effect.logWarning(`No web build at ${config.webDist}: run 'pnpm build' to serve the app.`)
      return
    }
    const files = readWebBuild(config.webDist)
    const buildText = (path: string) => {
      const file = files.get(path)
      return file === undefined ? undefined : Buffer.from(file.body).toString("utf8")
    }
    const markedIndexHtml = markIndexHtml(inlineStylesheets(readFileSync(indexHtml, "utf8"), buildText), config)
    // The page and the 404 page in each language, as the language cookie asks (core's languageCookie).
    const notFoundHtml = markNotFoundHtml(markedIndexHtml, config)
    const pagesIn = (language: Language) => ({
      found: appPage(withHtmlLang(markedIndexHtml, language)),
      notFound: appPage(withHtmlLang(notFoundHtml, language))
    })
    const pages: Record<Language, ReturnType<typeof pagesIn>> = { pl: pagesIn("pl"), ua: pagesIn("ua"), en: pagesIn("en") }
    // A language the URL names (`?lang=ua`, the address search engines list) wins over the cookie's.
    const versionOf = (request: HttpServerRequest.HttpServerRequest) => languageInUrl(queryOf(request.url))
    const languageOf = (request: HttpServerRequest.HttpServerRequest): Language =>
      versionOf(request) ?? languageOfCookies(request.headers.cookie) ?? "pl"
    // the version a page's canonical names: the URL's language, else the plain (Polish) URL
    const versionOption = (request: HttpServerRequest.HttpServerRequest) => ({ version: versionOf(request) ?? "pl" })
    // The business-card panel (management 2.8), a second build inside this one (web's
    // vite.panel.config.ts): its page at its base and every path below it. Without it, its paths
    // are a 404 like any path of a missing build.
    const panelPage = files.get(`${CARD_PANEL_BASE}/panel.html`)
    if (panelPage === undefined) yield* Effect.logWarning(`No business-card panel in ${config.webDist}: run 'pnpm build' to serve it.`)
    const panelResponse = (request: HttpServerRequest.HttpServerRequest) =>
      panelPage === undefined ? catalogueResponse("ERROR_NOT_FOUND") : staticResponse(request, panelPage, { cacheControl: REVALIDATE })
    const pageSubjectExists = yield* makePageSubject
    const cataloguePageOf = yield* makeCatalogueReads
    const blogPageOf = yield* makeBlogPageReads
    const profileAssets = readPageAssets(config.webDist, "src/features/facility/FacilityPage.tsx")
    const mapAssets = readPageAssets(config.webDist, "src/features/map/MapPage.tsx")
    const pageResponse = (request: HttpServerRequest.HttpServerRequest, status: 200 | 404) => {
      const page = pages[languageOf(request)]
      return staticResponse(request, status === 200 ? page.found : page.notFound, { cacheControl: REVALIDATE, status, varyAlso: "cookie" })
    }

    // Pages that carry what the server read for them are made per request in the request's
    // language and compressed like the API's JSON.
    const servedPage = (request: HttpServerRequest.HttpServerRequest, html: (indexHtml: string) => string) =>
      Effect.map(
        compressResponse(request, HttpServerResponse.text(html(withHtmlLang(markedIndexHtml, languageOf(request))), {
          contentType: "text/html; charset=utf-8",
          headers: { "cache-control": REVALIDATE }
        })),
        (response) => HttpServerResponse.setHeader(response, "vary", "accept-encoding, cookie")
      )

    // A profile's page carries its content, head and read (profilePage.ts): a view for the owner's
    // dashboard, which the page's own first render does not count again (its read is served).
    const profilePage = (request: HttpServerRequest.HttpServerRequest, ref: string) =>
      Effect.flatMap(facilities.profile(ref), (profile) =>
        profile === null
          ? Effect.succeed(pageResponse(request, 404))
          : Effect.flatMap(Effect.andThen(Effect.sync(() => counter.count("profile_view", profile.id)), tags.tags()), (all) =>
            servedPage(request, (indexHtml) => profilePageHtml(indexHtml, {
              facility: profile,
              ref,
              preschool: isPreschool(profile.specialization, all),
              language: languageOf(request),
              ...versionOption(request),
              pageStyles: profileAssets.css,
              publicUrl: config.publicUrl
            }))))

    // A catalogue's page carries its list as links, its head and its reads (catalogPage.ts); a
    // place that does not exist is a 404.
    const cataloguePage = (request: HttpServerRequest.HttpServerRequest, route: AppRouteMatch) =>
      Effect.flatMap(cataloguePageOf(route, new URLSearchParams(queryOf(request.url))), (page) =>
        page === null
          ? Effect.succeed(pageResponse(request, 404))
          : servedPage(request, (indexHtml) => catalogPageHtml(indexHtml, page, { language: languageOf(request), ...versionOption(request), publicUrl: config.publicUrl })))

    // A blog page carries its list or post, its head and its read (blogPage.ts); a post not published is a 404.
    const blogPage = (request: HttpServerRequest.HttpServerRequest, route: AppRouteMatch) =>
      Effect.flatMap(blogPageOf(route, new URLSearchParams(queryOf(request.url)), languageOf(request)), (view) =>
        view === null
          ? Effect.succeed(pageResponse(request, 404))
          : servedPage(request, (indexHtml) => blogPageHtml(indexHtml, view, { language: languageOf(request), ...versionOption(request), publicUrl: config.publicUrl })))

    // The map's page draws its first view, names its code and carries the built-in cities (mapPage.ts).
    const mapPage = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.flatMap(search.builtinCities(), (cities) =>
        servedPage(request, (indexHtml) => mapPageHtml(indexHtml, new URLSearchParams(queryOf(request.url)), cities, mapAssets, config)))

    // A legal text's page carries the text itself, its title and canonical URL (legalPage.ts).
    const legalPage = (request: HttpServerRequest.HttpServerRequest, segment: string) => {
      const kind = legalKindOfPage(segment)
      return Effect.flatMap(kind === null ? Effect.succeed(null) : legal.current(kind), (document) =>
        document === null
          ? Effect.succeed(pageResponse(request, 404))
          : servedPage(request, (indexHtml) =>
            legalPageHtml(indexHtml, document, { publicUrl: config.publicUrl, language: languageOf(request), ...versionOption(request) })))
    }

    // The teacher zone's list and a material's page carry their content, head and reads (teacherZonePage.ts).
    const zoneOptions = (request: HttpServerRequest.HttpServerRequest) => ({ language: languageOf(request), ...versionOption(request), publicUrl: config.publicUrl })
    const materialsListPage = (request: HttpServerRequest.HttpServerRequest) => {
      const filter = materialFilterFromSearch(queryOf(request.url))
      const language = languageOf(request)
      return Effect.flatMap(
        Effect.all([readMaterialsPage({ materials, events: teacherEvents }, filter, language), teacherEvents.published(language, new Date())]),
        ([page, events]) => servedPage(request, (indexHtml) =>
          materialsListPageHtml(indexHtml, { filter, page, events: { events: events.map((row) => row.event) } }, zoneOptions(request))))
    }
    const materialPage = (request: HttpServerRequest.HttpServerRequest, slug: string) =>
      Effect.flatMap(materials.bySlug(decodePath(slug) ?? slug, languageOf(request)), (material) =>
        material === null
          ? Effect.succeed(pageResponse(request, 404))
          : servedPage(request, (indexHtml) => materialPageHtml(indexHtml, material, zoneOptions(request))))
    // A FAQ section's page carries its answers, head and read in the reader's language (faqPage.ts).
    const faqPage = (request: HttpServerRequest.HttpServerRequest, section: FaqSection) =>
      Effect.flatMap(faq.page(section, languageOf(request), undefined), (page) =>
        servedPage(request, (indexHtml) => faqPageHtml(indexHtml, page, { language: languageOf(request), ...versionOption(request), publicUrl: config.publicUrl })))

    const facilityPage = (request: HttpServerRequest.HttpServerRequest, path: string, param: string) =>
      Effect.flatMap(facilities.profileRef(decodePath(param) ?? param), (facility) => {
        if (facility === null) return Effect.succeed(pageResponse(request, 404))
        const canonical = facilityProfilePath(facility)
        return canonical === path
          ? profilePage(request, facility.slug ?? String(facility.id))
          : Effect.succeed(HttpServerResponse.redirect(canonical + queryOf(request.url), { status: 301 }))
      })

    const serve = (request: HttpServerRequest.HttpServerRequest) => {
      const path = pathOf(request.url)
      // A GET the API's endpoints do not take (theirs are more specific routes).
      if (isApiPath(path)) return Effect.succeed(catalogueResponse("ERROR_NOT_FOUND"))
      const name = decodePath(path) ?? path
      const isAsset = name.startsWith("/assets/") || name.startsWith(`${CARD_PANEL_BASE}/assets/`)
      const file = name === "/index.html" ? undefined : files.get(name)
      if (file !== undefined) return Effect.succeed(staticResponse(request, file, { cacheControl: isAsset ? IMMUTABLE : REVALIDATE }))
      if (isAsset) return Effect.succeed(catalogueResponse("ERROR_NOT_FOUND"))
      if (isCardPanelPath(name)) return Effect.succeed(panelResponse(request))
      const route = matchAppRoute(path)
      if (route?.name === "map_facility") return facilityPage(request, path, route.params.facility ?? "")
      if (route?.name === "map") return mapPage(request)
      if (route?.name === "legal") return legalPage(request, route.params.legal ?? "")
      if (route?.name === "materials" || route?.name === "materials_list") return materialsListPage(request)
      if (route?.name === "materials_entry") return materialPage(request, route.params.material_slug ?? "")
      // The product pages carry their own head (productPage.ts).
      if (route?.name === "product_landing_functions" || route?.name === "product_landing_price_list") {
        const page = route.name
        return servedPage(request, (indexHtml) => productPageHtml(indexHtml, page, { language: languageOf(request), ...versionOption(request), publicUrl: config.publicUrl }))
      }
      // /faq opens its first section, for the browser and for crawlers alike.
      if (route?.name === "faq") return Effect.succeed(HttpServerResponse.redirect(faqPath("intro") + queryOf(request.url), { status: 301 }))
      const faqSection = route === null ? null : faqSectionOfRoute(route.name)
      if (faqSection !== null) return faqPage(request, faqSection)
      if (route !== null && isCataloguePage(route)) return cataloguePage(request, route)
      if (route !== null && isBlogPage(route)) return blogPage(request, route)
      if (route === null) return Effect.succeed(pageResponse(request, 404))
      return Effect.map(pageSubjectExists(route, new URLSearchParams(queryOf(request.url))), (exists) => pageResponse(request, exists ? 200 : 404))
    }

    yield* router.addGlobalMiddleware(answerUnroutedRequests((request) => pageResponse(request, 404)))
    // GET only: the router answers HEAD with the GET route of the path, the API's included.
    yield* router.add("GET", "/*", serve)
  })
)
