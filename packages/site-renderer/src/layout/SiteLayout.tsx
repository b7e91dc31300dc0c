import { formatAddress } from "@pociecha/core"
import type { ReactNode } from "react"
import type { Messages } from "../messages"
import { breadcrumbs, siteMenu } from "../navigation"
import { Badge, ContactLines } from "../parts/FacilityFacts"
import type { SiteOf, SitePageView } from "../view"
import { Breadcrumbs } from "./Breadcrumbs"
import { Menu } from "./Menu"
import { PreferencesForm } from "./PreferencesForm"

/** Who is reading: their name once signed in through the portal, else a sign-in link (for private posts). */
function ViewerStatus({ view, t }: { view: SitePageView; t: Messages }) {
  if (view.viewer.signedIn) return <p className="small">{t.SIGNED_IN_AS} {view.viewer.name}</p>
  return <a className="small" href={view.urls.signInUrl}>{t.SIGN_IN}</a>
}

/**
 * The themed wrapper of every page of a site (management 2.5): skip link, display settings, the
 * site's name and badge, its menu, breadcrumbs, the page, and a footer with address and contact.
 */
export function SiteLayout({ view, site, t, children }: { view: SitePageView; site: SiteOf; t: Messages; children: ReactNode }) {
  const { facility, webPage, contact } = site
  const currentPath = view.path.split("?")[0] ?? "/"
  return (
    <>
      <a className="skip" href="#content">{t.SKIP_TO_CONTENT}</a>
      <header>
        <div className="topbar">
          <div className="wrap">
            <ViewerStatus view={view} t={t} />
            <PreferencesForm preferences={view.preferences} back={view.path} t={t} />
          </div>
        </div>
        <div className="site-header">
          <div className="wrap">
            <p className="site-title"><a href="/">{facility.name}</a></p>
          </div>
        </div>
      </header>
      <div className="band" aria-hidden="true" />
      <Menu items={siteMenu(webPage.subpages)} currentPath={currentPath} t={t} />
      <main id="content" tabIndex={-1}>
        <div className="wrap">
          <Breadcrumbs crumbs={breadcrumbs(webPage.subpages, view.current)} t={t} />
          {children}
        </div>
      </main>
      <footer className="site-footer">
        <div className="wrap">
          <ul>
            <li><strong>{facility.name}</strong> <Badge facility={facility} t={t} /></li>
            <li>{formatAddress(facility)}</li>
            <li><a href={view.urls.portalProfileUrl}>{t.PORTAL_PROFILE}</a></li>
          </ul>
          <ContactLines contact={contact} t={t} />
        </div>
      </footer>
    </>
  )
}
