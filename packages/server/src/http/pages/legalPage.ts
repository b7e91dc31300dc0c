import { legalDocumentQueryKey, legalPaths, type Language, type LegalDocument } from "@pociecha/core"
import { richTextExcerpt } from "../../richText/richTextExcerpt"
import { withPageHead } from "./pageHead"
import { servedBreadcrumbs } from "./servedBreadcrumbs"
import { escapeHtml, servedReadScript, withServed } from "./servedRead"
import { servedTranslator } from "./servedTexts"

/** Where a legal page is served: the portal's address, the interface language, the version its URL names. */
export interface LegalPageOptions {
  readonly publicUrl: string
  readonly language: Language
  readonly version: Language
}

/**
 * A legal page (/regulamin, /polityka-prywatnosci, /owu, /polityka-cookies) as the server sends
 * it: its breadcrumbs (MAIN_SITE → the text's title) and the whole text in the page's HTML — a
 * crawler, or a phone still loading the app's scripts, reads it at once — with its title, a
 * description (the text's first paragraph), its canonical URL and BreadcrumbList, and the read
 * the app then takes into its cache (under core's key) instead of asking for it again. The body
 * is the stored HTML, sanitised with the rich-text allow-list when it was written.
 */
export function legalPageHtml(indexHtml: string, document: LegalDocument, options: LegalPageOptions): string {
  const pageUrl = `${options.publicUrl}${legalPaths[document.kind]}`
  const trail = servedBreadcrumbs([{ label: document.title }], servedTranslator(options.language), { publicUrl: options.publicUrl, pageUrl })
  const view = `<main class="container legal-page" data-served-view>${trail.html}<article class="legal card">` +
    `<h1 class="legal__title">${escapeHtml(document.title)}</h1>` +
    `<p class="legal__version">${escapeHtml(`Wersja ${document.version} z dnia ${document.published_on}`)}</p>` +
    `<div class="legal__body">${document.body_html}</div></article></main>`
  const read = servedReadScript(legalDocumentQueryKey(document.kind), document)
  const page = withPageHead(indexHtml, {
    title: `${document.title} | Pociecha`,
    description: richTextExcerpt(document.body_html) ?? document.title,
    canonicalUrl: pageUrl,
    version: options.version,
    jsonLd: [trail.jsonLd]
  })
  return withServed(page, view + read)
}
