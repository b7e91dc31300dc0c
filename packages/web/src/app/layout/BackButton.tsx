import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { backButtonTarget, type BackButton as BackButtonSetting } from "../../shared/routing/paths"
import { keyFromData } from "../../shared/i18n/keyFromData"

/** The route's back button (spec 2.3); hidden on mobile by CSS. */
export function BackButton({ setting }: { readonly setting: BackButtonSetting }) {
  const { t } = useTranslation()
  const target = backButtonTarget(setting)
  return (
    <Link href={target.href} className="navbar__back">
      <span aria-hidden="true">←</span> {t(keyFromData(target.label))}
    </Link>
  )
}
