import type { ThemeKey } from "@pociecha/core"
import type { SiteUrls } from "./view"

/** The pictures each theme has under `/themes/{key}/` (management 9). */
export type ThemeAsset = "hero.svg" | "borders.svg" | "about.svg" | "not-found.svg" | "recruitment.svg" | "footer.svg"

/** A theme's picture on the page's own host: rooted, so the host and scheme the page was read over serve it. */
export const themeAssetPath = (assetBase: string, theme: ThemeKey, asset: ThemeAsset): string => `${assetBase}/${theme}/${asset}`

/** The absolute URL of a theme's picture, for link previews (Open Graph), which fetch it from elsewhere. */
export function themeAssetUrl(urls: SiteUrls, theme: ThemeKey, asset: ThemeAsset): string {
  return new URL(themeAssetPath(urls.assetBase, theme, asset), urls.siteOrigin).href
}

/** The folder of the themes' pictures, for the server to serve at `/themes/` (the same from src and dist). */
export const THEME_ASSETS_DIR = new URL("../themes/", import.meta.url)

/** The island's file beside the themes' folders (about 1.7 kB, plain JavaScript, no build step). */
export const PREFERENCES_ISLAND = "preferences.js"
