import {
  appRoutes,
  Facility,
  facilityJsonLd,
  facilityProfilePath,
  facilityQueryKey,
  fillPattern,
  formatAddress,
  formatScore,
  hasScore,
  hoursText,
  type Language
} from "@pociecha/core"
import { Schema } from "effect"
import { withPageHead } from "./pageHead"
import { servedBreadcrumbs } from "./servedBreadcrumbs"
import { escapeHtml, servedReadScript, withServed } from "./servedRead"
import { servedTranslator } from "./servedTexts"

const encodeFacility = Schema.encodeUnknownSync(Facility)

/** What the profile's page is made of. */
export interface ProfilePage {
  readonly facility: Facility
  /** The ref the app reads the profile by (its query key): the slug, else the id. */
  readonly ref: string
  /** Whether the facility is a kindergarten (schema.org Preschool) rather than a nursery or club. */
  readonly preschool: boolean
  /** The language of the request (its URL's `?lang=`, else its cookie), the app's first render's too. */
  readonly language: Language
  /** The language version the URL names (`?lang=`), which is its own canonical; Polish when none. */
  readonly version: Language
  /** The profile page's own stylesheets (its chunk's), inline. */
  readonly pageStyles: string
  readonly publicUrl: string
}

type Translate = ReturnType<typeof servedTranslator>

/** A titled section, in the markup of the app's Section. */
const section = (id: string, title: string, body: string) =>
  `<section class="facility-section card" id="${id}" aria-labelledby="${id}-title"><div class="facility-section__head">` +
  `<h2 class="facility-section__title" id="${id}-title">${escapeHtml(title)}</h2></div>${body}</section>`

/** The owner's description: HTML sanitised by the allow-list when it was saved, shown as it is. */
const descriptionSection = (facility: Facility, t: Translate) =>
  facility.description.trim() === "" ? "" : section("description", t("ABOUT", { name: facility.name }), `<div class="facility-description">${facility.description}</div>`)

/** The total score of its accepted opinions, when it has one (the app shows no "0.0 / 5"). */
const ratingSection = (facility: Facility, t: Translate) =>
  !hasScore(facility.score_total) ? "" : section("opinions", t("OPINIONS_AND_RATING"),
    `<div class="facility-scores"><div class="facility-scores__total"><span class="facility-scores__value">${formatScore(facility.score_total)}</span>` +
    `<span class="facility-scores__of">/ 5</span></div></div>`)

/** Opening hours as the app's HoursSection lists them (core's hoursText). */
const hoursSection = (facility: Facility, t: Translate) =>
  section("hours", t("HOURS_AND_TUITION"), `<dl class="facility-hours">${hoursText(facility).map((line) =>
    `<div class="facility-hours__line"><dt>${escapeHtml(t(line.dayKey))}</dt>` +
    (line.state === "open"
      ? `<dd>${escapeHtml(t("FROM_TO", { from: line.from ?? "", to: line.to ?? "" }))}</dd>`
      : `<dd class="facility-muted">${escapeHtml(t(line.state === "closed" ? "CLOSED" : "MISSING"))}</dd>`) + `</div>`
  ).join("")}</dl>`)

/**
 * The first view of a facility profile, as the server sends it (index.html is the same for every
 * route): on a phone the app's scripts take seconds to arrive and run, and a crawler may run none,
 * so the page already holds
 * - the profile's content in the app's markup and classes, with the page's styles: the trail, the
 *   header with name and address, the description, the score of its accepted opinions and the
 *   opening hours, with the app's headings in the request's language (servedTexts.ts), so the
 *   app's first render replaces it with the same at the same place;
 * - its title, description (the address), canonical URL, language alternates and schema.org data
 *   (the facility and its trail) in the head (pageHead.ts);
 * - the profile read itself (the API's JSON of GET /api/facility/list/:id, under core's query key),
 *   which the app puts in its cache (shared/servedReads.ts) instead of asking for it again.
 */
export function profilePageHtml(indexHtml: string, page: ProfilePage): string {
  const { facility } = page
  const t = servedTranslator(page.language)
  const url = `${page.publicUrl}${facilityProfilePath(facility)}`
  const address = formatAddress(facility)
  const trail = servedBreadcrumbs(
    [{ label: facility.city, path: `${fillPattern(appRoutes.map)}?${new URLSearchParams({ city: facility.city_slug }).toString()}` }, { label: facility.name }],
    t,
    { publicUrl: page.publicUrl, pageUrl: url }
  )
  const district = facility.district ? `<span class="facility-header__district"> · ${escapeHtml(facility.district)}</span>` : ""
  const header = `<header class="facility-header card" id="info">` +
    `<div class="facility-header__avatar" aria-hidden="true"></div><div class="facility-header__main">` +
    `<h1 class="facility-header__name">${escapeHtml(facility.name)}</h1>` +
    `<p class="facility-header__address"><span>${escapeHtml(address)}${district}</span></p></div></header>`
  const view = `<main class="facility-page" data-served-view><div class="container">${trail.html}${header}` +
    `<div class="facility-layout"><div class="facility-layout__main">${descriptionSection(facility, t)}${ratingSection(facility, t)}</div>` +
    `<aside class="facility-layout__aside">${hoursSection(facility, t)}</aside></div></div></main>`
  const head = withPageHead(indexHtml, {
    title: `${facility.name}, ${facility.city} | Pociecha`,
    description: address,
    canonicalUrl: url,
    version: page.version,
    jsonLd: [facilityJsonLd(facility, { url, preschool: page.preschool }), trail.jsonLd],
    extra: page.pageStyles === "" ? [] : [`<style>${page.pageStyles}</style>`]
  })
  return withServed(head, view + servedReadScript(facilityQueryKey(page.ref), encodeFacility(facility)))
}
