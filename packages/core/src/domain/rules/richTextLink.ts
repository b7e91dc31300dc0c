/** Schemes a rich-text link may use (management 5); anything else is rendered as an empty href. */
export const richTextLinkSchemes = ["http", "https", "ftp", "ftps", "mailto", "tel", "callto", "sms", "cid", "xmpp"] as const

/** A link's rel by default (management 3 "Rich-text link"); the nofollow toggle takes `nofollow` out or puts it back. */
export const DEFAULT_LINK_REL = "noopener noreferrer nofollow"

const SCHEME = /^([a-z][a-z0-9+.-]*):/

/**
 * Whether a rich-text link's href is allowed (management 5): one of {@link richTextLinkSchemes},
 * or relative or scheme-less (`/cennik`, `#plan`, `//example.pl`). Browsers ignore tabs, line
 * breaks and leading control characters inside a scheme (`java\tscript:`), so those are taken
 * out before the scheme is read.
 */
export function isAllowedLinkHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what browsers skip
  const compact = href.replace(/[\u0000-\u0020\u007F]/g, "").toLowerCase()
  const scheme = SCHEME.exec(compact)?.[1]
  return scheme === undefined || (richTextLinkSchemes as ReadonlyArray<string>).includes(scheme)
}

/** The rel of a link with the nofollow toggle on or off; noopener and noreferrer stay either way. */
export function linkRel(nofollow: boolean): string {
  return nofollow ? DEFAULT_LINK_REL : "noopener noreferrer"
}
