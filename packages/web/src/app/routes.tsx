import { facilityQuery, isCatalogType, type CatalogType } from "@pociecha/core"
import { lazy, Suspense, type ReactNode } from "react"
import { Redirect, Route, Switch, useLocation } from "wouter"
import { api } from "../shared/api"
import { preloadFeatureTexts } from "../shared/i18n"
import { queryClient } from "../shared/queryClient"
import NotFoundPage from "../shared/errorPages/NotFoundPage"
import { LoadingScreen } from "../shared/ui/LoadingScreen"
import { AppErrorBoundary } from "./AppErrorBoundary"
import { preloadedPage } from "./preloadedPage"
import { pathTo, resolveRoute, routeNames, routes, type RouteName } from "../shared/routing/paths"
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

/**
 * Starts fetching the code, texts and read of the page at `pathname` (when it is one of
 * firstPages) while the shell boots, rather than when the first render reaches the page. Resolves
 * when they are in (or failed: the page then loads them itself): main.tsx renders then, so the page
 * renders at once, and the server's first view stays until it does, with no loading screen between.
 */
export function preloadPage(pathname: string): Promise<void> {
  const { name, params } = resolveRoute(pathname)
  const preload = name === null ? undefined : firstPages[name]
  return preload === undefined ? Promise.resolve() : preload(params).then(() => undefined, () => undefined)
}

// Every page is its own chunk: the first visit downloads only the page it opens.
const LandingPage = landingPage.Page
// The landing page's map toggle shows the map feature's view, loaded only when chosen.
const LandingMap = lazy(() => import("../features/map/MapView"))
const MapPage = mapPage.Page
const FacilityPage = facilityPage.Page
const LegacyFacilityRedirect = lazy(() => import("../features/facility/LegacyFacilityRedirect"))
const OpinionWizardPage = lazy(() => import("../features/opinionWizard/OpinionWizardPage"))
const ApplyPage = lazy(() => import("../features/apply/ApplyPage"))
const CatalogVoivodeshipsPage = lazy(() => import("../features/catalog/CatalogVoivodeshipsPage"))
const CatalogCitiesPage = lazy(() => import("../features/catalog/CatalogCitiesPage"))
const CatalogFacilitiesPage = lazy(() => import("../features/catalog/CatalogFacilitiesPage"))
const LoginPage = lazy(() => import("../features/auth/LoginPage"))
const SignupPage = lazy(() => import("../features/auth/SignupPage"))
const PasswordRemindPage = lazy(() => import("../features/auth/PasswordRemindPage"))
const PasswordResetPage = lazy(() => import("../features/auth/PasswordResetPage"))
const LinkConfirmationPage = lazy(() => import("../features/auth/LinkConfirmationPage"))
const ProfilePage = lazy(() => import("../features/account/ProfilePage"))
const MyOpinionsPage = lazy(() => import("../features/account/MyOpinionsPage"))
const MyOpinionPage = lazy(() => import("../features/account/MyOpinionPage"))
const MyQuestionsPage = lazy(() => import("../features/account/MyQuestionsPage"))
const QuestionThreadPage = lazy(() => import("../features/account/QuestionThreadPage"))
const MyApplicationsPage = lazy(() => import("../features/account/MyApplicationsPage"))
const MyMembershipsPage = lazy(() => import("../features/account/MyMembershipsPage"))
const SettingsPage = lazy(() => import("../features/account/SettingsPage"))
const SupportOpinionsPage = lazy(() => import("../features/support/SupportOpinionsPage"))
const ClaimFacilityPage = lazy(() => import("../features/claim/ClaimFacilityPage"))
const FacilitySignupPage = lazy(() => import("../features/claim/FacilitySignupPage"))
const SupportShadowPage = lazy(() => import("../features/support/shadow/SupportShadowPage"))
const OwnerAreaPage = lazy(() => import("../features/ownerArea/OwnerAreaPage"))
const ForFacilitiesPage = lazy(() => import("../features/forFacilities/ForFacilitiesPage"))
const LegalPage = lazy(() => import("../features/legal/LegalPage"))

const catalogType = (params: Params): CatalogType => {
  const type = params.type ?? ""
  return isCatalogType(type) ? type : "przedszkola"
}

/** What each route renders; the route patterns (and so the catalogue types) are in paths.ts. */
const pages: { readonly [Name in RouteName]: (params: Params) => ReactNode } = {
  landing: () => <LandingPage map={<LandingMap embedded />} />,
  map: () => <MapPage />,
  map_facility: () => <FacilityPage />,
  add_opinion: () => <OpinionWizardPage />,
  apply: () => <ApplyPage />,
  facility: () => <LegacyFacilityRedirect />,
  catalog_voivodeships: (params) => <CatalogVoivodeshipsPage type={catalogType(params)} />,
  catalog_cities: () => <CatalogCitiesPage />,
  catalog_facilities: () => <CatalogFacilitiesPage />,
  catalog_facilities_district: () => <CatalogFacilitiesPage />,
  product_landing: () => <ForFacilitiesPage />,
  legal: () => <LegalPage />,
  login: () => <LoginPage />,
  signup: () => <SignupPage />,
  password_remind: () => <PasswordRemindPage />,
  password_reset: () => <PasswordResetPage />,
  account_confirm: () => <LinkConfirmationPage link="account" />,
  email_confirm: () => <LinkConfirmationPage link="email" />,
  user: () => <ProfilePage />,
  user_opinions: () => <MyOpinionsPage />,
  user_opinion: () => <MyOpinionPage />,
  user_questions: () => <MyQuestionsPage />,
  user_question: () => <QuestionThreadPage />,
  user_applications: () => <MyApplicationsPage />,
  user_memberships: () => <MyMembershipsPage />,
  user_settings: () => <SettingsPage />,
  // The panel opens at its first working screen.
  support: () => <Redirect to={pathTo("support_opinions")} replace />,
  support_opinions: () => <SupportOpinionsPage />,
  claim_facility: () => <ClaimFacilityPage />,
  facility_signup: () => <FacilitySignupPage />,
  // The owner area (management 2.2): one page shows every tab of the 'user_facility' group, from
  // features/ownerArea/tabs; a tab not there yet is a 404 inside the area.
  owner_area: (params) => <OwnerAreaPage route="owner_area" params={params} />,
  facility_settings_view: (params) => <OwnerAreaPage route="facility_settings_view" params={params} />,
  facility_settings_group: (params) => <OwnerAreaPage route="facility_settings_group" params={params} />,
  facility_address: (params) => <OwnerAreaPage route="facility_address" params={params} />,
  facility_basic_info: (params) => <OwnerAreaPage route="facility_basic_info" params={params} />,
  facility_description: (params) => <OwnerAreaPage route="facility_description" params={params} />,
  facility_amenities: (params) => <OwnerAreaPage route="facility_amenities" params={params} />,
  facility_gallery: (params) => <OwnerAreaPage route="facility_gallery" params={params} />,
  facility_dayplan: (params) => <OwnerAreaPage route="facility_dayplan" params={params} />,
  facility_cadre: (params) => <OwnerAreaPage route="facility_cadre" params={params} />,
  facility_recruitment: (params) => <OwnerAreaPage route="facility_recruitment" params={params} />,
  facility_questions: (params) => <OwnerAreaPage route="facility_questions" params={params} />,
  facility_question: (params) => <OwnerAreaPage route="facility_question" params={params} />,
  facility_opinions: (params) => <OwnerAreaPage route="facility_opinions" params={params} />,
  facility_opinion: (params) => <OwnerAreaPage route="facility_opinion" params={params} />,
  facility_applications: (params) => <OwnerAreaPage route="facility_applications" params={params} />,
  facility_settings: (params) => <OwnerAreaPage route="facility_settings" params={params} />,
  facility_publications: (params) => <OwnerAreaPage route="facility_publications" params={params} />,
  facility_parents_teachers: (params) => <OwnerAreaPage route="facility_parents_teachers" params={params} />,
  facility_parents: (params) => <OwnerAreaPage route="facility_parents" params={params} />,
  facility_teachers: (params) => <OwnerAreaPage route="facility_teachers" params={params} />,
  support_shadow: () => <SupportShadowPage />
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
