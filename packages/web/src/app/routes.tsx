import { facilityQuery } from "@pociecha/core"
import { lazy, Suspense, type ReactNode } from "react"
import { Route, Switch, useLocation } from "wouter"
import { api } from "../shared/api"
import { preloadFeatureTexts } from "../shared/i18n"
import { queryClient } from "../shared/queryClient"
import NotFoundPage from "../shared/errorPages/NotFoundPage"
import { LoadingScreen } from "../shared/ui/LoadingScreen"
import { AppErrorBoundary } from "./AppErrorBoundary"
import { preloadedPage } from "./preloadedPage"
import { resolveRoute, routeNames, routes, type RouteName } from "../shared/routing/paths"
import { RouteGate } from "./RouteGate"

type Params = Readonly<Record<string, string | undefined>>

// The pages people most often open first, whose chunk preloadPage fetches before the first render.
const landingPage = preloadedPage(() => import("../features/landing/LandingPage"))
const mapPage = preloadedPage(() => import("../features/map/MapPage"))
const facilityPage = preloadedPage(() => import("../features/facility/FacilityPage"))
// None of them loads the Effect client: their reads (the map's search too) are plain fetches, so a
// guest never downloads it (a signed-in visitor's session has loaded it already).
// Each also fetches its feature's Polish texts, which its first render would otherwise wait for.
const withTexts = (namespace: string, load: () => Promise<unknown>) => () => Promise.all([preloadFeatureTexts(namespace), load()])
const firstPages: Partial<Record<RouteName, (params: Params) => Promise<unknown>>> = {
  landing: withTexts("landing", landingPage.load),
  map: withTexts("map", mapPage.load),
  // The profile's own read goes out with the page's chunk, not after its first render.
  map_facility: (params) =>
    Promise.all([withTexts("facility", facilityPage.load)(), queryClient.prefetchQuery(facilityQuery(api, params.facility ?? ""))])
}

// The other pages' table — a lazy import per page, each naming the chunks it needs — loads with
// the first of them opened, not with every visit (about 5 kB of the landing page's scripts).
const loadLaterPages = () => import("./laterPages")

/**
 * Starts fetching the code, texts and read of the page at `pathname` (when it is one of
 * firstPages) while the shell boots, rather than when the first render reaches the page. Resolves
 * when they are in (or failed: the page then loads them itself): main.tsx renders then, so the page
 * renders at once, and the server's first view stays until it does, with no loading screen between.
 * Another page's table starts loading too, without holding the render.
 */
export function preloadPage(pathname: string): Promise<void> {
  const { name, params } = resolveRoute(pathname)
  const preload = name === null ? undefined : firstPages[name]
  if (name !== null && preload === undefined) void loadLaterPages().catch(() => undefined)
  return preload === undefined ? Promise.resolve() : preload(params).then(() => undefined, () => undefined)
}

// Every page is its own chunk: the first visit downloads only the page it opens.
const LandingPage = landingPage.Page
// The landing page's map toggle shows the map feature's view, loaded only when chosen.
const LandingMap = lazy(() => import("../features/map/MapView"))
const MapPage = mapPage.Page
const FacilityPage = facilityPage.Page

/** The first pages (preloaded by preloadPage) render here; every other page through laterPages.tsx. */
type FirstPageName = "landing" | "map" | "map_facility"
const firstPageViews: { readonly [Name in FirstPageName]: () => ReactNode } = {
  landing: () => <LandingPage map={<LandingMap embedded />} />,
  map: () => <MapPage />,
  map_facility: () => <FacilityPage />
}
const isFirstPage = (name: RouteName): name is FirstPageName => name in firstPageViews

const LaterPage = lazy(loadLaterPages)

/** What a route renders; the route patterns (and so the catalogue types) are in paths.ts. */
const pageOf = (name: RouteName, params: Params): ReactNode =>
  isFirstPage(name) ? firstPageViews[name]() : <LaterPage name={name} params={params} />

/**
 * The routes, in the table's order (the first match wins, as in resolveRoute); an unmatched
 * path is the 404 page. Each page loads lazily behind LOADING_DOTS and an error boundary.
 */
export function AppRoutes() {
  const [pathname] = useLocation()
  return (
    <AppErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingScreen fullPage />}>
        <Switch>
          {routeNames.map((name) => (
            <Route key={name} path={routes[name].path}>
              {(params: Params) => <RouteGate meta={routes[name].meta}>{pageOf(name, params)}</RouteGate>}
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </AppErrorBoundary>
  )
}
