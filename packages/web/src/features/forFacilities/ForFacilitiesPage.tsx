import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { pathTo } from "../../shared/routing/paths"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { PackageCards } from "./PackageCards"
import { PackageLimitsTable } from "./PackageLimitsTable"
import "./forFacilities.css"
import { ButtonLink } from "../../shared/ui/Button"
import { TitledSection } from "../../shared/ui/TitledSection"

/** What an owner runs on the profile (management 1, 2.4), each with the package it needs. */
const features = [
  { key: "PROFILE", availability: "basic" },
  { key: "GALLERY", availability: "basic" },
  { key: "RECRUITMENT", availability: "basic" },
  { key: "CONVERSATIONS", availability: "basic" },
  { key: "NEWS", availability: "premium" },
  { key: "COMMUNITY", availability: "premium" }
] as const


/** The two ways in (management 2.7): claiming a listed facility, or adding one that is not listed. */
function StartActions() {
  const { t } = useTranslation("forFacilities")
  return (
    <div className="for-facilities__actions">
      <ButtonLink href={pathTo("map")} variant="primary" data-testid="for-facilities-claim">
        {t("CTA_CLAIM")}
      </ButtonLink>
      <ButtonLink href={pathTo("facility_signup")} data-testid="for-facilities-create">
        {t("CTA_CREATE")}
      </ButtonLink>
    </div>
  )
}

/** One way in, as a step: what to do, how it is reviewed, and the link to start. */
function StartStep({ step, href, text }: { readonly step: "CLAIM" | "CREATE"; readonly href: string; readonly text: string }) {
  const { t } = useTranslation("forFacilities")
  return (
    <li className="card">
      <h3 className="for-facilities-card__title">{t(`${step}_TITLE`)}</h3>
      <p>{text}</p>
      <p>{t(`${step}_REVIEW`)}</p>
      <Link href={href} className="for-facilities-card__link">
        {t(`${step}_LINK`)}
      </Link>
    </li>
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
            <p className="for-facilities__more">
              <Link href={pathTo("product_landing_functions")} data-testid="for-facilities-functions">{t("SEE_FUNCTIONS")}</Link>
              <Link href={pathTo("product_landing_price_list")} data-testid="for-facilities-price-list">{t("SEE_PRICE_LIST")}</Link>
            </p>
          </div>
        </div>
      </section>

      <TitledSection className="container for-facilities-section" titleId="for-facilities-start" title={t("START_TITLE")} titleClassName="for-facilities-section__title">
        <ol className="for-facilities-grid for-facilities-steps">
          <StartStep step="CLAIM" href={pathTo("map")} text={t("CLAIM_TEXT", { button: t("I_AM_OWNER") })} />
          <StartStep step="CREATE" href={pathTo("facility_signup")} text={t("CREATE_TEXT")} />
        </ol>
      </TitledSection>

      <TitledSection className="for-facilities-band" innerClassName="container for-facilities-section" titleId="for-facilities-features" title={t("FEATURES_TITLE")} titleClassName="for-facilities-section__title">
        <ul className="for-facilities-grid for-facilities-features">
          {features.map(({ key, availability }) => (
            <li key={key} className="card" data-testid="for-facilities-feature">
              <h3 className="for-facilities-card__title">{t(`FEATURE_${key}_TITLE`)}</h3>
              <p>{t(`FEATURE_${key}_TEXT`)}</p>
              <p className={`for-facilities-status for-facilities-status--${availability}`}>{t(`AVAILABILITY_${availability}`)}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection className="container for-facilities-section" titleId="for-facilities-packages" title={t("PACKAGES_TITLE")} titleClassName="for-facilities-section__title">
        <div className="for-facilities-grid for-facilities-packages">
          <PackageCards />
        </div>
        <PackageLimitsTable />
      </TitledSection>

      <TitledSection
        className="for-facilities-band for-facilities-closing"
        innerClassName="container for-facilities-section"
        titleId="for-facilities-closing"
        title={t("CLOSING_TITLE")}
        titleClassName="for-facilities-section__title"
      >
        <p>{t("CLOSING_TEXT")}</p>
        <StartActions />
      </TitledSection>
    </div>
  )
}
