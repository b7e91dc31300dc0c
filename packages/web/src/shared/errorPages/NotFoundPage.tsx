import { useTranslation } from "react-i18next"
import { useLocation } from "wouter"
import ErrorPage from "./ErrorPage"

/** The 404 page of an unmatched path (spec 2.14: 'Page not found: {path}'). */
export default function NotFoundPage() {
  const { t } = useTranslation("errorPages")
  const [pathname] = useLocation()
  return <ErrorPage status={404} detail={t("PAGE_NOT_FOUND_PATH", { path: decodeSafely(pathname) })} />
}

function decodeSafely(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
