import { isCatalogType, type CatalogType } from "@pociecha/core"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useParams } from "wouter"
import { callErrorStatus } from "../../shared/errors"
import { Breadcrumbs, type BreadcrumbItem } from "../../shared/ui/Breadcrumbs"
import { EmptyPlaceholder } from "../../shared/ui/EmptyPlaceholder"
import NotFoundPage from "../../shared/errorPages/NotFoundPage"
import "./catalog.css"

/** The catalogue type from props or the route; any other value is a 404 (spec 2.14). */
export function useCatalogType(fromProps?: string): CatalogType | null {
  const { type = "" } = useParams<{ type?: string }>()
  const value = fromProps ?? type
  return isCatalogType(value) ? value : null
}

/** Validates the type, then renders the page with it. */
export function WithCatalogType({ type, children }: { type?: string; children: (type: CatalogType) => ReactNode }) {
  const valid = useCatalogType(type)
  return valid === null ? <NotFoundPage /> : <>{children(valid)}</>
}

/** Breadcrumbs, title and intro shared by the catalogue pages. */
export function CatalogLayout({
  crumbs,
  title,
  intro,
  children
}: {
  crumbs: readonly BreadcrumbItem[]
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="catalog container">
      <Breadcrumbs items={crumbs} />
      <h1 className="catalog__title">{title}</h1>
      {intro && <p className="catalog__intro">{intro}</p>}
      {children}
    </div>
  )
}

/** An unknown voivodeship, city or district: the server answers 404. */
export const isNotFound = (error: unknown): boolean => callErrorStatus(error) === 404

/** A failed region call shows an empty list (spec 8.1), with a way to try again. */
export function CatalogError({ retry }: { retry: () => void }) {
  const { t } = useTranslation("catalog")
  return (
    <div role="alert">
      <EmptyPlaceholder title={t("LOAD_FAILED")} subtitle={t("LOAD_FAILED_HINT")} action={{ label: t("TRY_AGAIN"), onClick: retry }} />
    </div>
  )
}
