import { useTranslation } from "react-i18next"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { pathTo } from "../../shared/routing/paths"
import { buttonClass, ButtonLink } from "../../shared/ui/Button"
import { TitledSection } from "../../shared/ui/TitledSection"
import { FeatureStatusTable } from "./FeatureStatusTable"
import { PackageCards } from "./PackageCards"
import { PackageLimitsTable } from "./PackageLimitsTable"
import { ProductHero } from "./ProductHero"
import { SalesContact } from "./SalesContact"
import { YearlyPlans } from "./YearlyPlans"
import "./forFacilities.css"

/**
 * The price list, /dla-placowek/cennik (public 2.13, management 9, issue 19): the basic and
 * premium packages with their functions' labels and the limits in force (read from the
 * server), the two yearly plans, and the forms to the product team.
 */
export default function PriceListPage() {
  const { t } = useTranslation("forFacilities")
  usePageTitle(t("PRICE_LIST_PAGE_TITLE"))
  return (
    <div className="for-facilities">
      <ProductHeroWithActions />
      <TitledSection className="container for-facilities-section" titleId="price-list-packages" title={t("PACKAGES_TITLE")} titleClassName="for-facilities-section__title">
        <div className="for-facilities-grid for-facilities-packages">
          <PackageCards />
        </div>
        <PackageLimitsTable />
      </TitledSection>
      <TitledSection className="container for-facilities-section" titleId="price-list-features" title={t("FUNCTIONS_LIST_TITLE")} titleClassName="for-facilities-section__title">
        <FeatureStatusTable />
      </TitledSection>
      <TitledSection className="container for-facilities-section" titleId="price-list-yearly" title={t("YEARLY_TITLE")} titleClassName="for-facilities-section__title">
        <YearlyPlans />
      </TitledSection>
      <SalesContact />
    </div>
  )
}

/** The price list's head: its title, and the ways to the forms below and to the functions page. */
function ProductHeroWithActions() {
  const { t } = useTranslation("forFacilities")
  return (
    <ProductHero crumb={t("PRICE_LIST", { ns: "common" })} title={t("PRICE_LIST_TITLE")} subtitle={t("PRICE_LIST_SUBTITLE")}>
      <div className="for-facilities__actions">
        {/* An anchor on this page, not a route: the browser scrolls to the forms. */}
        <a href="#kontakt" className={buttonClass({ variant: "primary" })} data-testid="price-list-contact">
          {t("CONTACT_TITLE")}
        </a>
        <ButtonLink href={pathTo("product_landing_functions")}>{t("SEE_FUNCTIONS")}</ButtonLink>
      </div>
    </ProductHero>
  )
}
