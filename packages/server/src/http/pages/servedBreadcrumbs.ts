import { appRoutes, fillPattern, type JsonLd } from "@pociecha/core"
import { breadcrumbListJsonLd } from "./jsonLd"
import { escapeHtml } from "./servedRead"
import type { servedTranslator } from "./servedTexts"

/** A step of a page's trail: its text, and its path unless it is the page itself (the last). */
export interface ServedCrumb {
  readonly label: string
  readonly path?: string
}

/**
 * The trail to a page as the app's Breadcrumbs draws it (MAIN_SITE, linking to the map, first;
 * the page itself last, not a link), and as schema.org BreadcrumbList with absolute URLs, the
 * page's own being `pageUrl`.
 */
export function servedBreadcrumbs(
  items: ReadonlyArray<ServedCrumb>,
  t: ReturnType<typeof servedTranslator>,
  urls: { readonly publicUrl: string; readonly pageUrl: string }
): { readonly html: string; readonly jsonLd: JsonLd } {
  const trail: ReadonlyArray<ServedCrumb> = [{ label: t("MAIN_SITE"), path: fillPattern(appRoutes.map) }, ...items]
  const steps = trail.map((item, index) =>
    `<li class="breadcrumbs__item">${item.path !== undefined && index < trail.length - 1
      ? `<a href="${escapeHtml(item.path)}">${escapeHtml(item.label)}</a>`
      : `<span aria-current="page">${escapeHtml(item.label)}</span>`}</li>`
  )
  return {
    html: `<nav class="breadcrumbs" aria-label="${escapeHtml(t("BREADCRUMBS"))}"><ol class="breadcrumbs__list">${steps.join("")}</ol></nav>`,
    jsonLd: breadcrumbListJsonLd(trail.map((item, index) => ({
      name: item.label,
      url: index === trail.length - 1 || item.path === undefined ? urls.pageUrl : `${urls.publicUrl}${item.path}`
    })))
  }
}
