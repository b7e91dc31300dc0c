import type { Language } from "../user"
import { isLanguageCode } from "./languageCode"

/**
 * A page's language named in its URL (`?lang=ua`, `?lang=en`): the address of that page's
 * Ukrainian or English version, which search engines list beside the Polish one (`hreflang`) and a
 * person may share. The plain URL is the Polish version and every other language's default.
 */
export const LANGUAGE_PARAMETER = "lang"

/** The language a URL's query names, or null when it names none (or something else). */
export function languageInUrl(search: string | URLSearchParams): Language | null {
  const value = (typeof search === "string" ? new URLSearchParams(search) : search).get(LANGUAGE_PARAMETER)
  return isLanguageCode(value) ? value : null
}

/** The address of `url`'s version in `language`: Polish is the URL itself, others add `?lang=`. */
export function urlInLanguage(url: string, language: Language): string {
  const address = new URL(url)
  address.searchParams.delete(LANGUAGE_PARAMETER)
  if (language !== "pl") address.searchParams.set(LANGUAGE_PARAMETER, language)
  return address.href
}
