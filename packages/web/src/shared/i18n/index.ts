import i18next, { type Resource, type ResourceLanguage } from "i18next"
import { initReactI18next } from "react-i18next"
import type { Language } from "@pociecha/core"
import pl from "./locales/pl.json"
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, fromI18nLanguage, isLanguage, toI18nLanguage } from "./language"

export * from "./language"

type JsonModule = { readonly default: ResourceLanguage[string] }

/**
 * Builds i18next resources from the shared `common` files and the feature files, where
 * `features/<name>/locales/<lang>.json` becomes namespace `<name>` of `<lang>` (`ua` → 'uk').
 */
export function buildResources(
  common: Readonly<Partial<Record<Language, ResourceLanguage[string]>>>,
  featureFiles: Readonly<Record<string, JsonModule>>
): Resource {
  const resources: Resource = {}
  for (const language of Object.keys(common) as Language[]) {
    const bundle = common[language]
    if (bundle !== undefined) resources[toI18nLanguage(language)] = { common: bundle }
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

// Namespaces are discovered from the files: common, plus one per feature with a locales folder.
// Polish, the default, ships with the app; Ukrainian and English are fetched when first needed
// (one chunk per language, see vite.config.ts), so a Polish visitor downloads only Polish.
const polishFeatureFiles = import.meta.glob<JsonModule>("../../features/*/locales/pl.json", { eager: true })
const otherFeatureFiles = import.meta.glob<JsonModule>(["../../features/*/locales/ua.json", "../../features/*/locales/en.json"])
const otherCommonFiles: Record<Exclude<Language, "pl">, () => Promise<JsonModule>> = {
  ua: () => import("./locales/ua.json"),
  en: () => import("./locales/en.json")
}

/** The resources that ship with the app (Polish). */
export const resources = buildResources({ pl }, polishFeatureFiles)

/** Every namespace: 'common' and one per feature with locale files. */
export const namespaces = [...new Set(Object.values(resources).flatMap((bundle) => Object.keys(bundle)))]

/** The app's i18next instance; react-i18next reads it through its provider-less binding. */
export const i18n = i18next.createInstance()

const loaded = new Map<Language, Promise<void>>([["pl", Promise.resolve()]])

/** Fetches a language's texts once and adds them to i18next. */
export function loadLanguage(language: Language): Promise<void> {
  let loading = loaded.get(language)
  if (loading === undefined) {
    const other = language as Exclude<Language, "pl">
    loading = Promise.all([
      otherCommonFiles[other](),
      ...Object.entries(otherFeatureFiles)
        .filter(([path]) => path.endsWith(`/${language}.json`))
        .map(async ([path, load]) => [path, await load()] as const)
    ]).then(([common, ...features]) => {
      const bundles = buildResources({ [language]: common.default }, Object.fromEntries(features))
      for (const [code, bundle] of Object.entries(bundles)) {
        for (const [namespace, texts] of Object.entries(bundle)) i18n.addResourceBundle(code, namespace, texts, true, true)
      }
    })
    loading.catch(() => loaded.delete(language))
    loaded.set(language, loading)
  }
  return loading
}

/** Follows the language on `<html lang>` so screen readers and hyphenation use it. */
function reflectOnDocument(code: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = code
}

/**
 * Starts i18next synchronously in Polish, with every Polish bundle in memory. Another `language`
 * is fetched and switched to right after; to show it from the first paint, await
 * applyLanguage(language) before rendering (main.tsx does).
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE): typeof i18n {
  if (i18n.isInitialized) return i18n
  void i18n.use(initReactI18next).init({
    resources,
    lng: toI18nLanguage(DEFAULT_LANGUAGE),
    fallbackLng: toI18nLanguage(FALLBACK_LANGUAGE),
    supportedLngs: ["pl", "uk", "en"],
    ns: namespaces,
    defaultNS: "common",
    fallbackNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
    showSupportNotice: false
  })
  i18n.on("languageChanged", reflectOnDocument)
  reflectOnDocument(i18n.language)
  if (language !== DEFAULT_LANGUAGE) void applyLanguage(language)
  return i18n
}

/** The product code of the language i18next shows now. */
export function currentLanguage(): Language {
  return fromI18nLanguage(i18n.language) ?? DEFAULT_LANGUAGE
}

/** Switches the interface language, fetching its texts first if needed. */
export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language)
  if (i18n.language !== toI18nLanguage(language)) await i18n.changeLanguage(toI18nLanguage(language))
}
