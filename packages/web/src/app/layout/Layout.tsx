import { lazy, Suspense, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useSearch } from "wouter"
import { useScrollDepth } from "../../shared/analytics"
import { AlertModalHost } from "../../shared/ui/AlertModal"
import { AppToaster } from "../../shared/ui/Toaster"
import { isMapView, resolveRoute } from "../../shared/routing/paths"
import { isProduction } from "../../shared/environment"
import { useSessionUser } from "../../shared/auth/session"
import { useLogoutNavigation } from "../session"
import { EnvironmentWatermark } from "./EnvironmentWatermark"
import { Footer } from "./Footer"
import { Navbar } from "./Navbar"
import { NewBuildOffer } from "./NewBuildOffer"
import { useRouteChange } from "./useRouteChange"
import "./layout.css"

const MAIN_ID = "main-content"

// Loaded only for a sign-in that has new versions of the regulations or privacy notice to accept.
const ConsentStep = lazy(() => import("../../features/legal/ConsentStep"))

/** Whether map_visible=true is in the query (spec 2.3). */
export function isMapVisible(search: string): boolean {
  return new URLSearchParams(search).get("map_visible") === "true"
}

/** The page chrome (spec 2.3): skip link, navbar, main content, footer, modals (the consent step too), the new-build offer and toasts. */
export function Layout({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation()
  const [pathname] = useLocation()
  const search = useSearch()
  const route = resolveRoute(pathname)
  const mapView = isMapView(pathname, route.meta)
  const mapVisible = isMapVisible(search)
  const loginReturnTo = route.meta.citySearch === false ? null : `${pathname}${search ? `?${search}` : ""}`
  useRouteChange(pathname, mapView, MAIN_ID)
  useScrollDepth(pathname)
  useLogoutNavigation()
  const user = useSessionUser()
  const consentPending = user !== null && (user.pending_consents?.length ?? 0) > 0
  return (
    <div className={`layout layout--${route.meta.background}${mapVisible ? " layout--map-visible" : ""}${isProduction ? "" : " layout--env"}`}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t("SKIP_TO_CONTENT")}
      </a>
      <EnvironmentWatermark />
      <Navbar route={route} transparent={mapVisible} loginReturnTo={loginReturnTo} />
      <main id={MAIN_ID} className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <AlertModalHost />
      {consentPending ? (
        <Suspense fallback={null}>
          <ConsentStep user={user} />
        </Suspense>
      ) : null}
      <NewBuildOffer />
      <AppToaster />
    </div>
  )
}
