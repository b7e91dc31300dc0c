import { RATING_MAX } from "@pociecha/core"
import { useTranslation } from "react-i18next"

/** A rating shown as stars, read out as 'n of 5'. */
export function RatingStars({ value }: { readonly value: number }) {
  const { t } = useTranslation("facility")
  return (
    <span className="rating-stars" role="img" aria-label={t("RATING_OF", { value, max: RATING_MAX })}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <span key={index} className={index < value ? "rating-stars__star rating-stars__star--on" : "rating-stars__star"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  )
}
