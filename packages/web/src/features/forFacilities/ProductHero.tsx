import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { pathTo } from "../../shared/routing/paths"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"

/** The head of a product page: breadcrumbs under the page for facilities, the title and a line under it. */
export function ProductHero({ crumb, title, subtitle, children }: {
  readonly crumb: string
  readonly title: string
  readonly subtitle: string
  readonly children?: ReactNode
}) {
  const { t } = useTranslation("forFacilities")
  return (
    <section className="for-facilities-hero" aria-labelledby="product-page-title">
      <div className="container">
        <Breadcrumbs items={[{ label: t("FOR_FACILITIES", { ns: "common" }), href: pathTo("product_landing") }, { label: crumb }]} />
        <div className="for-facilities-hero__inner">
          <h1 id="product-page-title" className="for-facilities-hero__title">
            {title}
          </h1>
          <p className="for-facilities-hero__subtitle">{subtitle}</p>
          {children}
        </div>
      </div>
    </section>
  )
}
