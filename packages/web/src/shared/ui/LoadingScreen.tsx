import { useTranslation } from "react-i18next"
import "./ui.css"

/** A loading state (spec 2.3: LOADING_DOTS), announced politely to screen readers. */
export function LoadingScreen({ fullPage = false }: { readonly fullPage?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className={`loading${fullPage ? " loading--page" : ""}`} role="status" aria-live="polite">
      <span className="loading__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="loading__text">{t("LOADING_DOTS")}</span>
    </div>
  )
}
