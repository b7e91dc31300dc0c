import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "wouter"
import { isFacilitySubdomain } from "../../shared/hostMode"
import { isLinkActive, navbarLinks } from "../navigation"
import { loginPath, pathTo, type ResolvedRoute } from "../paths"
import { useIsLogged } from "../session"
import { BackButton } from "./BackButton"
import { Logo } from "./Logo"
import { MenuTriggerPlaceholder } from "./MenuTriggerPlaceholder"
import "./navbar.css"

const CitySearchBox = lazy(() => import("../../features/search/CitySearchBox").then((module) => ({ default: module.CitySearchBox })))

/** Loads the Radix menus; called at boot so they are ready moments after the first paint. */
export const loadNavbarMenus = () => import("./NavbarMenus")
const LanguageMenu = lazy(() => loadNavbarMenus().then((module) => ({ default: module.LanguageMenu })))
const ProfileMenu = lazy(() => loadNavbarMenus().then((module) => ({ default: module.ProfileMenu })))
const MobileMenu = lazy(() => loadNavbarMenus().then((module) => ({ default: module.MobileMenu })))

/**
 * Whether the navbar shows the city search (spec 2.3): the route does not opt out, it has no
 * facility parameter, it is not the landing page and the site is not a facility subdomain.
 */
export function showNavbarCitySearch(route: ResolvedRoute, onSubdomain: boolean): boolean {
  return route.meta.citySearch !== false && route.params.facility === undefined && route.name !== "landing" && !onSubdomain
}

export interface NavbarProps {
  readonly route: ResolvedRoute
  /** The map is shown over the page (map_visible=true): the navbar turns transparent. */
  readonly transparent: boolean
  /** Where the login link returns to after login, or null to go home. */
  readonly loginReturnTo: string | null
}

/** The top bar (spec 2.3). */
export function Navbar({ route, transparent, loginReturnTo }: NavbarProps) {
  const { t } = useTranslation()
  const [pathname] = useLocation()
  const isLogged = useIsLogged()
  const search = showNavbarCitySearch(route, isFacilitySubdomain)
  return (
    <header className={`navbar${transparent ? " navbar--transparent" : ""}`}>
      <div className="navbar__inner">
        {isFacilitySubdomain ? null : (
          <Link href="/" className="navbar__logo" aria-label={t("HOME_LINK")}>
            <Logo />
          </Link>
        )}
        {route.meta.backButton ? <BackButton setting={route.meta.backButton} /> : null}
        {search ? (
          <div className="navbar__search">
            <Suspense fallback={<div className="navbar__search-placeholder" />}>
              <CitySearchBox variant="navbar" />
            </Suspense>
          </div>
        ) : (
          <div className="navbar__spacer" />
        )}
        <nav className="navbar__links" aria-label={t("MAIN_NAVIGATION")}>
          <ul>
            {navbarLinks.map((link) => (
              <li key={link.key}>
                <Link href={link.href} aria-current={isLinkActive(link.href, pathname) ? "page" : undefined}>
                  {t(link.display)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="navbar__actions">
          <Suspense fallback={<MenuTriggerPlaceholder kind="language" className={isLogged ? "only-mobile" : undefined} />}>
            <LanguageMenu className={isLogged ? "only-mobile" : undefined} />
          </Suspense>
          {isLogged ? (
            <Suspense fallback={<MenuTriggerPlaceholder kind="profile" />}>
              <ProfileMenu />
            </Suspense>
          ) : (
            <>
              <Link href={loginPath(loginReturnTo)} className="btn btn--ghost only-desktop" data-testid="navbar-login">
                {t("LOGIN")}
              </Link>
              <Link href={pathTo("signup")} className="btn btn--primary only-desktop" data-testid="navbar-signup">
                {t("SIGNUP")}
              </Link>
            </>
          )}
          <div className="only-mobile">
            <Suspense fallback={<MenuTriggerPlaceholder kind="burger" />}>
              <MobileMenu loginReturnTo={loginReturnTo} />
            </Suspense>
          </div>
        </div>
      </div>
    </header>
  )
}
