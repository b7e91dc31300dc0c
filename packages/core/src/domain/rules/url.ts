import { toText } from "./toText"
import type { ValidationKey } from "./validationMessages"

type UrlConstructor = new (input: string) => { readonly protocol: string; readonly href: string }

/** The WHATWG URL class present in browsers and Node (core's lib setting does not declare it). */
const UrlClass = (globalThis as unknown as { URL?: UrlConstructor }).URL

function parseUrl(text: string): { readonly protocol: string; readonly href: string } | null {
  if (UrlClass === undefined) return null
  try {
    return new UrlClass(text)
  } catch {
    return null
  }
}

/**
 * The link to use for a user-entered URL: the value itself when it parses as an http(s) URL,
 * otherwise the value with 'https://' prefixed when that parses; `null` when neither does.
 * Two tightenings of the bare spec rule: a value that parses only with another scheme (e.g.
 * `javascript:…`) is used with the https prefix, so a stored link can never run script; and a
 * value already holding `://` is never prefixed, since `https://` + `http://x y` would parse.
 */
export function normalizeUrl(value: unknown): string | null {
  const text = toText(value).trim()
  if (text === "") return null
  const asGiven = parseUrl(text)
  if (asGiven !== null && (asGiven.protocol === "http:" || asGiven.protocol === "https:")) return text
  if (text.includes("://")) return null
  return parseUrl(`https://${text}`) === null ? null : `https://${text}`
}

/** Whether a URL is accepted (management 5): it parses as given or after prefixing 'https://'. */
export function isValidUrl(value: unknown): boolean {
  return normalizeUrl(value) !== null
}

/** URL_INVALID for a non-empty value that is not a valid URL; empty passes. */
export function validateUrl(value: unknown): ValidationKey | null {
  return toText(value).trim() === "" || isValidUrl(value) ? null : "URL_INVALID"
}
