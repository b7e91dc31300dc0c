import sanitizeHtml from "sanitize-html"

/** Characters of the excerpt a large tile shows (2.4). */
export const EXCERPT_LENGTH = 220

const PARAGRAPHS = /<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/gi

/** A paragraph's inner HTML as plain text: sanitize-html with no tags escapes only &, < and >, undone here. */
const plainText = (inner: string) =>
  sanitizeHtml(inner.replace(/<br\s*\/?>/gi, " "), { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()

/**
 * The plain text of a description's first paragraph with text, shortened to
 * {@link EXCERPT_LENGTH} characters: what a large tile shows (2.4); null when no paragraph has
 * text. Expects HTML the rich-text sanitiser wrote (a paragraph never holds another).
 */
export function richTextExcerpt(html: string): string | null {
  for (const [, inner] of html.matchAll(PARAGRAPHS)) {
    const text = plainText(inner ?? "")
    if (text !== "") return Array.from(text).slice(0, EXCERPT_LENGTH).join("")
  }
  return null
}
