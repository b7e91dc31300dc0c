import { appRoutes, type CatalogType, catalogDisplayKey, facilityProfilePath, fillPattern, type Language } from "@pociecha/core"
import { itemListJsonLd, type LinkedPage } from "./jsonLd"
import { withPageHead } from "./pageHead"
import { servedBreadcrumbs, type ServedCrumb } from "./servedBreadcrumbs"
import { escapeHtml, servedReadScript, withServed } from "./servedRead"
import { servedTranslator } from "./servedTexts"

/** A region named in a catalogue's URL: its name and its URL segment. */
export interface Place {
  readonly name: string
  readonly slug: string
}

/** What a catalogue page shows (spec 2.6), as the server read it (catalogueReads.ts). */
export type CatalogueView =
  | { readonly kind: "voivodeships"; readonly type: CatalogType; readonly voivodeships: ReadonlyArray<Place & { readonly cities: ReadonlyArray<Place> }> }
  | { readonly kind: "cities"; readonly type: CatalogType; readonly voivodeship: Place; readonly cities: ReadonlyArray<Place> }
  | {
    readonly kind: "facilities"
    readonly type: CatalogType
    readonly voivodeship: Place
    readonly city: Place
    readonly district: Place | null
    /** The page of the list, 1 for the first. */
    readonly page: number
    /** Where the page's facilities are numbered from (0 on the first page). */
    readonly offset: number
    readonly facilities: ReadonlyArray<{ readonly id: number; readonly slug: string | null; readonly name: string }>
    /** The city's description from the CMS: HTML sanitised when it was saved; null when there is none. */
    readonly description: string | null
  }

/** A read the page carries for the app's cache: its query key and the API's JSON of it (servedRead.ts). */
export interface ServedRead {
  readonly key: ReadonlyArray<unknown>
  readonly encoded: unknown
}

/** A catalogue page: what it shows, and the app's reads of it. */
export interface CataloguePage {
  readonly view: CatalogueView
  readonly reads: ReadonlyArray<ServedRead>
}

/** The paths of the catalogue's pages (spec 2.2), from core's route table. */
export const cataloguePath = {
  voivodeships: (type: CatalogType) => fillPattern(appRoutes.catalog_voivodeships, { type }),
  cities: (type: CatalogType, voivodeship: string) => fillPattern(appRoutes.catalog_cities, { type, voivodeship }),
  facilities: (type: CatalogType, voivodeship: string, city: string, district?: string | null) =>
    district
      ? fillPattern(appRoutes.catalog_facilities_district, { type, voivodeship, city, district })
      : fillPattern(appRoutes.catalog_facilities, { type, voivodeship, city })
}

const noun = (type: CatalogType) => (type === "przedszkola" ? "KINDERGARTENS" : "NURSERIES")

/** The page's heading (also its title), trail below the catalogue, own path and the pages it lists. */
function describe(view: CatalogueView, t: ReturnType<typeof servedTranslator>) {
  const catalogue: ServedCrumb = { label: t(catalogDisplayKey(view.type)), path: cataloguePath.voivodeships(view.type) }
  switch (view.kind) {
    case "voivodeships":
      return {
        heading: t("TITLE_VOIVODESHIPS", { catalog: t(catalogDisplayKey(view.type)) }),
        trail: [{ label: catalogue.label }],
        path: cataloguePath.voivodeships(view.type),
        links: view.voivodeships.flatMap((voivodeship) => [
          { name: t("VOIVODESHIP_NAME", { name: voivodeship.name }), path: cataloguePath.cities(view.type, voivodeship.slug) },
          ...voivodeship.cities.map((city) => ({ name: city.name, path: cataloguePath.facilities(view.type, voivodeship.slug, city.slug) }))
        ])
      }
    case "cities":
      return {
        heading: t(view.type === "przedszkola" ? "CITIES_TITLE_KINDERGARTENS" : "CITIES_TITLE_NURSERIES", { voivodeship: view.voivodeship.name }),
        trail: [catalogue, { label: t("VOIVODESHIP_NAME", { name: view.voivodeship.name }) }],
        path: cataloguePath.cities(view.type, view.voivodeship.slug),
        links: view.cities.map((city) => ({ name: city.name, path: cataloguePath.facilities(view.type, view.voivodeship.slug, city.slug) }))
      }
    case "facilities": {
      const place = view.district === null ? view.city.name : `${view.city.name}, ${view.district.name}`
      const cityPath = cataloguePath.facilities(view.type, view.voivodeship.slug, view.city.slug)
      const base = cataloguePath.facilities(view.type, view.voivodeship.slug, view.city.slug, view.district?.slug)
      return {
        heading: t("FACILITIES_TITLE", { catalog: t(noun(view.type)), place }),
        trail: [
          catalogue,
          { label: t("VOIVODESHIP_NAME", { name: view.voivodeship.name }), path: cataloguePath.cities(view.type, view.voivodeship.slug) },
          ...(view.district === null ? [{ label: view.city.name }] : [{ label: view.city.name, path: cityPath }, { label: view.district.name }])
        ],
        // A later page of the list is a page of its own (its own facilities), not a copy of the first.
        path: view.page > 1 ? `${base}?page=${view.page}` : base,
        links: view.facilities.map((facility) => ({ name: facility.name, path: facilityProfilePath(facility) }))
      }
    }
  }
}

/**
 * A catalogue page as the server sends it: in the app's catalogue frame (trail, heading) the list
 * of what it links to — voivodeships and their largest cities, a voivodeship's cities, or a city's
 * (district's) facilities, newest first — as plain links a crawler follows without running the
 * app; in the head its title, canonical URL, language alternates and schema.org data (its trail
 * as BreadcrumbList, its list as ItemList); and the app's reads of it, which its first render
 * takes from its cache instead of asking the API.
 */
export function catalogPageHtml(
  indexHtml: string,
  { view, reads }: CataloguePage,
  options: { readonly language: Language; readonly publicUrl: string; readonly version: Language }
): string {
  const t = servedTranslator(options.language)
  const page = describe(view, t)
  const url = `${options.publicUrl}${page.path}`
  const trail = servedBreadcrumbs(page.trail, t, { publicUrl: options.publicUrl, pageUrl: url })
  const listed: ReadonlyArray<LinkedPage> = page.links.map((link) => ({ name: link.name, url: `${options.publicUrl}${link.path}` }))
  const offset = view.kind === "facilities" ? view.offset : 0
  const items = page.links.map((link) => `<li><a href="${escapeHtml(link.path)}">${escapeHtml(link.name)}</a></li>`).join("")
  // The description is stored sanitised (the CMS's allow-list), so it is served as the HTML it is.
  const description = view.kind === "facilities" && view.description !== null
    ? `<div class="catalog__description rich-text">${view.description}</div>`
    : ""
  const served = `<div class="catalog container" data-served-view>${trail.html}<h1 class="catalog__title">${escapeHtml(page.heading)}</h1>` +
    `${description}<ol class="catalog-served-list" start="${offset + 1}">${items}</ol></div>`
  const head = withPageHead(indexHtml, {
    title: `${page.heading} | Pociecha`,
    description: page.heading,
    canonicalUrl: url,
    version: options.version,
    jsonLd: [trail.jsonLd, itemListJsonLd(listed, offset)]
  })
  return withServed(head, served + reads.map((read) => servedReadScript(read.key, read.encoded)).join(""))
}
