import { legalDocumentQueryKey, type LegalDocument } from "@pociecha/core"
import { escapeHtml, servedReadScript, withServed } from "./servedRead"

/**
 * A legal page (/regulamin, /polityka-prywatnosci, /owu, /polityka-cookies) as the server sends
 * it: the whole text in the page's HTML — a crawler, or a phone still loading the app's scripts,
 * reads it at once — with its title and canonical URL, and the read the app then takes into its
 * cache (under core's key) instead of asking for it again. The body is the stored HTML, sanitised
 * with the rich-text allow-list when it was written.
 */
export function legalPageHtml(indexHtml: string, document: LegalDocument, canonicalUrl: string): string {
  const view = `<main class="container legal-page" data-served-view><article class="legal card">` +
    `<h1 class="legal__title">${escapeHtml(document.title)}</h1>` +
    `<p class="legal__version">${escapeHtml(`Wersja ${document.version} z dnia ${document.published_on}`)}</p>` +
    `<div class="legal__body">${document.body_html}</div></article></main>`
  const read = servedReadScript(legalDocumentQueryKey(document.kind), document)
  const head = `<title>${escapeHtml(`${document.title} | Pociecha`)}</title>` +
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`
  // Replaced by functions: a replacement string would read "$&" in a title as a pattern.
  const page = indexHtml.replace(/<title>[^<]*<\/title>/, () => head)
  return withServed(page, view + read)
}
