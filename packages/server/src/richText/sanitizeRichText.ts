import { isAllowedLinkHref, linkRel, richTextLinkSchemes } from "@pociecha/core"
import sanitizeHtml from "sanitize-html"

/** Where a rich-text image may come from: our stored files, or a web address. */
const isAllowedImageSrc = (src: string) => /^\/files\/[\w./-]+$/.test(src) || /^https?:\/\//i.test(src.trim())

/**
 * The allow-list of rich text (DESIGN 3: headings, paragraphs, lists, images, links): what the
 * Lexical editor writes, and nothing that can run. Everything else — scripts, styles, event
 * handlers, frames, forms, SVG — is dropped with its content where it could carry code.
 */
// sanitize-html reads allowedEmptyAttributes (so `alt=""` and a refused `href=""` survive), but its
// published types do not list it yet.
const options: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: ["h2", "h3", "p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "blockquote", "a", "img", "span"],
  allowedAttributes: { a: ["href", "rel", "target"], img: ["src", "alt", "width", "height"] },
  // Schemes are decided by the transforms below (a refused href becomes empty, as the spec says),
  // so sanitize-html's own check only has to let the allowed ones through.
  allowedSchemes: [...richTextLinkSchemes],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: true,
  allowedEmptyAttributes: ["alt", "href"],
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "iframe", "object", "embed", "svg", "math", "template"],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? ""
      const nofollow = (attribs.rel ?? "nofollow").split(/\s+/).includes("nofollow")
      return {
        tagName,
        attribs: { href: isAllowedLinkHref(href) ? href : "", rel: linkRel(nofollow), target: "_blank" }
      }
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.src !== undefined && isAllowedImageSrc(attribs.src) ? { src: attribs.src } : {}),
        alt: attribs.alt ?? "",
        ...(attribs.width !== undefined && /^\d{1,4}$/.test(attribs.width) ? { width: attribs.width } : {}),
        ...(attribs.height !== undefined && /^\d{1,4}$/.test(attribs.height) ? { height: attribs.height } : {})
      }
    }),
    // Lexical's bold and italic arrive as <b>/<i> or spans; they are kept as their plain meaning.
    b: "strong",
    i: "em"
  },
  // An image with nowhere to load from is noise.
  exclusiveFilter: (frame) => frame.tag === "img" && frame.attribs.src === undefined
}

/**
 * The rich text a facility writes (description, news), safe to store and to show as HTML: only
 * the allow-listed tags and attributes survive, a link with a scheme outside management §5 keeps
 * an empty href, every link opens in a new tab with noopener and noreferrer (and nofollow unless
 * it was turned off), images load only from our files or the web.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim()
}
