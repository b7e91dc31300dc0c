import type { Language } from "../user"
import { isLanguageCode } from "./languageCode"
import { intlLocale } from "./plural"

/**
 * The cookie holding the language the app shows (product code: pl, ua, en). The app writes it on
 * every switch; the server reads it to send each page with that `<html lang>`, so the first
 * paint, screen readers and crawlers get the language before any script runs.
 */
export const LANGUAGE_COOKIE = "pociecha_lang"

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** The `document.cookie` assignment remembering `language` for the whole site. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`
}

/** The language a Cookie header names, or null when it names none (or something else). */
export function languageOfCookies(header: string | undefined): Language | null {
  for (const pair of (header ?? "").split(";")) {
    const [name, value] = pair.trim().split("=")
    if (name === LANGUAGE_COOKIE && isLanguageCode(value)) return value
  }
  return null
}

/** The `<html lang>` of a language, in BCP-47 ('ua' → 'uk'). */
export function htmlLang(language: Language): string {
  return intlLocale(language)
}
