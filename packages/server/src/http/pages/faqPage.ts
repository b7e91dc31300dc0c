import { faqKeys, faqPageTexts, faqPath, type FaqItem, type FaqPage, type JsonLd, type Language } from "@pociecha/core"
import { breadcrumbListJsonLd } from "./jsonLd"
import { withPageHead } from "./pageHead"
import { escapeHtml, servedReadScript, withServed } from "./servedRead"
import { servedTranslator } from "./servedTexts"

export interface FaqPageOptions {
  /** The reader's language: the page's texts and answers are in it (else Polish, said so by the app). */
  readonly language: Language
  /** The language version the URL names, for the canonical. */
  readonly version: Language
  readonly publicUrl: string
}

/** The answers as schema.org's FAQPage: each question with its accepted answer (HTML, as Google takes it). */
const faqPageJsonLd = (entries: ReadonlyArray<FaqItem>): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: entries.map((entry) => ({
    "@type": "Question",
    name: entry.title,
    acceptedAnswer: { "@type": "Answer", text: entry.body_html }
  }))
})

const block = (item: FaqItem | null, modifier: string) =>
  item === null ? "" : `<section class="faq-block faq-block--${modifier}"><h2>${escapeHtml(item.title)}</h2><div class="rich-text">${item.body_html}</div></section>`

/**
 * A FAQ section's page as the server sends it (public-side 2.13): its banner, changes and every
 * question with its answer under the answer's anchor, in the HTML itself, with the title,
 * description and canonical of its head, the FAQPage and BreadcrumbList JSON-LD, and the read
 * the app takes into its cache (core's key of the unsearched page). Answers are stored HTML,
 * sanitised with the rich-text allow-list when written.
 */
export function faqPageHtml(indexHtml: string, page: FaqPage, options: FaqPageOptions): string {
  const text = faqPageTexts[options.language][page.section]
  const t = servedTranslator(options.language)
  const url = `${options.publicUrl}${faqPath(page.section)}`
  const head = withPageHead(indexHtml, {
    title: `${text.title} | Pociecha`,
    description: text.description,
    canonicalUrl: url,
    version: options.version,
    jsonLd: [
      faqPageJsonLd(page.entries),
      breadcrumbListJsonLd([{ name: t("MAIN_SITE"), url: `${options.publicUrl}/` }, { name: text.title, url }])
    ]
  })
  const answers = page.entries.map((entry) =>
    `<section class="faq-entry" id="${escapeHtml(entry.slug)}"><h2>${escapeHtml(entry.title)}</h2><div class="rich-text">${entry.body_html}</div></section>`)
  const view = `<main class="container faq-page" data-served-view><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.description)}</p>` +
    block(page.banner, "banner") + block(page.changes, "changes") + answers.join("") + `</main>`
  return withServed(head, view + servedReadScript(faqKeys.page(page.section, options.language, ""), page))
}
