import { MAX_ROW_ID, NEWS_SUBPAGE_SLUG, type Subpage, type ThemeKey, themeKeys, type WebPage } from "@pociecha/core"

/** What a path of a site asks for: a subpage, one news entry by id, or nothing the site has. */
export type SiteRoute =
  | { readonly kind: "subpage"; readonly subpage: Subpage }
  | { readonly kind: "newsEntry"; readonly id: number }
  | { readonly kind: "notFound" }

const NOT_FOUND: SiteRoute = { kind: "notFound" }

const segmentsOf = (pathname: string): string[] | null => {
  try {
    return pathname.split("/").filter((segment) => segment !== "").map(decodeURIComponent)
  } catch {
    return null
  }
}

/**
 * The page a path and query name on a site (management 2.5): `/` is the main page, `/:subpage` a
 * visible subpage by slug, `/aktualnosci/:id` one news entry; on `/` the query's `subpage` (a slug)
 * also chooses one. A hidden subpage is not found, as is any other path.
 */
export function resolveSiteRoute(webPage: Pick<WebPage, "subpages">, pathname: string, query: URLSearchParams): SiteRoute {
  const visible = webPage.subpages.filter((subpage) => subpage.visible)
  const bySlug = (slug: string | null): SiteRoute => {
    const subpage = visible.find((candidate) => candidate.type !== "main" && candidate.slug === slug)
    return subpage === undefined ? NOT_FOUND : { kind: "subpage", subpage }
  }
  const segments = segmentsOf(pathname)
  if (segments === null || segments.length > 2) return NOT_FOUND
  const [first, second] = segments
  if (first === undefined) {
    if (query.has("subpage")) return bySlug(query.get("subpage"))
    const main = visible.find((subpage) => subpage.type === "main")
    return main === undefined ? NOT_FOUND : { kind: "subpage", subpage: main }
  }
  if (second === undefined) return bySlug(first)
  const news = visible.some((subpage) => subpage.type === "news")
  // an id no row can have (past the database's integer) is no entry, not a failed query
  const id = /^[1-9]\d{0,9}$/.test(second) ? Number(second) : 0
  return first === NEWS_SUBPAGE_SLUG && news && id >= 1 && id <= MAX_ROW_ID ? { kind: "newsEntry", id } : NOT_FOUND
}

/** The query parameters a site's page reads (2.5): the rest changes nothing on it. */
const PAGE_PARAMETERS = ["subpage", "page", "template_preview"] as const

/**
 * The query a page is rendered, cached and named by (its canonical URL, the way back of its
 * forms): only the parameters it reads, in one order. So `/?utm_source=x` is the page `/`, and
 * made-up parameters can neither fill the page cache nor end up in a canonical URL.
 */
export function siteQuery(query: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams()
  for (const name of PAGE_PARAMETERS) {
    const value = query.get(name)
    if (value !== null) kept.set(name, value)
  }
  return kept
}

/** The page of the news list a query asks for (`?page=2`); 1 when absent or not a whole number from 1. */
export function newsPageNumber(query: URLSearchParams): number {
  const page = query.get("page")
  return page !== null && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1
}

const isThemeKey = (value: string | null): value is ThemeKey => (themeKeys as readonly (string | null)[]).includes(value)

/**
 * The theme a page is drawn in (management 2.5): the query's `template_preview` when it names a
 * theme, else the site's template, else the first theme.
 */
export function siteTheme(templatePreview: string | null, webPage: Pick<WebPage, "template_key"> | null): ThemeKey {
  if (isThemeKey(templatePreview)) return templatePreview
  return webPage?.template_key ?? themeKeys[0]
}
