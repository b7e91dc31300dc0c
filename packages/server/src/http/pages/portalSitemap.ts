import { appRoutes, blogPaths, catalogTypes, facilityProfilePath, faqPath, faqSections, legalKinds, legalPaths, requiredSpecializationFor } from "@pociecha/core"
import { Cache, Duration, Effect, Exit } from "effect"
import type { AppConfig } from "../../config"
import { BlogRepository } from "../../repositories/blogRepository"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { MaterialRepository } from "../../repositories/materialRepository"
import { RegionRepository } from "../../repositories/regionRepository"
import { cataloguePath } from "./catalogPage"
import { escapeHtml } from "./servedRead"

/**
 * The sitemaps protocol's bound: at most 50,000 URLs (and 50 MB) a file; ours are ~90 bytes a URL.
 * A file of profiles takes a range of 50,000 ids, so it never holds more.
 */
export const SITEMAP_URLS_PER_FILE = 50_000

/** Where the sitemap files are: the index, the catalogue's file and the profiles' numbered files. */
export const sitemapPaths = {
  index: "/sitemap.xml" as const,
  catalogue: "/sitemaps/catalogue.xml" as const,
  /** The blog: its list, its categories' pages, its posts and its feed (issue 19). */
  blog: "/sitemaps/blog.xml" as const,
  /** The pages of content (issue 19): the teacher zone and its materials, the FAQ, the product and legal pages. */
  content: "/sitemaps/content.xml" as const,
  facilities: (file: number) => `/sitemaps/facilities-${file}.xml`
}

const XML_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n`
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9"

/** A sitemap file (`<urlset>`) of absolute URLs. */
export const urlSet = (urls: ReadonlyArray<string>): string =>
  `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>\n`).join("")}</urlset>\n`

/** The index (`<sitemapindex>`) naming the sitemap files by absolute URL. */
export const sitemapIndex = (files: ReadonlyArray<string>): string =>
  `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${files.map((url) => `<sitemap><loc>${escapeHtml(url)}</loc></sitemap>\n`).join("")}</sitemapindex>\n`

/**
 * robots.txt: in production everything may be crawled but the API and the account and management
 * areas; elsewhere nothing (spec 1: no environment but production is indexed). Both name the index.
 */
export const robotsTxt = (config: Pick<AppConfig, "appEnv" | "publicUrl">): string =>
  [
    "User-agent: *",
    ...(config.appEnv === "production"
      ? ["Disallow: /api/", "Disallow: /user/", "Disallow: /user_facility/", "Disallow: /support/", "Disallow: /cms/"]
      : ["Disallow: /"]),
    "",
    `Sitemap: ${config.publicUrl}${sitemapPaths.index}`,
    ""
  ].join("\n")

/** How long a sitemap file is kept once read: as long as crawlers are told to keep it. */
export const SITEMAP_TTL_SECONDS = 3600

const FACILITY_FILE = /^\/sitemaps\/facilities-([1-9]\d{0,5})\.xml$/

/**
 * The portal's sitemap: an index over one file of the catalogue's pages and one file of facility
 * profiles per 50,000 ids (25,000 profiles in the demo seed: one file). A file of profiles is one
 * read of a range of the primary key, never an offset into the whole table. Each file is read when first asked and kept for an hour (the time crawlers are
 * told to keep it), so a crawler's visits cost the database a read an hour at most; a facility
 * added shows in the next hour's. `file(path)` is null for a path that names no file (one past
 * the last, a name of no file).
 */
export const makePortalSitemap = (publicUrl: string) =>
  Effect.gen(function*() {
    const facilities = yield* FacilityRepository
    const regions = yield* RegionRepository
    const blog = yield* BlogRepository
    const materials = yield* MaterialRepository
    const absolute = (path: string) => `${publicUrl}${path}`

    const fileCount = Effect.map(facilities.lastId(), (id) => Math.max(1, Math.ceil(id / SITEMAP_URLS_PER_FILE)))

    const index = Effect.map(fileCount, (files) =>
      sitemapIndex([sitemapPaths.catalogue, sitemapPaths.blog, sitemapPaths.content, ...Array.from({ length: files }, (_, i) => sitemapPaths.facilities(i + 1))].map(absolute)))

    const facilityFile = (file: number) =>
      Effect.flatMap(fileCount, (files) =>
        file > files
          ? Effect.succeed(null)
          : Effect.map(facilities.publicRefs({ from: (file - 1) * SITEMAP_URLS_PER_FILE + 1, to: file * SITEMAP_URLS_PER_FILE }), (refs) =>
            urlSet(refs.map((ref) => absolute(facilityProfilePath(ref))))))

    // Each type's voivodeships page, then per voivodeship with such facilities its cities page,
    // then each city's and district's list.
    const catalogue = Effect.map(
      Effect.forEach(catalogTypes, (type) =>
        Effect.map(regions.placesWithFacilities(requiredSpecializationFor(type)), (places) => [
          cataloguePath.voivodeships(type),
          ...new Set(places.map((place) => cataloguePath.cities(type, place.voivodeship))),
          ...places.map((place) => cataloguePath.facilities(type, place.voivodeship, place.city, place.district))
        ])),
      (paths) => urlSet(paths.flat().map(absolute))
    )

    // The blog's list, each category with a published post, each published post, and the feed.
    const blogFile = Effect.map(blog.publicPaths(), ({ categories, slugs }) =>
      urlSet([blogPaths.list, ...categories.map(blogPaths.category), ...slugs.map(blogPaths.post), blogPaths.feed].map(absolute)))

    // The teacher zone's list and each material readers see, the FAQ's sections, the pages for
    // facilities and the legal texts.
    const contentFile = Effect.map(materials.publicSlugs(), (slugs) =>
      urlSet([
        appRoutes.materials,
        ...slugs.map((slug) => `${appRoutes.materials}/${encodeURIComponent(slug)}`),
        ...faqSections.map(faqPath),
        appRoutes.product_landing,
        appRoutes.product_landing_functions,
        appRoutes.product_landing_price_list,
        ...legalKinds.map((kind) => legalPaths[kind])
      ].map(absolute)))

    const read = (path: string): Effect.Effect<string | null> => {
      if (path === sitemapPaths.index) return index
      if (path === sitemapPaths.catalogue) return catalogue
      if (path === sitemapPaths.blog) return blogFile
      if (path === sitemapPaths.content) return contentFile
      const file = FACILITY_FILE.exec(path)?.[1]
      return file === undefined ? Effect.succeed(null) : facilityFile(Number(file))
    }
    // Keyed by path; a path naming no file is not kept (answered at once, never read), nor a failed read.
    const cache = yield* Cache.makeWith(read, {
      capacity: 64,
      timeToLive: (exit) => (Exit.isSuccess(exit) ? Duration.seconds(SITEMAP_TTL_SECONDS) : Duration.zero)
    })
    const named = (path: string) =>
      path === sitemapPaths.index || path === sitemapPaths.catalogue || path === sitemapPaths.blog || path === sitemapPaths.content ||
      FACILITY_FILE.test(path)

    return { file: (path: string) => (named(path) ? Cache.get(cache, path) : Effect.succeed(null)) }
  })
