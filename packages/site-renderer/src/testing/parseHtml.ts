import { Window } from "happy-dom"

/** A rendered page as a document to query, the way a browser would read it (no script runs). */
export function parseHtml(html: string): Document {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true } })
  return new window.DOMParser().parseFromString(html, "text/html") as unknown as Document
}
