import { useEffect } from "react"
import { useTranslation } from "react-i18next"

/** The title with the site name: 'Żłobki w Krakowie | Pociecha'. */
export function formatPageTitle(title: string | null | undefined, siteName: string): string {
  const text = (title ?? "").trim()
  return text === "" || text === siteName ? siteName : `${text} | ${siteName}`
}

/**
 * Sets `document.title` (spec 2.15) while the component is shown; null or empty gives the site's
 * default title. Pass an already translated title: `usePageTitle(t("TITLE_MAP_CITY", { city }))`.
 */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation()
  const siteName = t("SITE_NAME")
  const defaultTitle = t("SITE_TITLE")
  useEffect(() => {
    document.title = title ? formatPageTitle(title, siteName) : defaultTitle
    // Leaving the page restores the default, so a next page without a title never shows this one.
    return () => {
      document.title = defaultTitle
    }
  }, [title, siteName, defaultTitle])
}
