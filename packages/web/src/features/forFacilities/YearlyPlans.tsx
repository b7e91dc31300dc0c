import { yearlyPlans } from "@pociecha/core"
import { useTranslation } from "react-i18next"

/** The two yearly plans (management 9), Full Support marked most popular. */
export function YearlyPlans() {
  const { t } = useTranslation("forFacilities")
  return (
    <ul className="for-facilities-grid">
      {yearlyPlans.map((plan) => (
        <li key={plan.key} className={`card product-plan${plan.mostPopular ? " product-plan--popular" : ""}`} data-testid={`plan-${plan.key}`}>
          {plan.mostPopular ? <p className="product-plan__badge">{t("MOST_POPULAR")}</p> : null}
          <h3 className="for-facilities-card__title">{t(`PLAN_${plan.key}`)}</h3>
          <p>{t(`PLAN_${plan.key}_TEXT`)}</p>
          <ul className="for-facilities-package__list">
            {plan.includes.map((item) => (
              <li key={item}>{t(`PLAN_ITEM_${item}`)}</li>
            ))}
          </ul>
          <p className="for-facilities-package__note">{t("PLAN_PRICE")}</p>
        </li>
      ))}
    </ul>
  )
}
