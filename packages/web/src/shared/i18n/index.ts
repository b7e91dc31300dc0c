import i18next, { type Resource, type ResourceLanguage } from "i18next"
import { initReactI18next } from "react-i18next"
import type { Language } from "@pociecha/core"
import en from "./locales/en.json"
import pl from "./locales/pl.json"
import ua from "./locales/ua.json"
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, fromI18nLanguage, isLanguage, toI18nLanguage } from "./language"

export * from "./language"

type JsonModule = { readonly default: ResourceLanguage[string] }

/**
 * Builds i18next resources from the shared `common` files and the feature files, where
 * `features/<name>/locales/<lang>.json` becomes namespace `<name>` of `<lang>` (`ua` → 'uk').
 */
export function buildResources(
  common: Readonly<Record<Language, ResourceLanguage[string]>>,
  featureFiles: Readonly<Record<string, JsonModule>>
): Resource {
  const resources: Resource = {}
  for (const language of Object.keys(common) as Language[]) {
    resources[toI18nLanguage(language)] = { common: common[language] }
  }
  for (const [path, module] of Object.entries(featureFiles)) {
    const match = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path)
    const feature = match?.[1]
    const language = match?.[2]
    if (feature === undefined || !isLanguage(language)) continue
    const bundle = (resources[toI18nLanguage(language)] ??= {})
    bundle[feature] = module.default
  }
  return resources
}

const featureFiles = import.meta.glob<JsonModule>("../../features/*/locales/*.json", { eager: true })

export const resources = buildResources({ pl, ua, en }, featureFiles)

/** Every namespace found: 'common' and one per feature with locale files. */
export const namespaces = [...new Set(Object.values(resources).flatMap((bundle) => Object.keys(bundle)))]

/** The app's i18next instance; react-i18next reads it through its provider-less binding. */
export const i18n = i18next.createInstance()

/** Follows the language on `<html lang>` so screen readers and hyphenation use it. */
function reflectOnDocument(code: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = code
}

/** Starts i18next synchronously with every bundle in memory, so the first paint is translated. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): typeof i18n {
  if (i18n.isInitialized) return i18n
  void i18n.use(initReactI18next).init({
    resources,
    lng: toI18nLanguage(language),
    fallbackLng: toI18nLanguage(FALLBACK_LANGUAGE),
    supportedLngs: ["pl", "uk", "en"],
    ns: namespaces,
    defaultNS: "common",
    fallbackNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false }
  })
  i18n.on("languageChanged", reflectOnDocument)
  reflectOnDocument(i18n.language)
  return i18n
}

/** The product code of the language i18next shows now. */
export function currentLanguage(): Language {
  return fromI18nLanguage(i18n.language) ?? DEFAULT_LANGUAGE
}

/** Switches the interface language (no-op when it is already shown). */
export async function applyLanguage(language: Language): Promise<void> {
  if (currentLanguage() === language && i18n.language === toI18nLanguage(language)) return
  await i18n.changeLanguage(toI18nLanguage(language))
}
