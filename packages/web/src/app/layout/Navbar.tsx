import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "wouter"
import { isFacilitySubdomain } from "../../shared/hostMode"
import { isLinkActive, navbarLinks } from "../navigation"
import { loginPath, pathTo, type ResolvedRoute } from "../../shared/routing/paths"
import { useIsLogged } from "../session"
import { BackButton } from "./BackButton"
import { Logo } from "./Logo"
import { NavbarMenuSlot } from "./NavbarMenuSlot"
import "./navbar.css"
import { keyFromData } from "../../shared/i18n/keyFromData"
import { ButtonLink } from "../../shared/ui/Button"

// The navbar's box shows the city of the page at once, so it is the full combobox from the start.
const CitySearchCombobox = lazy(() => import("../../shared/citySearch/CitySearchCombobox").then((module) => ({ default: module.CitySearchCombobox })))

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
          <Link href={pathTo("landing")} className="navbar__logo" aria-label={t("HOME_LINK")}>
            <Logo />
          </Link>
        )}
        {route.meta.backButton ? <BackButton setting={route.meta.backButton} /> : null}
        {search ? (
          <div className="navbar__search">
            <Suspense fallback={<div className="navbar__search-placeholder" />}>
              <CitySearchCombobox variant="navbar" />
            </Suspense>
          </div>
        ) : (
          <div className="navbar__spacer" />
        )}
        <nav className="navbar__links" aria-label={t("MAIN_NAVIGATION")}>
          <ul>
            {navbarLinks.map((link) => (
              <li key={link.key} className={link.dropdownItems === undefined ? undefined : "navbar__dropdown"}>
                <Link href={link.href} aria-current={isLinkActive(link.href, pathname) ? "page" : undefined}>
                  {t(keyFromData(link.display))}
                </Link>
                {link.dropdownItems === undefined ? null : (
                  // Shown on hover and while a link in it has focus: every link stays in the tab order.
                  <ul className="navbar__dropdown-items">
                    {link.dropdownItems.map((item) => (
                      <li key={item.key}>
                        <Link href={item.href} data-testid={`navbar-${item.key}`} aria-current={isLinkActive(item.href, pathname) ? "page" : undefined}>
                          {t(keyFromData(item.display))}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="navbar__actions">
          <NavbarMenuSlot kind="language" className={isLogged ? "only-mobile" : undefined}>
            {({ LanguageMenu }, openOnMount) => <LanguageMenu className={isLogged ? "only-mobile" : undefined} openOnMount={openOnMount} />}
          </NavbarMenuSlot>
          {isLogged ? (
            <NavbarMenuSlot kind="profile">{({ ProfileMenu }, openOnMount) => <ProfileMenu openOnMount={openOnMount} />}</NavbarMenuSlot>
          ) : (
            <>
              <ButtonLink href={loginPath(loginReturnTo)} variant="ghost" className="only-desktop" data-testid="navbar-login">
                {t("LOGIN")}
              </ButtonLink>
              <ButtonLink href={pathTo("signup")} variant="primary" className="only-desktop" data-testid="navbar-signup">
                {t("SIGNUP")}
              </ButtonLink>
            </>
          )}
          <div className="only-mobile">
            <NavbarMenuSlot kind="burger">{({ MobileMenu }, openOnMount) => <MobileMenu loginReturnTo={loginReturnTo} openOnMount={openOnMount} />}</NavbarMenuSlot>
          </div>
        </div>
      </div>
    </header>
  )
}
