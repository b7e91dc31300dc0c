import i18next, { type BackendModule, type Resource, type ResourceLanguage } from "i18next"
import { initReactI18next } from "react-i18next"
import { languageCookie, validationMessages, type Language } from "@pociecha/core"
import pl from "./locales/pl.json"
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, fromI18nLanguage, isLanguage, toI18nLanguage } from "./language"

export * from "./language"

type JsonModule = { readonly default: ResourceLanguage[string] }

const withValidationTexts = (bundle: ResourceLanguage[string]) =>
  typeof bundle === "string" ? bundle : { ...bundle, ...validationMessages }

/**
 * Builds i18next resources from the `common` files and the module files, where
 * `features/<name>/locales/<lang>.json` (or `shared/<name>/locales/…` for a shared component)
 * becomes namespace `<name>` of `<lang>` (`ua` → 'uk').
 * Polish `common` also gets the validation texts of core's table, their one source.
 */
export function buildResources(
  common: Readonly<Partial<Record<Language, ResourceLanguage[string]>>>,
  featureFiles: Readonly<Record<string, JsonModule>>
): Resource {
  const resources: Resource = {}
  for (const language of Object.keys(common) as Language[]) {
    const bundle = common[language]
    if (bundle !== undefined) resources[toI18nLanguage(language)] = { common: language === "pl" ? withValidationTexts(bundle) : bundle }
  }
  for (const [path, module] of Object.entries(featureFiles)) {
    const match = /(?:^|\/)([A-Za-z]\w*)\/locales\/([^/]+)\.json$/.exec(path)
    const feature = match?.[1]
    const language = match?.[2]
    // This folder's own files are `common`, not a namespace of their own.
    if (feature === undefined || feature === "i18n" || !isLanguage(language)) continue
    const bundle = (resources[toI18nLanguage(language)] ??= {})
    bundle[feature] = module.default
  }
  return resources
}

// Namespaces are discovered from the files: common, plus one per feature or shared module with a
// locales folder (this folder's own files are `common`).
// Polish, the default, ships with the app for `common` and the shared modules (the shell shows
// them on every page). A feature's Polish texts arrive with the feature: the first component that
// asks for its namespace suspends until they are in (see featureTexts). Ukrainian and English are
// fetched whole when first needed (one chunk per language, see vite.config.ts), so a Polish
// visitor downloads only Polish, and only what the pages visited show.
const polishSharedFiles = import.meta.glob<JsonModule>("../*/locales/pl.json", { eager: true })
const featureFiles = import.meta.glob<JsonModule>("../../features/*/locales/*.json")
const otherFeatureFiles = {
  ...import.meta.glob<JsonModule>(["../*/locales/ua.json", "../*/locales/en.json"]),
  ...Object.fromEntries(Object.entries(featureFiles).filter(([path]) => !path.endsWith("/pl.json")))
}
const otherCommonFiles: Record<Exclude<Language, "pl">, () => Promise<JsonModule>> = {
  ua: () => import("./locales/ua.json"),
  en: () => import("./locales/en.json")
}

/** The resources that ship with the app (Polish `common` and shared modules). */
export const resources = buildResources({ pl }, polishSharedFiles)

/** The namespaces every page may show: 'common' and one per shared module with locale files. */
const shellNamespaces = [...new Set(Object.values(resources).flatMap((bundle) => Object.keys(bundle)))]

/**
 * Loads a feature's texts in a language when i18next first needs them (react-i18next asks when a
 * component uses the namespace). A namespace with no file (e.g. a shared one in a language not
 * fetched yet) reads as empty: its keys fall back to English and to `common`.
 */
/** The loader of a feature's texts in a language, if the feature has them. */
const featureFile = (namespace: string, language: Language) => featureFiles[`../../features/${namespace}/locales/${language}.json`]

const featureTexts: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (code, namespace, callback) => {
    const language = fromI18nLanguage(code)
    const load = language === null ? undefined : featureFile(namespace, language)
    if (load === undefined) return callback(null, {})
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false)
    )
  }
}

/**
 * Fetches a feature's Polish texts before its page first renders (the page a visit opens) and
 * adds them to i18next (initI18n first): the render would otherwise suspend on them, one more round
 * trip after the page's code. Rejects as the fetch does.
 */
export async function preloadFeatureTexts(namespace: string): Promise<void> {
  const load = featureFile(namespace, DEFAULT_LANGUAGE)
  if (load === undefined) return
  const texts = (await load()).default
  const code = toI18nLanguage(DEFAULT_LANGUAGE)
  if (!i18n.hasResourceBundle(code, namespace)) i18n.addResourceBundle(code, namespace, texts)
}

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

/**
 * Follows the language on `<html lang>` so screen readers and hyphenation use it, and in the
 * language cookie, so the server sends the next page with that `<html lang>` already.
 */
function reflectOnDocument(code: string): void {
  if (typeof document === "undefined") return
  document.documentElement.lang = code
  const language = fromI18nLanguage(code)
  if (language !== null) document.cookie = languageCookie(language)
}

/**
 * Starts i18next synchronously in Polish, with every Polish bundle in memory. Another `language`
 * is fetched and switched to right after; to show it from the first paint, await
 * applyLanguage(language) before rendering (main.tsx does).
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE): typeof i18n {
  if (i18n.isInitialized) return i18n
  void i18n.use(initReactI18next).use(featureTexts).init({
    resources,
    // The bundled resources are only part of the texts: the rest comes through featureTexts.
    partialBundledLanguages: true,
    lng: toI18nLanguage(DEFAULT_LANGUAGE),
    // Polish is complete (locales.test.ts holds every language to Polish's keys), so a Polish page
    // fetches no English texts to fall back on; Ukrainian keeps English as its safety net.
    fallbackLng: { [toI18nLanguage(DEFAULT_LANGUAGE)]: [], default: [toI18nLanguage(FALLBACK_LANGUAGE)] },
    supportedLngs: ["pl", "uk", "en"],
    ns: shellNamespaces,
    defaultNS: "common",
    fallbackNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // A component whose feature texts are not in yet suspends (the routes' loading screen shows)
    // rather than flashing translation keys.
    react: { useSuspense: true },
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
