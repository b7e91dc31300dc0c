import { htmlLang, type Language } from "@pociecha/core"
import { escapeHtml } from "./servedRead"

/**
 * The languages a portal page's URL is in, and the URL of each. The app chooses its language in
 * the browser — the signed-in user's, else the guest's stored choice, else Ukrainian for a
 * Ukrainian browser, else Polish (web shared/i18n/languagePreference.ts) — and keeps it in a
 * cookie the server reads only for `<html lang>`. No URL names a language and the app reads none:
 * a `?lang=ua` alternate would promise Ukrainian and then show whatever the visitor chose before,
 * so it is not offered. A crawler sends no cookie and gets Polish. So a page's one URL is its
 * Polish version and the default for every other language (x-default); Ukrainian and English
 * alternates are one entry each here once the app reads a language from its URL.
 */
const alternates = (url: string): ReadonlyArray<readonly [Language, string]> => [["pl", url]]

/** `<link rel="alternate" hreflang>` for each language of the page at `url`, and x-default. */
export function hreflangLinks(url: string): ReadonlyArray<string> {
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`
  return [...alternates(url).map(([language, href]) => link(htmlLang(language), href)), link("x-default", url)]
}
