import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pageWindow } from "./catalogPaths"

/** Page links (`?page=N`; page 1 has no parameter), as real links so every page can be indexed. */
export function Pagination({ current, total, basePath }: { current: number; total: number; basePath: string }) {
  const { t } = useTranslation("catalog")
  if (total <= 1) return null
  const href = (page: number) => (page === 1 ? basePath : `${basePath}?page=${page}`)
  return (
    <nav className="pagination" aria-label={t("PAGINATION")}>
      <ul>
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} rel="prev" className="pagination__step" data-testid="pagination-prev">
              ‹ {t("PREVIOUS")}
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-hidden="true">
              ‹ {t("PREVIOUS")}
            </span>
          )}
        </li>
        {pageWindow(current, total).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                className={`pagination__page${page === current ? " pagination__page--current" : ""}`}
                aria-current={page === current ? "page" : undefined}
                aria-label={t("PAGE_N", { page })}
              >
                {page}
              </Link>
            </li>
          )
        )}
        <li>
          {current < total ? (
            <Link href={href(current + 1)} rel="next" className="pagination__step" data-testid="pagination-next">
              {t("NEXT")} ›
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-hidden="true">
              {t("NEXT")} ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
