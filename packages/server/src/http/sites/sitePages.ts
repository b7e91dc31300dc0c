import { facilityProfilePath, isPreschool, readableVisibilities, type Publication, type SiteHost, type ViewerClaims } from "@pociecha/core"
import {
  type CurrentPage, newsPageNumber, type NewsPage, type Preferences, resolveSiteRoute, type SitePageView, siteTheme, type SiteUrls
} from "@pociecha/site-renderer"
import { Effect } from "effect"
import type { AppConfig } from "../../config"
import { MembershipRepository } from "../../repositories/membershipRepository"
import { PublicationRepository } from "../../repositories/publicationRepository"
import { WebPageRepository } from "../../repositories/webPageRepository"
import type { FileUrlSigner } from "../../storage/signedFileUrls"
import { keyOfFileUrl } from "../../storage/storageKey"

/** Who reads a page: a guest, or an account signed in on this site (siteSession.ts) with its name. */
export type SiteViewer = (ViewerClaims & { readonly name: string }) | null

/** One request for a page of a site, as the loader needs it. */
export interface SitePageRequest {
  readonly host: SiteHost
  /** `https://tecza.pociecha.pl`: canonical URLs start here. */
  readonly siteOrigin: string
  readonly pathname: string
  readonly query: URLSearchParams
  readonly preferences: Preferences
  readonly viewer: SiteViewer
}

const EMPTY_NEWS: NewsPage = { items: [], page: 1, pages: 1 }
const NOT_FOUND: CurrentPage = { kind: "notFound" }

/** Where the sign-in leaves this site for the portal, which hands a one-time code back (siteSignIn.ts). */
export const signInUrlOf = (publicUrl: string, siteOrigin: string, path: string) =>
  `${publicUrl}/api/v1/web-pages/site-sign-in?${new URLSearchParams({ site: new URL(siteOrigin).host, back: path })}`

/**
 * Loads everything a page of a facility site shows, live from the card (management 2.5): the
 * site served on the host, the facility's public profile and contact, and its news as the viewer
 * may read them (public for guests, private too for accepted members, admin_only only for staff,
 * core's readableVisibilities). Files of items not everyone reads get URLs signed for this viewer.
 */
export const makeSitePages = (config: Pick<AppConfig, "publicUrl" | "tileUrl">, signer: FileUrlSigner) =>
  Effect.gen(function*() {
    const webPages = yield* WebPageRepository
    const publications = yield* PublicationRepository
    const memberships = yield* MembershipRepository

    const served = (item: Publication): Publication =>
      item.visibility === "public" ? item : {
        ...item,
        attachments: item.attachments.map((file) => {
          const key = keyOfFileUrl(file.url)
          return key === null ? file : { ...file, url: signer.sign(key) }
        })
      }

    /** The page's view, and the facility it shows (null when the host has no site) for the cache to key on. */
    const load = (request: SitePageRequest) =>
      Effect.gen(function*() {
        const path = request.pathname + (request.query.size === 0 ? "" : `?${request.query}`)
        const urls: SiteUrls = {
          siteOrigin: request.siteOrigin,
          portalProfileUrl: config.publicUrl,
          signInUrl: signInUrlOf(config.publicUrl, request.siteOrigin, path),
          assetBase: "/themes",
          // the contact page's map, drawn from tiles without a script (the portal's tiles server)
          tileUrl: config.tileUrl
        }
        const base = {
          news: EMPTY_NEWS,
          viewer: request.viewer === null ? { signedIn: false } : { signedIn: true, name: request.viewer.name },
          preferences: request.preferences,
          path,
          lang: "pl" as const
        }
        const templatePreview = request.query.get("template_preview")
        // One statement for the site and its card; the news (or one entry) is the only other read.
        const card = yield* webPages.servedCard(request.host)
        if (card === null) {
          const view: SitePageView = { ...base, site: null, current: NOT_FOUND, theme: siteTheme(templatePreview, null), urls }
          return { view, facilityId: null }
        }
        const { webPage, facility, contact } = card
        const relation = request.viewer === null ? null : yield* memberships.relation(facility.id, request.viewer.accountId)
        const visibilities = readableVisibilities(request.viewer, relation)
        const route = resolveSiteRoute(webPage, request.pathname, request.query)
        let current: CurrentPage = NOT_FOUND
        let news = EMPTY_NEWS
        if (route.kind === "subpage") {
          current = route
          if (route.subpage.type === "news") {
            const page = yield* publications.page(facility.id, visibilities, newsPageNumber(request.query))
            news = { items: page.items.map(served), page: page.curPage, pages: Math.max(1, page.pageTotal) }
          }
        } else if (route.kind === "newsEntry") {
          const item = yield* publications.one(facility.id, route.id, visibilities)
          if (item !== null) current = { kind: "newsEntry", publication: served(item) }
        }
        const view: SitePageView = {
          ...base,
          site: {
            facility,
            contact,
            webPage,
            preschool: isPreschool(facility.specialization, card.specializationTags)
          },
          current,
          news,
          theme: siteTheme(templatePreview, webPage),
          urls: { ...urls, portalProfileUrl: config.publicUrl + facilityProfilePath(facility) }
        }
        return { view, facilityId: facility.id }
      })

    /** What the sitemap lists: the site's subpages and its public news (first pages of them). */
    const sitemap = (host: SiteHost) =>
      Effect.gen(function*() {
        const webPage = yield* webPages.served(host)
        if (webPage === null) return null
        const page = yield* publications.page(webPage.facility_id, ["public"], 1)
        return { subpages: webPage.subpages, publicNews: page.items }
      })

    return { load, sitemap }
  })

