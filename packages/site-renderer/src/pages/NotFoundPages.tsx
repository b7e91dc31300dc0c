import type { Messages } from "../messages"
import { Illustration } from "../parts/Illustration"
import { PreferencesForm } from "../layout/PreferencesForm"
import type { SitePageView } from "../view"

/** A path the site does not have (public 2.14): status, ERROR_PAGE_TITLE and ERROR_PAGE_NOT_FOUND. */
export function PageNotFound({ view, t }: { view: SitePageView; t: Messages }) {
  return (
    <>
      <h1>{t.ERROR_PAGE_TITLE}</h1>
      <p>404 – {t.ERROR_PAGE_NOT_FOUND}</p>
      <Illustration view={view} asset="not-found.svg" />
      <p><a href="/">{t.MAIN_PAGE}</a></p>
    </>
  )
}

/**
 * A domain with no facility or no web page, or a deleted site (management 2.5 "Missing sites",
 * public 2.14): WEBPAGE_DOMAIN_NOT_EXIST, with no site around it.
 */
export function SiteMissingPage({ view, t }: { view: SitePageView; t: Messages }) {
  return (
    <>
      <a className="skip" href="#content">{t.SKIP_TO_CONTENT}</a>
      <header className="topbar">
        <div className="wrap"><PreferencesForm preferences={view.preferences} back={view.path} t={t} /></div>
      </header>
      <main id="content" tabIndex={-1}>
        <div className="wrap">
          <h1>{t.ERROR_PAGE_TITLE}</h1>
          <p>404 – {t.WEBPAGE_DOMAIN_NOT_EXIST}</p>
          <Illustration view={view} asset="not-found.svg" />
        </div>
      </main>
    </>
  )
}
