import type { SearchPayload } from "../api/search"
import type { ModerationDeskFilter } from "../domain/rules/moderationDeskFilter"
import type { FacilityListQuery } from "../api/facilities"
import type { CitiesPayload, DistrictsPayload, NewFacilitiesPayload } from "../api/regions"
import type { CatalogType } from "../domain/rules/catalogType"
import type { FaqSection } from "../domain/faqPages"
import type { Language } from "../domain/user"
import type { LegalKind } from "../domain/legal"
import type { MaterialFilter } from "../domain/rules/materialFilter"
import type { BlogCategory } from "../domain/blogPages"

/**
 * The cache keys of every server read, built here and nowhere else: the reads (query options)
 * and the writes that make them stale (QUERIES_STALE) name the same entries, and a shorter key
 * is a prefix of the longer ones it covers (TanStack Query's partial matching), so
 * `facilityKeys.detail(ref)` marks every read of that facility stale.
 *
 * A facility is keyed by its ref (facilityRefOf: the slug, the id only without one), never by
 * both: a read by the slug and a write that knows only the id would miss each other.
 */
export const facilityKeys = {
  /** Every read of any facility. */
  all: ["facility"] as const,
  /** Every read of one facility; its profile is read under this key itself. */
  detail: (ref: string) => ["facility", ref] as const,
  phone: (ref: string) => ["facility", ref, "phone"] as const,
  email: (ref: string) => ["facility", ref, "email"] as const,
  members: (ref: string) => ["facility", ref, "members"] as const,
  applications: (ref: string) => ["facility", ref, "applications"] as const,
  gallery: (ref: string) => ["facility", ref, "gallery"] as const,
  employees: (ref: string) => ["facility", ref, "employees"] as const,
  /** Every page of its published opinions, and of the opinions its runners see. */
  opinions: (ref: string) => ["facility", ref, "opinions"] as const,
  opinionsPage: (ref: string, page: number) => ["facility", ref, "opinions", page] as const,
  /** Every page of the opinions its runners see. */
  receivedOpinions: (ref: string) => ["facility", ref, "opinions", "received"] as const,
  receivedOpinionsPage: (ref: string, page: number) => ["facility", ref, "opinions", "received", page] as const,
  /** One opinion as its runners see it; `"opinion"`, not `"opinions"`, so updating the pages never meets it. */
  receivedOpinion: (ref: string, opinionId: number) => ["facility", ref, "opinion", opinionId] as const,
  /** Every page of its news items. */
  publications: (ref: string) => ["facility", ref, "publications"] as const,
  publicationsPage: (ref: string, page: number) => ["facility", ref, "publications", page] as const,
  /** Every read of its websites: the list, and each site. */
  webPages: (ref: string) => ["facility", ref, "web-pages"] as const,
  webPage: (ref: string, webPageId: number) => ["facility", ref, "web-pages", webPageId] as const,
  /** The site the facility's profile links to: under its sites, so a change in the builder refreshes it. */
  publicSite: (ref: string) => ["facility", ref, "web-pages", "public"] as const
}

/**
 * A facility as its editors read it (owner area): another resource than its public reads, by the
 * id the owner area resolves (management 2.2). Apart from `["facility", …]` on purpose: every tab's
 * save puts the saved record here itself, so marking the facility's public reads stale must not
 * read it again.
 */
export const managedFacilityKeys = {
  of: (facilityId: number) => ["managed-facility", facilityId] as const
}

/** Lists and searches of facilities (not one facility's reads: those are {@link facilityKeys}). */
export const facilityListKeys = {
  all: ["facilities"] as const,
  list: (query: FacilityListQuery) => ["facilities", "list", query] as const,
  best: (place: string) => ["facilities", "best", place] as const
}

/** The signed-in person's memberships. */
export const membershipKeys = {
  all: ["memberships"] as const,
  mine: (accountId: string) => ["memberships", "mine", accountId] as const
}

/** Question threads: one's own, a facility's, one conversation. */
export const questionKeys = {
  all: ["questions"] as const,
  mine: (accountId?: string) => (accountId === undefined ? (["questions", "mine"] as const) : (["questions", "mine", accountId] as const)),
  ofFacility: (facilityId?: number) =>
    facilityId === undefined ? (["questions", "facility"] as const) : (["questions", "facility", facilityId] as const),
  thread: (id: number) => ["questions", "thread", id] as const
}

/** Opinions not read through one facility: one's own, the newest on the landing page. */
export const opinionKeys = {
  all: ["opinions"] as const,
  mine: (accountId: string) => ["opinions", "mine", accountId] as const,
  recent: (limit: number) => ["opinions", "recent", limit] as const
}

/** One's own recruitment applications. */
export const applicationKeys = {
  all: ["applications"] as const,
  mine: (accountId: string) => ["applications", "mine", accountId] as const
}

/** One's favourite facilities (issue 20), as My account lists them. */
export const favouriteKeys = {
  all: ["favourites"] as const,
  mine: (accountId: string) => ["favourites", "mine", accountId] as const
}

/** One's saved searches (issue 20), as My account lists them. */
export const savedSearchKeys = {
  all: ["savedSearches"] as const,
  mine: (accountId: string) => ["savedSearches", "mine", accountId] as const
}

/** The moderation desk (support only). */
export const moderationKeys = {
  all: ["moderation"] as const,
  queue: (filter: ModerationDeskFilter) => ["moderation", "queue", filter] as const,
  opinionReports: (opinionId: number) => ["moderation", "opinionReports", opinionId] as const,
  reports: (status: "open" | "resolved") => ["moderation", "reports", status] as const
}

/**
 * The support panel's catalogue (issue 18): every template (the hidden ones too) and the limits'
 * statistics. The tags, the limits and the offered templates are referenceKeys'.
 */
export const catalogueKeys = {
  templates: ["catalogue", "templates"] as const,
  limitStats: ["catalogue", "limit-stats"] as const
}

/** Claims and creations, and the facilities an account runs. */
export const shadowKeys = {
  all: ["shadows"] as const,
  owned: (accountId: string) => ["owned-facilities", accountId] as const,
  ownedAll: ["owned-facilities"] as const
}

/** The signed-in user's counters of unseen items. */
export const overviewKeys = {
  all: ["overview"] as const,
  of: (accountId: string) => ["overview", accountId] as const
}

/** Accounts: settings, sign-in providers, followed confirmation links. */
export const accountKeys = {
  detail: (accountId: string) => ["account", accountId] as const,
  oauthProviders: ["account", "oauth-providers"] as const,
  confirmation: <Link extends string>(link: Link, token: string) => ["account", "confirmation", link, token] as const
}

/** Reference data: tags, legal texts, package limits. */
export const referenceKeys = {
  tags: ["tags"] as const,
  legal: (kind: LegalKind) => ["legal", kind] as const,
  userLimits: ["user-limit"] as const,
  /** The visible website templates (management 2.6). */
  pageTemplates: ["page-templates"] as const
}

/** Place searches: the built-in cities, the claim wizard's town and facility search. */
export const geoSearchKeys = {
  builtinCities: ["geo-search", "cities"] as const,
  claim: (text: string) => ["geo-search", "claim", text] as const
}

/** The city CMS's reads (content staff and support). */
/** The FAQ's pages (public), by section, language and search; the CMS's items under cmsKeys. */
export const faqKeys = {
  all: ["faq"] as const,
  page: (section: FaqSection, language: Language, q: string) => ["faq", section, language, q] as const
}

export const cmsKeys = {
  all: ["cms"] as const,
  /** The FAQ's items as the CMS edits them: the list, and one item. */
  faq: ["cms", "faq"] as const,
  faqItem: (id: number) => ["cms", "faq", id] as const,
  cities: (filter: CmsCitiesFilter) => ["cms", "cities", filter] as const,
  description: (cityId: number) => ["cms", "description", cityId] as const
}

/** Which cities the CMS lists: a voivodeship's slug, a part of the name, the page. */
export interface CmsCitiesFilter {
  readonly voivodeship?: string
  readonly q?: string
  readonly page: number
}

/** The region pages' reads. */
export const regionKeys = {
  all: ["regions"] as const,
  voivodeships: ["regions", "voivodeships"] as const,
  topCities: (type: CatalogType) => ["regions", "top-cities", type] as const,
  cities: (payload: CitiesPayload) => ["regions", "cities", payload] as const,
  districts: (payload: DistrictsPayload) => ["regions", "districts", payload] as const,
  newFacilities: (payload: NewFacilitiesPayload) => ["regions", "new-facilities", payload] as const
}

/** What the support panel's Facilities screen filters its list by (all in the URL). */
export interface SupportFacilityFilter {
  readonly status?: "unknown" | "registered" | "premium"
  readonly q?: string
  readonly page: number
}

/** The support panel's Facilities screen (support only): the list's pages, one facility, its deletion counts. */
export const supportFacilityKeys = {
  all: ["support-facilities"] as const,
  list: (filter: SupportFacilityFilter) => ["support-facilities", "list", filter] as const,
  detail: (id: number) => ["support-facilities", id] as const,
  deletion: (id: number) => ["support-facilities", id, "deletion"] as const
}

/** The audit trail of support actions (support only). */
export const supportAuditKeys = {
  all: ["support-audit"] as const,
  facility: (id: number, page: number) => ["support-audit", "facility", id, page] as const
}

/** Support's toolbox (issue 18): looked-up accounts, their audit trails, the ownership view. */
/** Maintenance (issue 19): its switch, read by every tab and written by support. */
export const maintenanceKeys = {
  all: ["maintenance"] as const,
  state: () => ["maintenance", "state"] as const
}

export const supportToolboxKeys = {
  all: ["support-toolbox"] as const,
  user: (email: string) => ["support-toolbox", "user", email] as const,
  audit: (accountId: string) => ["support-toolbox", "audit", accountId] as const,
  ownership: (q: string, page: number) => ["support-toolbox", "ownership", q, page] as const
}

/** The product team's requests (issue 19; support only): the pages of support's list. */
export const salesRequestKeys = {
  all: ["sales-requests"] as const,
  page: (page: number) => ["sales-requests", page] as const
}

/** Partner apps and their keys (management 8; support only): the list the toolbox shows. */
export const partnerKeys = {
  all: ["partners"] as const,
  list: () => ["partners", "list"] as const
}

/**
 * The teacher zone's public reads (issue 19), in the reader's language: a page of the materials
 * list by its filter (core's materialFilterFromSearch, so the server keys a served read alike),
 * one material, the events; and the CMS's reads of every entry. A CMS write makes `teacherZoneKeys.all` stale.
 */
export const teacherZoneKeys = {
  all: ["teacher-zone"] as const,
  materials: (filter: MaterialFilter, lang: Language) => ["teacher-zone", "materials", lang, filter] as const,
  material: (slug: string, lang: Language) => ["teacher-zone", "material", slug, lang] as const,
  events: (lang: Language) => ["teacher-zone", "events", lang] as const,
  cmsMaterials: (q: string, page: number) => ["teacher-zone", "cms", "materials", q, page] as const,
  cmsMaterial: (id: number) => ["teacher-zone", "cms", "material", id] as const,
  cmsEvents: (q: string, page: number) => ["teacher-zone", "cms", "events", q, page] as const,
  cmsEvent: (id: number) => ["teacher-zone", "cms", "event", id] as const
}

/**
 * The blog's reads: the public lists and posts, per reader's language (the server keys the reads
 * it sends with a page by these), and the CMS's reads of every post. A write in the CMS makes
 * `all` stale.
 */
export const blogKeys = {
  all: ["blog"] as const,
  posts: (filter: BlogPostsFilter) => ["blog", "posts", filter] as const,
  post: (slug: string, lang: Language) => ["blog", "post", slug, lang] as const,
  cmsList: (page: number) => ["blog", "cms", "list", page] as const,
  cmsPost: (id: number) => ["blog", "cms", "post", id] as const
}

/** Which published posts a blog page lists: one category's or all, which page, in which language. */
export interface BlogPostsFilter {
  readonly category?: BlogCategory
  readonly page: number
  readonly lang: Language
}

/** The counts of a map search's filter options (issue 20), by the search's body. */
export const searchCountKeys = {
  all: ["search", "counts"] as const,
  of: (payload: SearchPayload) => ["search", "counts", payload] as const
}
