import { useTranslation } from "react-i18next"
import { appEnvironment, isProduction } from "../../shared/environment"

/**
 * Outside production, a strip above the navbar names the environment (spec 1). It is part of the
 * page's flow, not laid over it, so it never hides a button (on a phone a floating label did);
 * it scrolls away with the page and never catches clicks. A complementary landmark named by its
 * text: content outside every landmark is what a screen reader's landmark list skips (axe's region rule).
 */
export function EnvironmentWatermark() {
  const { t } = useTranslation()
  if (isProduction) return null
  const text = t("ENVIRONMENT", { environment: appEnvironment.toUpperCase() })
  return (
    <aside className="env-watermark" data-testid="env-watermark" aria-label={text}>
      {text}
    </aside>
  )
}
