/** A return path longer than this is not kept (it travels in a cookie and in URLs). */
export const MAX_RETURN_PATH_LENGTH = 1000

/**
 * A `?next=` value made safe to send the browser back to after signing in (spec 4.8): only a
 * path on this site — '/…', never '//…' nor '/\…', which browsers read as another host — without
 * control characters, and not absurdly long. Anything else gives null.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (next === null || next === undefined || next.length > MAX_RETURN_PATH_LENGTH) return null
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null
  if ([...next].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return null
  return next
}
