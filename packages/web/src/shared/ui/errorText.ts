/** Error types that, on a facility subdomain, mean the facility's website is gone (spec 2.14). */
const GONE_WEBSITE_TYPES: ReadonlySet<string> = new Set(["error/facility-not-found", "error/web-page-not-found"])

export interface ErrorTextInput {
  readonly status: number
  /** `data.error.type` of the failure, if any. */
  readonly errorType?: string | null | undefined
  /** The server's message for codes other than 404. */
  readonly message?: string | null | undefined
  readonly onSubdomain: boolean
}

/**
 * The subtitle of an error page (spec 2.14), as `{ key }` to translate or `{ text }` to show:
 * a 404 on a facility subdomain whose type says the facility or its website is gone →
 * WEBPAGE_DOMAIN_NOT_EXIST; another 404 → ERROR_PAGE_NOT_FOUND; other codes → the server's
 * message, or the HTTP-level message of the code when there is none.
 */
export function errorPageSubtitle({ status, errorType, message, onSubdomain }: ErrorTextInput): { readonly key: string } | { readonly text: string } {
  if (status === 404) {
    return onSubdomain && errorType && GONE_WEBSITE_TYPES.has(errorType) ? { key: "WEBPAGE_DOMAIN_NOT_EXIST" } : { key: "ERROR_PAGE_NOT_FOUND" }
  }
  if (message) return { text: message }
  return { key: [400, 401, 403, 409, 429].includes(status) ? `HTTP_ERROR_${status}` : "HTTP_ERROR_500" }
}
