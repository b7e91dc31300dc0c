/**
 * @pociecha/site-renderer — a facility's website rendered on the server: one markup, nine themes in
 * CSS, display settings kept in a cookie, no JavaScript needed. The server loads a SitePageView and
 * sends what these functions return.
 */
export { THEME_ASSETS_DIR, type ThemeAsset } from "./assets"
export { type Messages, type MessageKey, messagesOf } from "./messages"
export { breadcrumbs, type Crumb, type MenuItem, newsEntryPath, newsListPath, siteMenu, subpagePath } from "./navigation"
export {
  choosePreference, DEFAULT_PREFERENCES, type PreferenceChoice, type Preferences, PREFERENCES_COOKIE, PREFERENCES_PATH,
  preferencesCookie, readPreferences
} from "./preferences"
export { renderSitePage, sitePageStatus } from "./render"
export { newsPageNumber, resolveSiteRoute, type SiteRoute, siteQuery, siteTheme } from "./siteRoute"
export { renderRobots, renderSitemap, type SitemapView } from "./seo/sitemap"
export type { CurrentPage, NewsPage, SiteContact, SiteOf, SitePageView, SiteUrls } from "./view"
