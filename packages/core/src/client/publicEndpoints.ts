import { markersOfWire, type MarkerWire } from "../api/markerWire"
import type { SearchPayload } from "../api/search"
import type { FacilityMarker } from "../domain/facility"
import type { FaqSection } from "../domain/faqPages"
import type { Language } from "../domain/user"
import type { LegalKind } from "../domain/legal"
import type { BlogPostsFilter } from "../queries/queryKeys"
import type { paths } from "./openapi/paths"
import { publicEndpoint, type PublicAnswer, type PublicEndpoint } from "./publicReader"

/**
 * The answer of `Method Path` as the OpenAPI document types it. openapi-fetch's own type of an
 * answer turns the document's tuples into arrays (its `Readable`), so a read whose answer holds
 * tuples (a city's bounding box, the map's marker rows) is typed by this instead.
 */
type DocumentAnswer<Path extends keyof paths, Method extends "get" | "post"> =
  paths[Path][Method] extends { responses: { 200: { content: { "application/json": infer A } } } } ? A : never

const withTuples = <A>(answer: PublicAnswer<unknown>) => answer as PublicAnswer<A>

/** The contract's payloads are readonly, openapi-fetch's bodies mutable: it only serialises them. */
type Mutable<T> = T extends ReadonlyArray<infer E> ? Array<Mutable<E>> : T extends object ? { -readonly [K in keyof T]: Mutable<T[K]> } : T
const body = <T>(payload: T) => payload as Mutable<T>

/**
 * The public reads that go around the Effect client (see PublicReader): what the landing page,
 * the page for facilities and the shell read, the facility profile (its read starts before
 * the page's code arrives) and the map's search. Their paths, parameters and answers are the
 * OpenAPI document's (openapi/paths.ts): a path the server lacks, or an answer the document types
 * otherwise than the contract, does not compile.
 */
export const publicEndpoints = {
  tags: () => publicEndpoint("tags", "list", (client) => client.GET("/api/v1/tag")),
  builtinCities: () =>
    publicEndpoint("search", "builtinCities", async (client) =>
      withTuples<DocumentAnswer<"/api/geo-search/cities", "get">>(await client.GET("/api/geo-search/cities"))),
  bestFacilities: (place: string) =>
    publicEndpoint("facilities", "best", (client) => client.GET("/api/facility/list-best-facilities/{param}", { params: { path: { param: place } } })),
  facility: (ref: string) => publicEndpoint("facilities", "get", (client) => client.GET("/api/facility/list/{id}", { params: { path: { id: ref } } })),
  recentOpinions: (limit: number) =>
    publicEndpoint("opinions", "recent", (client) => client.GET("/api/v1/opinion/recent", { params: { query: { limit: String(limit) } } })),
  userLimits: () => publicEndpoint("facilityEdits", "userLimits", (client) => client.GET("/api/v1/user-limit")),
  /** The version in force of a legal text (its page is public, and served with this read). */
  legal: (kind: LegalKind) => publicEndpoint("legal", "current", (client) => client.GET("/api/v1/legal/{kind}", { params: { path: { kind } } })),
  /** A page of the blog's published posts (its pages are public, and served with this read). */
  blogPosts: (filter: BlogPostsFilter) =>
    publicEndpoint("blog", "posts", (client) =>
      client.GET("/api/v1/blog/posts", {
        params: { query: { page: String(filter.page), lang: filter.lang, ...(filter.category === undefined ? {} : { category: filter.category }) } }
      })),
  /** A published post with its neighbours and related posts. */
  blogPost: (slug: string, lang: BlogPostsFilter["lang"]) =>
    publicEndpoint("blog", "post", (client) => client.GET("/api/v1/blog/posts/{slug}", { params: { path: { slug }, query: { lang } } })),
  /** Whether the portal is under maintenance (every tab asks; answered during maintenance too). */
  maintenance: () => publicEndpoint("maintenance", "state", (client) => client.GET("/api/v1/maintenance")),
  /** A FAQ section's page in a language, narrowed by a search (public, served with its page). */
  faq: (section: FaqSection, lang: Language, q: string) =>
    publicEndpoint("faq", "section", (client) =>
      client.GET("/api/v1/faq/{section}", { params: { path: { section }, query: q === "" ? { lang } : { lang, q } } })),
  /**
   * The map search (7.5), a POST, asking for the compact marker wire, which markersOfWire
   * (api/markerWire.ts) turns into the map's markers.
   */
  search: (payload: SearchPayload): PublicEndpoint<"search", "search", FacilityMarker[]> => ({
    group: "search",
    endpoint: "search",
    request: async (client) => {
      const answer = await client.POST("/api/search", { params: { query: { format: "markers" } }, body: body(payload) })
      const { data, error, response } = withTuples<Extract<DocumentAnswer<"/api/search", "post">, MarkerWire>>(answer)
      return data === undefined ? { error, response } : { data: markersOfWire(data), response }
    }
  }),
  /** The counts of the filters' options for a map search (issue 20), before they are applied. */
  searchCounts: (payload: SearchPayload) =>
    publicEndpoint("search", "searchCounts", (client) => client.POST("/api/search/counts", { body: body(payload) }))
}
