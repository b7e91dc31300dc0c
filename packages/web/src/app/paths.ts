import { catalogTypes } from "@pociecha/core"
import { fillPattern, matchPattern } from "./routePattern"

/**
 * The route table of the main product (spec 2.2, 3.16): route names → paths and meta.
 * Pure data and functions (no React), so features and shared code may import it to build links.
 * Order matters: the first matching route wins, in this order, both here and in <Switch>.
 */
export type Background = "white" | "grey"
export type BackButton = "map" | "facilites_list"

export interface RouteMeta {
  /** Translation key of the route's name (menus, titles). */
  readonly display?: string
  readonly breadcrumb?: string
  readonly backButton?: BackButton
  readonly background: Background
  /** 'user' requires a logged-in user; a guest is sent to '/' (spec 6). */
  readonly validation?: "user"
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
  readonly path: string
  readonly meta: RouteMeta
}

const TYPE = `:type(${catalogTypes.join("|")})`

export const routes = {
  landing: { path: "/", meta: { display: "MAIN_SITE", breadcrumb: "landing", background: "white" } },
  map: { path: "/wszystkie-lokalizacje", meta: { display: "ALL_LOCATIONS", background: "white", mapView: true } },
  map_facility: { path: "/placowka/:facility", meta: { background: "grey", backButton: "map" } },
  facility: { path: "/map/:facility", meta: { background: "grey", hidden: true } },
  catalog_voivodeships: { path: `/${TYPE}-miasta`, meta: { background: "grey" } },
  catalog_cities: { path: `/${TYPE}/:voivodeship`, meta: { background: "grey" } },
  catalog_facilities: { path: `/${TYPE}/:voivodeship/:city`, meta: { background: "grey" } },
  catalog_facilities_district: { path: `/${TYPE}/:voivodeship/:city/:district`, meta: { background: "grey" } },
  product_landing: { path: "/dla-placowek", meta: { display: "FOR_FACILITIES", background: "white" } },
  login: { path: "/logowanie", meta: { display: "LOGIN", background: "grey", hidden: true, citySearch: false } },
  signup: { path: "/rejestracja", meta: { display: "SIGNUP", background: "grey", hidden: true, citySearch: false } },
  password_remind: { path: "/przypomnij-haslo", meta: { display: "PASSWORD_REMIND", background: "grey", hidden: true, citySearch: false } },
  password_reset: { path: "/reset-hasla/:token", meta: { display: "PASSWORD_RESET", background: "grey", hidden: true, citySearch: false } },
  account_confirm: { path: "/potwierdz-konto/:token", meta: { display: "ACCOUNT_CONFIRMATION", background: "grey", hidden: true, citySearch: false } },
  user: {
    path: "/user/profile",
    meta: { display: "MY_PROFILE", background: "grey", backButton: "map", validation: "user" }
  }
} as const satisfies Record<string, RouteDefinition>

export type RouteName = keyof typeof routes

export const routeNames = Object.keys(routes) as RouteName[]

export type RouteParams = Readonly<Record<string, string | number | null | undefined>>

/** The path of a named route: `pathTo("catalog_cities", { type: "zlobki", voivodeship: "mazowieckie" })`. */
export function pathTo(name: RouteName, params?: RouteParams): string {
  return fillPattern(routes[name].path, params)
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
  for (const name of routeNames) {
    const params = matchPattern(routes[name].path, pathname)
    if (params !== null) return { name, params, meta: routes[name].meta }
  }
  return { name: null, params: {}, meta: notFoundMeta }
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
