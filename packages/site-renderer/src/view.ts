import type { Facility, Language, Publication, Subpage, ThemeKey, WebPage } from "@pociecha/core"
import type { Preferences } from "./preferences"

/** The facility's contact details, which the public card leaves out (they are fetched on demand there). */
export interface SiteContact {
  readonly phone: string | null
  readonly email: string | null
}

/** What the page shows: a subpage, one news entry (`/aktualnosci/:id`), or nothing found. */
export type CurrentPage =
  | { readonly kind: "subpage"; readonly subpage: Subpage }
  | { readonly kind: "newsEntry"; readonly publication: Publication }
  | { readonly kind: "notFound" }

/** One page of the facility's news, newest first, as the viewer may read them. */
export interface NewsPage {
  readonly items: ReadonlyArray<Publication>
  /** 1-based. */
  readonly page: number
  readonly pages: number
}

/** Addresses the page links to, all absolute or rooted. */
export interface SiteUrls {
  /** The site's origin, e.g. `https://tecza.pociecha.pl`: canonical URLs and the sitemap start here. */
  readonly siteOrigin: string
  /** The facility's profile on the portal. */
  readonly portalProfileUrl: string
  /** Where "sign in" goes: the portal's sign-in that hands a one-time code back to this site. */
  readonly signInUrl: string
  /** Where the theme assets are served, e.g. `/themes` (a theme's files are under `{assetBase}/{key}/`). */
  readonly assetBase: string
  /** Map tiles as Leaflet takes them ({s}, {z}, {x}, {y}, {r}); without it the contact page links to the map only. */
  readonly tileUrl?: string
}

/** The facility a site belongs to and its website; both null when the domain has no site (2.5 "Missing sites"). */
export interface SiteOf {
  readonly facility: Facility
  readonly contact: SiteContact
  readonly webPage: WebPage
  /** Whether the facility is a kindergarten (core's isPreschool over the tags): its schema.org type. */
  readonly preschool: boolean
}

/**
 * Everything one page of a facility website is rendered from. The server loads it; the renderer
 * decides nothing about access (private posts are in `news` only when the viewer may read them).
 */
export interface SitePageView {
  /** Null when the domain has no facility or no web page: the page says WEBPAGE_DOMAIN_NOT_EXIST. */
  readonly site: SiteOf | null
  readonly current: CurrentPage
  /** The news subpage's entries; empty on other pages. */
  readonly news: NewsPage
  readonly viewer: { readonly signedIn: boolean; readonly name?: string }
  readonly preferences: Preferences
  /** Already resolved: template_preview, else the site's template, else the first theme (2.5). */
  readonly theme: ThemeKey
  readonly urls: SiteUrls
  /** The path asked for (e.g. `/aktualnosci/12`): the canonical URL and the preferences form's way back. */
  readonly path: string
  readonly lang: Language
}
