import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathTo } from "../routing/paths"
import "./ui.css"

export interface BreadcrumbItem {
  /** Text shown (already translated). */
  readonly label: string
  /** Link target; the last item is the current page and is never a link. */
  readonly href?: string
}

/**
 * Breadcrumbs starting with MAIN_SITE, which links to the map (spec 2.3). Their schema.org
 * BreadcrumbList is the one the server puts in the served HTML of the public pages (server
 * http/pages/servedBreadcrumbs.ts), where crawlers read it: the app adds none, as for the profile.
 */
export function Breadcrumbs({ items }: { readonly items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation()
  const trail: BreadcrumbItem[] = [{ label: t("MAIN_SITE"), href: pathTo("map") }, ...items]
  return (
    <nav className="breadcrumbs" aria-label={t("BREADCRUMBS")}>
      <ol className="breadcrumbs__list">
        {trail.map((item, index) => {
          const last = index === trail.length - 1
          return (
            <li key={`${index}-${item.label}`} className="breadcrumbs__item">
              {item.href && !last ? (
                <Link href={item.href}>{item.label}</Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{item.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
