import { htmlLang, Language, urlInLanguage } from "@pociecha/core"
import { escapeHtml } from "./servedRead"

/**
 * `<link rel="alternate" hreflang>` for each language version of the page at `url` (its plain URL,
 * the Polish one): Ukrainian and English are the same URL with `?lang=ua` / `?lang=en` (core's
 * languageInUrl), which both the server (texts and `<html lang>`) and the app (its first
 * language) follow. x-default is the plain URL, as a visitor without a choice gets Polish.
 */
export function hreflangLinks(url: string): ReadonlyArray<string> {
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`
  return [...Language.literals.map((language) => link(htmlLang(language), urlInLanguage(url, language))), link("x-default", urlInLanguage(url, "pl"))]
}
