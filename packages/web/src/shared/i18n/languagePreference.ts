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

/**
 * The language to start in: the signed-in user's, else the guest's stored choice, else Ukrainian
 * for a browser set to Ukrainian, else Polish (spec 1: pl is the default). English is only the
 * fallback of missing texts, never chosen from the browser.
 */
export function initialLanguage(
  userLanguage: Language | null | undefined,
  guestLanguage: Language | null,
  browserLanguages: readonly string[]
): Language {
  if (userLanguage) return userLanguage
  if (guestLanguage) return guestLanguage
  const preferred = browserLanguages.map((code) => fromI18nLanguage(code)).find((language) => language === "ua" || language === "pl")
  return preferred ?? DEFAULT_LANGUAGE
}
