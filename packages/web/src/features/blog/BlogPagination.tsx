import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pageHref } from "./blogPaging"

/** The previous and next page of a list (`?page=N`) as real links, and where the reader is. */
export function BlogPagination({ current, total, basePath }: { readonly current: number; readonly total: number; readonly basePath: string }) {
  const { t } = useTranslation("blog")
  if (total <= 1) return null
  return (
    <nav className="blog-pagination" aria-label={t("PAGINATION")}>
      {current > 1 ? <Link href={pageHref(basePath, current - 1)} rel="prev">‹ {t("PREVIOUS_PAGE")}</Link> : <span />}
      <span aria-current="page">{t("PAGE_OF", { page: current, total })}</span>
      {current < total ? <Link href={pageHref(basePath, current + 1)} rel="next">{t("NEXT_PAGE")} ›</Link> : <span />}
    </nav>
  )
}
