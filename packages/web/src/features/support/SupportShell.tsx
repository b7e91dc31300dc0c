import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { groupTabs, pathTo, routes, type RouteName } from "../../shared/routing/paths"
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs"
import { SideMenu } from "../../shared/ui/SideMenu"
import "./support.css"
import { keyFromData } from "../../shared/i18n/keyFromData"

/**
 * The frame of the support panel (management 2.9): its side menu — only the screens that work
 * are listed — and the page. Only support staff get here (the routes' validation 'support').
 */
export function SupportShell({ tab, title, children }: { readonly tab: RouteName; readonly title: string; readonly children: ReactNode }) {
  const { t } = useTranslation()
  usePageTitle(title)
  const items = groupTabs("support").map((name) => ({ key: name, href: pathTo(name), label: t(keyFromData(routes[name].meta.display ?? name)), active: name === tab }))
  return (
    <div className="container support side-menu-page">
      <Breadcrumbs items={[{ label: t("SUPPORT_PANEL"), href: pathTo("support_facilities") }, { label: title }]} />
      <div className="side-menu-page__layout">
        <SideMenu label={t("SUPPORT_PANEL")} items={items} />
        <div className="support__content">
          <h1 className="support__title">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  )
}
