import { isCatalogType, type CatalogType } from "@pociecha/core"
import { lazy, Suspense, type ReactNode } from "react"
import { Route, Switch, useLocation } from "wouter"
import NotFoundPage from "../features/errors/NotFoundPage"
import { LoadingScreen } from "../shared/ui/LoadingScreen"
import { AppErrorBoundary } from "./AppErrorBoundary"
import { routeNames, routes, type RouteName } from "./paths"
import { RouteGate } from "./RouteGate"

// Every page is its own chunk: the first visit downloads only the page it opens.
const LandingPage = lazy(() => import("../features/landing/LandingPage"))
const MapPage = lazy(() => import("../features/map/MapPage"))
const FacilityPage = lazy(() => import("../features/facility/FacilityPage"))
const LegacyFacilityRedirect = lazy(() => import("../features/facility/LegacyFacilityRedirect"))
const CatalogVoivodeshipsPage = lazy(() => import("../features/catalog/CatalogVoivodeshipsPage"))
const CatalogCitiesPage = lazy(() => import("../features/catalog/CatalogCitiesPage"))
const CatalogFacilitiesPage = lazy(() => import("../features/catalog/CatalogFacilitiesPage"))
const LoginPage = lazy(() => import("../features/auth/LoginPage"))
const SignupPage = lazy(() => import("../features/auth/SignupPage"))
const PasswordRemindPage = lazy(() => import("../features/auth/PasswordRemindPage"))
const PasswordResetPage = lazy(() => import("../features/auth/PasswordResetPage"))
const AccountConfirmPage = lazy(() => import("../features/auth/AccountConfirmPage"))
const ProfilePage = lazy(() => import("../features/account/ProfilePage"))
const ComingSoonPage = lazy(() => import("./pages/ComingSoonPage"))

type Params = Readonly<Record<string, string | undefined>>

const catalogType = (params: Params): CatalogType => {
  const type = params.type ?? ""
  return isCatalogType(type) ? type : "przedszkola"
}

/** What each route renders; the route patterns (and so the catalogue types) are in paths.ts. */
const pages: { readonly [Name in RouteName]: (params: Params) => ReactNode } = {
  landing: () => <LandingPage />,
  map: () => <MapPage />,
  map_facility: () => <FacilityPage />,
  facility: () => <LegacyFacilityRedirect />,
  catalog_voivodeships: (params) => <CatalogVoivodeshipsPage type={catalogType(params)} />,
  catalog_cities: () => <CatalogCitiesPage />,
  catalog_facilities: () => <CatalogFacilitiesPage />,
  catalog_facilities_district: () => <CatalogFacilitiesPage />,
  product_landing: () => <ComingSoonPage title="FOR_FACILITIES" />,
  login: () => <LoginPage />,
  signup: () => <SignupPage />,
  password_remind: () => <PasswordRemindPage />,
  password_reset: () => <PasswordResetPage />,
  account_confirm: () => <AccountConfirmPage />,
  user: () => <ProfilePage />
}

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
              {(params: Params) => <RouteGate meta={routes[name].meta}>{pages[name](params)}</RouteGate>}
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
