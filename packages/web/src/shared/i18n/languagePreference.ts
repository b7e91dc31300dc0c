import type { Language } from "@pociecha/core"
import { DEFAULT_LANGUAGE, fromI18nLanguage, isLanguage } from "./language"

/** Where a guest's language is kept (signed-in users keep it on their account). */
export const GUEST_LANGUAGE_KEY = "pociecha.language"

/** The guest's stored language, or null (also when storage is unavailable). */
export function loadGuestLanguage(storage: Pick<Storage, "getItem"> | undefined): Language | null {
  try {
    const value = storage?.getItem(GUEST_LANGUAGE_KEY)
    return isLanguage(value) ? value : null
  } catch {
    return null
  }
}

/** Remembers the guest's language; storage failures are ignored. */
export function saveGuestLanguage(storage: Pick<Storage, "setItem"> | undefined, language: Language): void {
  try {
    storage?.setItem(GUEST_LANGUAGE_KEY, language)
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

/** What the first language is chosen from. */
export interface LanguageSources {
  /** The language the page's URL names (`?lang=`, core's languageInUrl): the version a search engine or a shared link points to. */
  readonly url: Language | null
  readonly user: Language | null | undefined
  readonly guest: Language | null
  readonly browser: readonly string[]
}

/**
 * The language to start in: the one the URL names (an address of the page's Ukrainian or English
 * version, as the server sent it), else the signed-in user's, else the guest's stored choice, else
 * Ukrainian for a browser set to Ukrainian, else Polish (spec 1: pl is the default). English is
 * only the fallback of missing texts, never chosen from the browser. A URL's language is not
 * stored: it lasts for the visit, and the person's own choice comes back on the next.
 */
export function initialLanguage({ url, user, guest, browser }: LanguageSources): Language {
  if (url) return url
  if (user) return user
  if (guest) return guest
  const preferred = browser.map((code) => fromI18nLanguage(code)).find((language) => language === "ua" || language === "pl")
  return preferred ?? DEFAULT_LANGUAGE
}
