import { intlLocale, type Language } from "@pociecha/core"

/**
 * The one place where the product's language codes meet BCP-47.
 * The product (API, stored user, URLs) says 'ua' for Ukrainian; Intl, i18next's plural rules and
 * the HTML `lang` attribute need 'uk'.
 */
export type I18nLanguage = "pl" | "uk" | "en"

export const DEFAULT_LANGUAGE: Language = "pl"
export const FALLBACK_LANGUAGE: Language = "en"

/** The languages offered in the selector (spec 1): Polish and Ukrainian. */
export const SELECTABLE_LANGUAGES = ["pl", "ua"] as const satisfies readonly Language[]

/** Selector labels, the same in every interface language (spec 1). */
export const LANGUAGE_LABELS: Record<Language, string> = {
  pl: "(PL) Polski",
  ua: "(UA) Українська",
  en: "(EN) English"
}

/** Product code → i18next / BCP-47 code (core's intlLocale: 'ua' → 'uk'). */
export function toI18nLanguage(language: Language): I18nLanguage {
  return intlLocale(language) as I18nLanguage
}

/**
 * i18next / BCP-47 (or a browser's navigator.language such as 'uk-UA') → product code;
 * anything unknown gives null.
 */
export function fromI18nLanguage(code: string | null | undefined): Language | null {
  const base = (code ?? "").toLowerCase().split(/[-_]/)[0]
  if (base === "pl") return "pl"
  if (base === "uk" || base === "ua") return "ua"
  if (base === "en") return "en"
  return null
}

/** Whether a value is one of the product's language codes (core's rule, also the server's). */
export { isLanguageCode as isLanguage } from "@pociecha/core"

/** The code shown on the mobile language button: 'PL', 'UA'. */
export function languageButtonLabel(language: Language): string {
  return language.toUpperCase()
}
