import { Facility, facilityProfilePath, facilityQueryKey, formatAddress } from "@pociecha/core"
import { Schema } from "effect"
import { escapeHtml, servedReadScript, withServed } from "./servedRead"

const encodeFacility = Schema.encodeUnknownSync(Facility)

/**
 * The first view of a facility profile, as the server sends it (index.html is the same for every
 * route): on a phone the app's scripts take seconds to arrive and run, and until they do a visitor
 * (or a crawler) would see only the navbar's strip. So the page already holds
 * - the facility's name and address in the header the app renders, in its classes with the page's
 *   styles, so the app's first render replaces it with the same header at the same size;
 * - its title, for tabs and search engines, and its Open Graph title, description (the address)
 *   and canonical URL for links shared (crawlers of links run no script);
 * - the profile read itself (the API's JSON of GET /api/facility/list/:id, under core's query key),
 *   which the app puts in its cache (shared/servedReads.ts) instead of asking for it again.
 * Text is the facility's own (names and addresses are not translated), so the view suits every
 * language the app may then switch to.
 */
export function profilePageHtml(indexHtml: string, facility: Facility, ref: string, pageStyles: string, publicUrl: string): string {
  const address = formatAddress(facility) + (facility.district ? ` · ${facility.district}` : "")
  const view = `<main class="facility-page" data-served-view><div class="container"><header class="facility-header card">` +
    `<div class="facility-header__avatar" aria-hidden="true"></div><div class="facility-header__main">` +
    `<h1 class="facility-header__name">${escapeHtml(facility.name)}</h1>` +
    `<p class="facility-header__address"><span>${escapeHtml(address)}</span></p></div></header></div></main>`
  const read = servedReadScript(facilityQueryKey(ref), encodeFacility(facility))
  const title = escapeHtml(`${facility.name}, ${facility.city} | Pociecha`)
  const og = (property: string, content: string) => `<meta property="og:${property}" content="${content}" />`
  const url = og("url", escapeHtml(`${publicUrl}${facilityProfilePath(facility)}`))
  const styles = pageStyles === "" ? "" : `  <style>${pageStyles}</style>\n  `
  // Replaced by functions: a replacement string would read "$&" in a facility's name as a pattern.
  const page = indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta property="og:title"[^>]*>/, () => og("title", title))
    .replace(/<meta property="og:description"[^>]*>/, () => og("description", escapeHtml(address)))
    .replace("</head>", () => `  ${url}\n  ${styles}</head>`)
  return withServed(page, view + read)
}
