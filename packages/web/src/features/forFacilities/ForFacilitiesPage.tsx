import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { pathTo } from "../../shared/routing/paths"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { PackageLimitsTable } from "./PackageLimitsTable"
import "./forFacilities.css"

/** What an owner runs on the profile (management 1, 2.4), each with the package it needs. */
const features = [
  { key: "PROFILE", availability: "basic" },
  { key: "GALLERY", availability: "basic" },
  { key: "RECRUITMENT", availability: "basic" },
  { key: "CONVERSATIONS", availability: "basic" },
  { key: "NEWS", availability: "premium" },
  { key: "COMMUNITY", availability: "premium" }
] as const

const basicIncludes = ["BASIC_PROFILE", "BASIC_RECRUITMENT", "BASIC_CONVERSATIONS", "BASIC_LIMITS"] as const
const premiumIncludes = ["PREMIUM_ALL", "PREMIUM_LISTING", "PREMIUM_RECRUITMENT", "PREMIUM_NEWS", "PREMIUM_COMMUNITY"] as const

/** The two ways in (management 2.7): claiming a listed facility, or adding one that is not listed. */
function StartActions() {
  const { t } = useTranslation("forFacilities")
  return (
    <div className="for-facilities__actions">
      <Link href={pathTo("map")} className="btn btn--primary" data-testid="for-facilities-claim">
        {t("CTA_CLAIM")}
      </Link>
      <Link href={pathTo("facility_signup")} className="btn btn--outline" data-testid="for-facilities-create">
        {t("CTA_CREATE")}
      </Link>
    </div>
  )
}

/**
 * The page for facilities, /dla-placowek (public 2.13, management 1, 9): what an owner gets, how
 * to claim a listed facility or add a new one, and the basic and premium packages with the
 * limits in force.
 */
export default function ForFacilitiesPage() {
  const { t } = useTranslation("forFacilities")
  usePageTitle(t("PAGE_TITLE"))
  return (
    <div className="for-facilities">
      <section className="for-facilities-hero" aria-labelledby="for-facilities-title">
        <div className="container">
          <Breadcrumbs items={[{ label: t("FOR_FACILITIES", { ns: "common" }) }]} />
          <div className="for-facilities-hero__inner">
            <h1 id="for-facilities-title" className="for-facilities-hero__title">
              {t("HERO_TITLE")}
            </h1>
            <p className="for-facilities-hero__subtitle">{t("HERO_SUBTITLE")}</p>
            <StartActions />
          </div>
        </div>
      </section>

      <section className="container for-facilities-section" aria-labelledby="for-facilities-start">
        <h2 id="for-facilities-start" className="for-facilities-section__title">
          {t("START_TITLE")}
        </h2>
        <ol className="for-facilities-grid for-facilities-steps">
          <li className="card">
            <h3 className="for-facilities-card__title">{t("CLAIM_TITLE")}</h3>
            <p>{t("CLAIM_TEXT", { button: t("I_AM_OWNER") })}</p>
            <p>{t("CLAIM_REVIEW")}</p>
            <Link href={pathTo("map")} className="for-facilities-card__link">
              {t("CLAIM_LINK")}
            </Link>
          </li>
          <li className="card">
            <h3 className="for-facilities-card__title">{t("CREATE_TITLE")}</h3>
            <p>{t("CREATE_TEXT")}</p>
            <p>{t("CREATE_REVIEW")}</p>
            <Link href={pathTo("facility_signup")} className="for-facilities-card__link">
              {t("CREATE_LINK")}
            </Link>
          </li>
        </ol>
      </section>

      <section className="for-facilities-band" aria-labelledby="for-facilities-features">
        <div className="container for-facilities-section">
          <h2 id="for-facilities-features" className="for-facilities-section__title">
            {t("FEATURES_TITLE")}
          </h2>
          <ul className="for-facilities-grid for-facilities-features">
            {features.map(({ key, availability }) => (
              <li key={key} className="card" data-testid="for-facilities-feature">
                <h3 className="for-facilities-card__title">{t(`FEATURE_${key}_TITLE`)}</h3>
                <p>{t(`FEATURE_${key}_TEXT`)}</p>
                <p className={`for-facilities-status for-facilities-status--${availability}`}>{t(`AVAILABILITY_${availability}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container for-facilities-section" aria-labelledby="for-facilities-packages">
        <h2 id="for-facilities-packages" className="for-facilities-section__title">
          {t("PACKAGES_TITLE")}
        </h2>
        <div className="for-facilities-grid for-facilities-packages">
          <article className="card for-facilities-package" aria-labelledby="for-facilities-basic">
            <h3 id="for-facilities-basic" className="for-facilities-card__title">
              {t("PACKAGE_BASIC")}
            </h3>
            <p className="for-facilities-package__price">{t("PACKAGE_BASIC_PRICE")}</p>
            <ul className="for-facilities-package__list">
              {basicIncludes.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </article>
          <article className="card for-facilities-package for-facilities-package--premium" aria-labelledby="for-facilities-premium">
            <h3 id="for-facilities-premium" className="for-facilities-card__title">
              {t("PACKAGE_PREMIUM")}
            </h3>
            <p className="for-facilities-package__price">{t("PACKAGE_PREMIUM_PRICE")}</p>
            <ul className="for-facilities-package__list">
              {premiumIncludes.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
            <p className="for-facilities-package__note">{t("PREMIUM_HOW")}</p>
          </article>
        </div>
        <PackageLimitsTable />
      </section>

      <section className="for-facilities-band for-facilities-closing" aria-labelledby="for-facilities-closing">
        <div className="container for-facilities-section">
          <h2 id="for-facilities-closing" className="for-facilities-section__title">
            {t("CLOSING_TITLE")}
          </h2>
          <p>{t("CLOSING_TEXT")}</p>
          <StartActions />
        </div>
      </section>
    </div>
  )
}
