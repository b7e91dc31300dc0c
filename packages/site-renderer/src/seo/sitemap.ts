import type { Publication, Subpage } from "@pociecha/core"
import { PREFERENCES_PATH } from "../preferences"
import { newsEntryPath, subpagePath } from "../navigation"

/** What a site's sitemap lists: its visible subpages and the news entries everyone may read. */
export interface SitemapView {
  readonly siteOrigin: string
  readonly subpages: ReadonlyArray<Subpage>
  readonly publicNews: ReadonlyArray<Pick<Publication, "id" | "updated_at" | "visibility">>
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const entry = (loc: string, lastmod?: number): string =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod === undefined ? "" : `<lastmod>${new Date(lastmod).toISOString()}</lastmod>`}</url>`

/** The site's `sitemap.xml`: visible subpages, then public news entries (private ones are not for crawlers). */
export function renderSitemap(view: SitemapView): string {
  const pages = view.subpages.filter((subpage) => subpage.visible).map((subpage) => entry(view.siteOrigin + subpagePath(subpage)))
  const news = view.publicNews
    .filter((item) => item.visibility === "public")
    .map((item) => entry(view.siteOrigin + newsEntryPath(item.id), item.updated_at))
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[...pages, ...news].join("")}</urlset>\n`
}

/** The site's `robots.txt`: everything may be crawled but the preferences endpoint; the sitemap is named. */
export function renderRobots(siteOrigin: string): string {
  return `User-agent: *\nDisallow: ${PREFERENCES_PATH}\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`
}
