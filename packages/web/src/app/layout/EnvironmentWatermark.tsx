import { useTranslation } from "react-i18next"
import { appEnvironment, isProduction } from "../../shared/environment"

/**
 * Outside production, a strip above the navbar names the environment (spec 1). It is part of the
 * page's flow, not laid over it, so it never hides a button (on a phone a floating label did);
 * it scrolls away with the page and never catches clicks.
 */
export function EnvironmentWatermark() {
  const { t } = useTranslation()
  if (isProduction) return null
  return (
    <div className="env-watermark" data-testid="env-watermark">
      {t("ENVIRONMENT", { environment: appEnvironment.toUpperCase() })}
    </div>
  )
}
