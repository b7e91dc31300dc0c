import { useTranslation } from "react-i18next"
import { appEnvironment, isProduction } from "../../shared/environment"

/** Outside production, a corner ribbon names the environment (spec 1). Never catches clicks. */
export function EnvironmentWatermark() {
  const { t } = useTranslation()
  if (isProduction) return null
  return (
    <div className="env-watermark" data-testid="env-watermark">
      {t("ENVIRONMENT", { environment: appEnvironment.toUpperCase() })}
    </div>
  )
}
