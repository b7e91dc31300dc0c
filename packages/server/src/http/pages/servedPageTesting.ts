import { SERVED_VIEW_MARK } from "./servedRead"

/** For the served pages' tests: the build's index.html as far as the served pages touch it. */
export const indexHtml = `<html lang="pl"><head><title>Pociecha</title><meta name="description" content="Mapa" />` +
  `<meta property="og:title" content="Pociecha" /><meta property="og:description" content="Mapa" /></head>` +
  `<body><div id="root">${SERVED_VIEW_MARK}</div></body></html>`

/** The data of each JSON-LD element of `html`, parsed as a crawler parses it. */
export const jsonLdOf = (html: string): ReadonlyArray<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json ?? "") as Record<string, unknown>)
