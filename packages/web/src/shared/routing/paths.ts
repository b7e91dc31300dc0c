import { appRouteNames, appRoutes, fillPattern, matchAppRoute, type AccountCounterKey, type AppRouteName, type RoutePattern } from "@pociecha/core"

/**
 * The route table of the main product (spec 2.2, 3.16): the paths and their order come from
 * core's `appRoutes` (the server answers 404 by the same table); the web app adds each route's
 * meta. Pure data and functions (no React), so features and shared code may import it to build links.
 */
export type Background = "white" | "grey"
export type BackButton = "map" | "facilites_list"

export interface RouteMeta {
  /** Translation key of the route's name (menus, titles). */
  readonly display?: string
  readonly breadcrumb?: string
  readonly backButton?: BackButton
  readonly background: Background
  /**
   * 'user' requires a logged-in user; a guest is sent to '/' (spec 6). 'support' is for support
   * staff: a guest goes to '/', anyone else sees the 404 page (management 2.9).
   */
  readonly validation?: "user" | "support"
  /** The side menu whose tab the route is (spec 2.3): My account, a facility's owner area, or the support panel. */
  readonly group?: "user" | "user_facility" | "support"
  /** A tab of the owner area shown only for premium facilities; others open the upsell (management 2.3). */
  readonly onlyPremium?: boolean
  /** The overview counter its tab shows (spec 2.3, 3.13). */
  readonly counter?: AccountCounterKey
  readonly permissions?: readonly string[]
  /** Hidden from menus. */
  readonly hidden?: boolean
  /** A map view: transparent navbar with the map, instant scroll on navigation. */
  readonly mapView?: boolean
  /**
   * The navbar city search's further condition (spec 2.3 leaves it open): shown unless a route
   * opts out — the account forms, where searching would only distract.
   */
  readonly citySearch?: false
}

export interface RouteDefinition {
  readonly path: RoutePattern
  readonly meta: RouteMeta
}

export type RouteName = AppRouteName

const routeMeta: { readonly [Name in RouteName]: RouteMeta } = {
  landing: { display: "MAIN_SITE", breadcrumb: "landing", background: "white" },
  map: { display: "ALL_LOCATIONS", background: "white", mapView: true },
  map_facility: { background: "grey", backButton: "map" },
  add_opinion: { display: "ADD_OPINION", background: "grey", hidden: true, citySearch: false },
  apply: { display: "APPLY_TO_FACILITY", background: "grey", hidden: true, citySearch: false },
  facility: { background: "grey", hidden: true },
  catalog_voivodeships: { background: "grey" },
  catalog_cities: { background: "grey" },
  catalog_facilities: { background: "grey" },
  catalog_facilities_district: { background: "grey" },
  product_landing: { display: "FOR_FACILITIES", background: "white" },
  materials: { display: "TEACHER_ZONE", breadcrumb: "strefa-nauczyciela", background: "grey" },
  materials_list: { display: "TEACHER_ZONE", breadcrumb: "strefa-nauczyciela", background: "grey", hidden: true },
  // Its breadcrumb is the material's own material_crumb_display (features/teacherZone).
  materials_entry: { background: "grey", hidden: true },
  materials_placeholder: { background: "white", hidden: true },
  product_landing_functions: { display: "PRODUCT_FUNCTIONS", background: "white" },
  product_landing_price_list: { display: "PRICE_LIST", background: "white" },
  legal: { background: "white" },
  blog: { display: "BLOG", background: "grey" },
  blog_category: { display: "BLOG", background: "grey" },
  blog_post: { display: "BLOG", background: "grey" },
  faq: { background: "white", hidden: true },
  faq_intro: { display: "FAQ", background: "white" },
  faq_info: { background: "white", hidden: true },
  faq_parent: { background: "white", hidden: true },
  faq_teacher: { background: "white", hidden: true },
  faq_headmaster: { background: "white", hidden: true },
  login: { display: "LOGIN", background: "grey", hidden: true, citySearch: false },
  signup: { display: "SIGNUP", background: "grey", hidden: true, citySearch: false },
  password_remind: { display: "PASSWORD_REMIND", background: "grey", hidden: true, citySearch: false },
  password_reset: { display: "PASSWORD_RESET", background: "grey", hidden: true, citySearch: false },
  account_confirm: { display: "ACCOUNT_CONFIRMATION", background: "grey", hidden: true, citySearch: false },
  email_confirm: { display: "EMAIL_CONFIRMATION", background: "grey", hidden: true, citySearch: false },
  user: { display: "MY_PROFILE", background: "grey", backButton: "map", validation: "user", group: "user" },
  user_opinions: { display: "MY_OPINIONS", background: "grey", backButton: "map", validation: "user", group: "user", counter: "opinions" },
  user_opinion: { display: "MY_OPINION", background: "grey", backButton: "map", validation: "user", group: "user", hidden: true },
  user_questions: { display: "MY_QUESTIONS", background: "grey", backButton: "map", validation: "user", group: "user", counter: "questions" },
  user_question: { display: "MY_QUESTION", background: "grey", backButton: "map", validation: "user", group: "user", hidden: true },
  user_applications: { display: "MY_APPLICATIONS", background: "grey", backButton: "map", validation: "user", group: "user" },
  user_memberships: { display: "MY_MEMBERSHIPS", background: "grey", backButton: "map", validation: "user", group: "user" },
  user_favourites: { display: "MY_FAVOURITES", background: "grey", backButton: "map", validation: "user", group: "user" },
  user_saved_searches: { display: "MY_SAVED_SEARCHES", background: "grey", backButton: "map", validation: "user", group: "user" },
  alerts_unsubscribe: { display: "ALERTS_UNSUBSCRIBE", background: "grey", hidden: true, citySearch: false },
  user_visits: { display: "MY_VISITS", background: "grey", backButton: "map", validation: "user", group: "user" },
  compare: { display: "COMPARE_TITLE", background: "grey", backButton: "map" },
  user_settings: { display: "ACCOUNT_SETTINGS", background: "grey", backButton: "map", validation: "user", group: "user", citySearch: false },
  claim_facility: { display: "CLAIM_FACILITY", background: "grey", hidden: true, citySearch: false },
  facility_signup: { display: "FACILITY_SIGNUP", background: "grey", hidden: true, citySearch: false },
  // The owner area (management 2.2): permissions are checked per facility by the area itself.
  owner_area: { display: "MY_FACILITIES", background: "grey", backButton: "map", validation: "user", group: "user_facility", hidden: true, citySearch: false },
  facility_settings_view: { display: "FACILITY_PROFILE", background: "grey", backButton: "map", validation: "user", group: "user_facility", hidden: true, citySearch: false },
  facility_settings_group: { display: "FACILITY_PROFILE", background: "grey", backButton: "map", validation: "user", group: "user_facility", hidden: true, citySearch: false },
  facility_dashboard: { display: "FACILITY_DASHBOARD", background: "grey", backButton: "map", validation: "user", group: "user_facility", citySearch: false },
  facility_address: { display: "FACILITY_ADDRESS", background: "grey", backButton: "map", validation: "user", group: "user_facility", permissions: ["facility-data/write"], citySearch: false },
  facility_basic_info: { display: "FACILITY_BASIC_INFO", background: "grey", backButton: "map", validation: "user", group: "user_facility", permissions: ["facility-data/write"], citySearch: false },
  facility_description: { display: "FACILITY_DESCRIPTION", background: "grey", backButton: "map", validation: "user", group: "user_facility", permissions: ["facility-data/write"], citySearch: false },
  facility_amenities: { display: "FACILITY_AMENITIES", background: "grey", backButton: "map", validation: "user", group: "user_facility", permissions: ["facility-data/write"], citySearch: false },
  facility_gallery: { display: "FACILITY_GALLERY", background: "grey", backButton: "map", validation: "user", group: "user_facility", permissions: ["facility-data/write"], citySearch: false },
  facility_dayplan: { display: "FACILITY_DAYPLAN", background: "grey", backButton: "map", validation: "user", group: "user_facility", permissions: ["facility-data/write"], citySearch: false },
  facility_cadre: { display: "FACILITY_CADRE", background: "grey", backButton: "map", validation: "user", group: "user_facility", permissions: ["facility-data/write"], citySearch: false },
  facility_recruitment: { display: "FACILITY_RECRUITMENT", background: "grey", backButton: "map", validation: "user", group: "user_facility", permissions: ["facility-data/write"], citySearch: false },
  facility_questions: { display: "FACILITY_MESSAGES", background: "grey", backButton: "map", validation: "user", group: "user_facility", counter: "questions", citySearch: false },
  facility_question: { display: "FACILITY_MESSAGES", background: "grey", backButton: "map", validation: "user", group: "user_facility", hidden: true, citySearch: false },
  facility_opinions: { display: "FACILITY_OPINIONS", background: "grey", backButton: "map", validation: "user", group: "user_facility", counter: "opinions", citySearch: false },
  facility_opinion: { display: "FACILITY_OPINIONS", background: "grey", backButton: "map", validation: "user", group: "user_facility", hidden: true, citySearch: false },
  facility_applications: { display: "FACILITY_APPLICATIONS", background: "grey", backButton: "map", validation: "user", group: "user_facility", citySearch: false },
  facility_settings: { display: "FACILITY_SETTINGS", background: "grey", backButton: "map", validation: "user", group: "user_facility", citySearch: false },
  facility_publications: { display: "NEWS", background: "grey", backButton: "map", validation: "user", group: "user_facility", onlyPremium: true, citySearch: false },
  facility_web_page: { display: "WEBSITE", background: "grey", backButton: "map", validation: "user", group: "user_facility", permissions: ["facility-data/write"], citySearch: false },
  facility_web_page_subpages: { display: "WEBSITE", background: "grey", backButton: "map", validation: "user", group: "user_facility", hidden: true, permissions: ["facility-data/write"], citySearch: false },
  facility_parents_teachers: { display: "FACILITY_PARENTS", background: "grey", backButton: "map", validation: "user", group: "user_facility", hidden: true, citySearch: false },
  facility_parents: { display: "FACILITY_PARENTS", background: "grey", backButton: "map", validation: "user", group: "user_facility", onlyPremium: true, citySearch: false },
  facility_teachers: { display: "FACILITY_TEACHERS", background: "grey", backButton: "map", validation: "user", group: "user_facility", onlyPremium: true, permissions: ["facility-ownership/read"], citySearch: false },
  // The panel's entry: it opens its first working screen.
  support_facilities: { display: "SUPPORT_FACILITIES", background: "grey", validation: "support", group: "support", citySearch: false },
  support_opinions: { display: "SUPPORT_OPINIONS", background: "grey", validation: "support", group: "support", citySearch: false },
  support_shadow: { display: "SUPPORT_SHADOW", background: "grey", validation: "support", group: "support", citySearch: false },
  support_tags: { display: "SUPPORT_TAGS", background: "grey", validation: "support", group: "support", citySearch: false },
  support_limits: { display: "SUPPORT_LIMITS", background: "grey", validation: "support", group: "support", citySearch: false },
  support_templates: { display: "SUPPORT_TEMPLATES", background: "grey", validation: "support", group: "support", citySearch: false },
  support_toolbox: { display: "SUPPORT_TOOLBOX", background: "grey", validation: "support", group: "support", citySearch: false },
  support_ownership: { display: "SUPPORT_OWNERSHIP", background: "grey", validation: "support", group: "support", citySearch: false },
  support_sales_requests: { display: "SUPPORT_SALES_REQUESTS", background: "grey", validation: "support", group: "support", citySearch: false },
  // The city CMS (management 2.10) gates itself by role (features/cms/CmsShell): a guest goes to
  // its own login, which refuses anyone but content staff and support.
  cms: { background: "grey", hidden: true, citySearch: false },
  cms_login: { background: "grey", hidden: true, citySearch: false },
  cms_city: { background: "grey", hidden: true, citySearch: false },
  cms_city_description: { background: "grey", hidden: true, citySearch: false },
  cms_legal: { background: "grey", hidden: true, citySearch: false },
  cms_legal_edit: { background: "grey", hidden: true, citySearch: false },
  cms_blog: { background: "grey", hidden: true, citySearch: false },
  cms_blog_post: { background: "grey", hidden: true, citySearch: false },
  cms_materials: { background: "grey", hidden: true, citySearch: false },
  cms_material: { background: "grey", hidden: true, citySearch: false },
  cms_events: { background: "grey", hidden: true, citySearch: false },
  cms_event: { background: "grey", hidden: true, citySearch: false },
  cms_faq: { background: "grey", hidden: true, citySearch: false },
  cms_faq_item: { background: "grey", hidden: true, citySearch: false },
  facility_visits: { display: "FACILITY_VISITS", background: "grey", backButton: "map", validation: "user", group: "user_facility", citySearch: false }
}

/** Route names in match order: the first matching route wins, here and in <Switch>. */
export const routeNames: readonly RouteName[] = appRouteNames

export const routes = Object.fromEntries(
  routeNames.map((name) => [name, { path: appRoutes[name], meta: routeMeta[name] }])
) as { readonly [Name in RouteName]: RouteDefinition }

export type RouteParams = Readonly<Record<string, string | number | null | undefined>>

/** The visible tabs of a side menu (spec 2.3), in the table's order: hidden routes are reached from their lists. */
export function groupTabs(group: NonNullable<RouteMeta["group"]>): readonly RouteName[] {
  return routeNames.filter((name) => routeMeta[name].group === group && routeMeta[name].hidden !== true)
}

/** The path of a named route: `pathTo("catalog_cities", { type: "zlobki", voivodeship: "mazowieckie" })`. */
export function pathTo(name: RouteName, params?: RouteParams): string {
  return fillPattern(routes[name].path, params)
}

/** The map at a city, by its URL parameter (spec 2.4: `?city=krakow`). */
export function mapAtCity(city: string): string {
  return `${pathTo("map")}?${new URLSearchParams({ city }).toString()}`
}

export interface ResolvedRoute {
  /** null: no route matches (the 404 page). */
  readonly name: RouteName | null
  readonly params: Readonly<Record<string, string>>
  readonly meta: RouteMeta
}

const notFoundMeta: RouteMeta = { background: "grey" }

/** The route a pathname shows, the same one <Switch> picks. */
export function resolveRoute(pathname: string): ResolvedRoute {
  const match = matchAppRoute(pathname)
  return match === null ? { name: null, params: {}, meta: notFoundMeta } : { ...match, meta: routeMeta[match.name] }
}

/** Map view (spec 2.2): a route marked as one, or any path containing 'baza'. */
export function isMapView(pathname: string, meta: RouteMeta): boolean {
  return meta.mapView === true || pathname.includes("baza")
}

/** Where a back button goes and what it says (spec 2.3). 'facilites_list' has no known path: the map. */
export function backButtonTarget(backButton: BackButton): { readonly label: string; readonly href: string } {
  return backButton === "map"
    ? { label: "BACK_TO_MAP", href: pathTo("map") }
    : { label: "BACK_TO_FACILITIES", href: pathTo("map") }
}

/**
 * A `?next=` value made safe to navigate to: only a path on this site ('/…', not '//…' nor
 * '/\…', which browsers read as another host). Anything else gives null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (next === null || next === undefined) return null
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null
  if ([...next].some((char) => char.charCodeAt(0) < 32)) return null
  return next
}

/** The login page that returns to `returnTo` afterwards (spec 4.8). */
export function loginPath(returnTo?: string | null): string {
  const next = safeNextPath(returnTo)
  return next === null || next === pathTo("login") ? pathTo("login") : `${pathTo("login")}?next=${encodeURIComponent(next)}`
}
