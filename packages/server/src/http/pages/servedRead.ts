import { scriptJson } from "@pociecha/core"

/** Where index.html takes what the server adds to a page: inside #root, which the app's first render empties. */
export const SERVED_VIEW_MARK = "<!--served-view-->"

/** Text in HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/**
 * A read sent with the page: the API's JSON of it (`encoded`, as its endpoint answers) under the
 * app's query key, which the app puts in its cache (web shared/servedReads.ts) instead of asking
 * the API for it again. A `<script type="application/json">` is data, never run (CSP allows it).
 */
export const servedReadScript = (queryKey: ReadonlyArray<unknown>, encoded: unknown): string =>
  `<script type="application/json" data-served-read="${escapeHtml(JSON.stringify(queryKey))}">${scriptJson(encoded)}</script>`

/** The page with `html` at the served-view mark; a function, so "$&" in a name is no pattern. */
export const withServed = (page: string, html: string): string => page.replace(SERVED_VIEW_MARK, () => html)
