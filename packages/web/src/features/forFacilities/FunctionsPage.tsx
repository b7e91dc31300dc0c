import { featureStatus, productFeatures, productPackages } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { pathTo } from "../../shared/routing/paths"
import { ButtonLink } from "../../shared/ui/Button"
import { TitledSection } from "../../shared/ui/TitledSection"
import { FeatureStatusLabel } from "./FeatureStatusLabel"
import { ProductHero } from "./ProductHero"
import "./forFacilities.css"

/**
 * The functions page, /dla-placowek/funkcje (public 2.13, issue 19): what an owner gets, each
 * function with its label in the basic and the premium package (core's featureStatus).
 */
export default function FunctionsPage() {
  const { t } = useTranslation("forFacilities")
  usePageTitle(t("FUNCTIONS_PAGE_TITLE"))
  return (
    <div className="for-facilities">
      <ProductHero crumb={t("PRODUCT_FUNCTIONS", { ns: "common" })} title={t("FUNCTIONS_TITLE")} subtitle={t("FUNCTIONS_SUBTITLE")}>
        <div className="for-facilities__actions">
          <ButtonLink href={pathTo("product_landing_price_list")} variant="primary" data-testid="functions-price-list">
            {t("SEE_PRICE_LIST")}
          </ButtonLink>
        </div>
      </ProductHero>
      <TitledSection className="container for-facilities-section" titleId="functions-list" title={t("FUNCTIONS_LIST_TITLE")} titleClassName="for-facilities-section__title">
        <ul className="for-facilities-grid">
          {productFeatures.map((feature) => (
            <li key={feature.key} className="card" data-testid="product-function">
              <h3 className="for-facilities-card__title">{t(`FUNCTION_${feature.key}_TITLE`)}</h3>
              <p>{t(`FUNCTION_${feature.key}_TEXT`)}</p>
              <dl className="product-function__statuses">
                {productPackages.map((productPackage) => (
                  <div key={productPackage}>
                    <dt>{t(`PACKAGE_${productPackage === "basic" ? "BASIC" : "PREMIUM"}`)}</dt>
                    <dd>
                      <FeatureStatusLabel status={featureStatus(feature, productPackage)} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  )
}
