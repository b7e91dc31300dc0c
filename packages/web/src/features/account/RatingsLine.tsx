import { ratingAspects } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { keyFromData } from "../../shared/i18n/keyFromData"

/** The three ratings of an opinion, each 1–5 (spec 3.7). */
export function RatingsLine({ ratings }: { readonly ratings: { readonly rating_cleanliness: number; readonly rating_staff: number; readonly rating_food: number } }) {
  const { t } = useTranslation("account")
  return (
    <dl className="ratings-line">
      {ratingAspects.map((aspect) => (
        <div key={aspect} className="ratings-line__item">
          <dt>{t(keyFromData(`RATING_${aspect.toUpperCase()}`))}</dt>
          <dd>{t("RATING_OF_FIVE", { value: ratings[`rating_${aspect}`] })}</dd>
        </div>
      ))}
    </dl>
  )
}
