import { RATING_MAX, type RatingAspect } from "@pociecha/core"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { FieldMessage } from "../../shared/forms"
import { keyFromData } from "../../shared/i18n/keyFromData"

const values = Array.from({ length: RATING_MAX }, (_, index) => index + 1)

interface RatingInputProps {
  readonly aspect: RatingAspect
  readonly value: number | null
  readonly error: string | undefined
  readonly onRate: (value: number) => void
}

/**
 * One aspect rated 1–5 (spec 2.8) as a group of native radio buttons drawn as stars: Tab reaches
 * the group, arrow keys change the rating, and readers hear each value's words ('4 – dobrze').
 */
export function RatingInput({ aspect, value, error, onRate }: RatingInputProps) {
  const { t } = useTranslation("opinionWizard")
  const errorId = `${useId()}-error`
  return (
    <fieldset className={`rating-input${error ? " rating-input--invalid" : ""}`} aria-describedby={error ? errorId : undefined}>
      <legend className="rating-input__legend">{t(keyFromData(`ASPECT_${aspect.toUpperCase()}`))}</legend>
      <div className="rating-input__row">
        <div className="rating-input__stars">
          {values.map((option) => (
            <label key={option} className={value !== null && option <= value ? "rating-input__star rating-input__star--on" : "rating-input__star"}>
              <input
                type="radio"
                name={`rating-${aspect}`}
                value={option}
                checked={value === option}
                aria-invalid={error ? true : undefined}
                onChange={() => onRate(option)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t(keyFromData(`RATING_${option}`))}</span>
            </label>
          ))}
        </div>
        <span className="rating-input__words" aria-hidden="true">
          {value === null ? "" : t(keyFromData(`RATING_${value}`))}
        </span>
      </div>
      {error ? <FieldMessage id={errorId} messageKey={error} /> : null}
    </fieldset>
  )
}
