import { useEffect } from "react"
import { useTranslation } from "react-i18next"

/** The title with the site name: 'Żłobki w Krakowie | Pociecha'. */
export function formatPageTitle(title: string | null | undefined, siteName: string): string {
  const text = (title ?? "").trim()
  return text === "" || text === siteName ? siteName : `${text} | ${siteName}`
}

/**
 * Sets `<meta property="{property}">` to `content` (adding the tag if the page has none) and
 * returns what undoes it: the previous content back, or the added tag removed.
 */
function setMetaProperty(property: string, content: string): () => void {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)
  const tag = existing ?? document.head.appendChild(document.createElement("meta"))
  const previous = existing?.getAttribute("content") ?? null
  tag.setAttribute("property", property)
  tag.setAttribute("content", content)
  return () => (previous === null ? tag.remove() : tag.setAttribute("content", previous))
}

/**
 * Sets `document.title` (spec 2.15) while the component is shown, and the Open Graph tags a link
 * shared from the page shows: og:title, og:description when given, og:url (the page's address
 * without its query). Null or empty gives the site's default title; leaving the page restores
 * index.html's tags, so a next page without a title never shows this one's. Pass already
 * translated texts: `usePageTitle(t("TITLE_MAP_CITY", { city }))`.
 */
export function usePageTitle(title: string | null | undefined, description?: string): void {
  const { t } = useTranslation()
  const siteName = t("SITE_NAME")
  const defaultTitle = t("SITE_TITLE")
  useEffect(() => {
    const pageTitle = title ? formatPageTitle(title, siteName) : null
    document.title = pageTitle ?? defaultTitle
    const undo = [
      ...(pageTitle === null ? [] : [setMetaProperty("og:title", pageTitle)]),
      ...(description === undefined ? [] : [setMetaProperty("og:description", description)]),
      setMetaProperty("og:url", `${location.origin}${location.pathname}`)
    ]
    return () => {
      document.title = defaultTitle
      for (const step of undo.reverse()) step()
    }
  }, [title, description, siteName, defaultTitle])
}
