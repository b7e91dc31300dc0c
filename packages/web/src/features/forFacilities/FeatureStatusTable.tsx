import { featureStatus, productFeatures, productPackages } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { FeatureStatusLabel } from "./FeatureStatusLabel"

/** Every function against the two packages, with its label in each (core's featureStatus). */
export function FeatureStatusTable() {
  const { t } = useTranslation("forFacilities")
  return (
    <table className="product-features" data-testid="product-features">
      <caption>{t("FEATURES_TABLE_CAPTION")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("FEATURE_COLUMN")}</th>
          {productPackages.map((productPackage) => (
            <th key={productPackage} scope="col">
              {t(productPackage === "basic" ? "PACKAGE_BASIC" : "PACKAGE_PREMIUM")}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {productFeatures.map((feature) => (
          <tr key={feature.key}>
            <th scope="row">{t(`FUNCTION_${feature.key}_TITLE`)}</th>
            {productPackages.map((productPackage) => (
              <td key={productPackage}>
                <FeatureStatusLabel status={featureStatus(feature, productPackage)} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
