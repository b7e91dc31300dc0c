import { hreflangLinks } from "./hreflang"
import { urlInLanguage, type JsonLd, type Language } from "@pociecha/core"
import { jsonLdScript } from "./jsonLd"
import { escapeHtml } from "./servedRead"

/** What a served page tells search engines and link previews about itself, in its `<head>`. */
export interface PageHead {
  /** The whole title, the site's name included. */
  readonly title: string
  readonly description: string
  /** The page's absolute URL without a language: where every copy of its Polish version points. */
  readonly canonicalUrl: string
  /** The language version the request's URL names (`?lang=`; Polish when none): each version is its own canonical. */
  readonly version: Language
  readonly jsonLd: ReadonlyArray<JsonLd>
  /** Further tags (the page's inline styles). */
  readonly extra?: ReadonlyArray<string>
}

/**
 * index.html with the page's own head: its title and description (also as Open Graph tags, for
 * links shared; crawlers of links run no script), its canonical URL and language alternates, and
 * its schema.org data. All in the HTML the server sends, not only after the app runs.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const title = escapeHtml(head.title)
  const description = escapeHtml(head.description)
  const canonical = escapeHtml(urlInLanguage(head.canonicalUrl, head.version))
  const tags = [
    `<meta property="og:url" content="${canonical}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    ...hreflangLinks(head.canonicalUrl),
    ...head.jsonLd.map(jsonLdScript),
    ...(head.extra ?? [])
  ]
  // Replaced by functions: a replacement string would read "$&" in a facility's name as a pattern.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`)
    .replace(/<meta property="og:title"[^>]*>/, () => `<meta property="og:title" content="${title}" />`)
    .replace(/<meta property="og:description"[^>]*>/, () => `<meta property="og:description" content="${description}" />`)
    .replace("</head>", () => `  ${tags.join("\n    ")}\n  </head>`)
}
