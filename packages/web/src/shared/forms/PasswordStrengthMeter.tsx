import { passwordStrengthLevel, passwordStrengthLevels, type PasswordScore } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import "./forms.css"

/**
 * Five coloured segments and a text label for a password's strength score (0–4), a `meter` for
 * screen readers; the label is a polite live region, so a change of level is announced once.
 */
export function PasswordStrengthMeter({ score }: { readonly score: PasswordScore }) {
  const { t } = useTranslation()
  const level = t(passwordStrengthLevel(score))
  return (
    <div className="strength" data-score={score}>
      <div
        className="strength__bar"
        role="meter"
        aria-label={t("PASSWORD_STRENGTH")}
        aria-valuemin={0}
        aria-valuemax={passwordStrengthLevels.length - 1}
        aria-valuenow={score}
        aria-valuetext={level}
      >
        {passwordStrengthLevels.map((key, index) => (
          <span key={key} className={`strength__segment${index <= score ? " strength__segment--on" : ""}`} />
        ))}
      </div>
      <p className="strength__label" aria-live="polite">
        {t("PASSWORD_STRENGTH")}: <strong>{level}</strong>
      </p>
    </div>
  )
}
