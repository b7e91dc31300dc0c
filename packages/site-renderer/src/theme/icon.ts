import type { ThemeKey } from "@pociecha/core"
import { themes } from "./themes"

/**
 * The site's icon in the browser's tab: a rounded square of the theme's primary colour, inline as
 * a data URL, so no request is made for it (without one the browser asks for /favicon.ico, which a
 * site has not, and logs the 404).
 */
export function themeIcon(key: ThemeKey): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${themes[key].primary}"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
