import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { usePageTitle } from "../../shared/hooks/usePageTitle"
import { useAccountTabs } from "../../shared/overview/useAccountTabs"
import { pathTo, type RouteName } from "../../shared/routing/paths"
import { Breadcrumbs, type BreadcrumbItem } from "../../shared/ui/Breadcrumbs"
import { SideMenu } from "../../shared/ui/SideMenu"
import "./account.css"

export interface AccountShellProps {
  /** The tab the page belongs to: a hidden page (one opinion, one thread) marks its list's tab. */
  readonly tab: RouteName
  /** The page's title (translated): its heading, document title and last breadcrumb. */
  readonly title: string
  /** Crumbs between 'My account' and the page, e.g. the list an opinion is on. */
  readonly trail?: readonly BreadcrumbItem[]
  /** Beside the heading: what the page offers to do. */
  readonly actions?: ReactNode
  readonly children: ReactNode
}

/**
 * The frame of every My account page (spec 2.3, 2.11): breadcrumbs, the side menu of the 'user'
 * tabs with their overview counters, the page's heading and its content.
 */
export function AccountShell({ tab, title, trail = [], actions, children }: AccountShellProps) {
  const { t } = useTranslation()
  usePageTitle(title)
  const tabs = useAccountTabs()
  const home = tab === "user" ? [] : [{ label: t("MY_ACCOUNT"), href: pathTo("user") }]
  return (
    <div className="container account side-menu-page">
      <Breadcrumbs items={[...home, ...trail, { label: title }]} />
      <div className="side-menu-page__layout">
        <SideMenu label={t("MY_ACCOUNT")} items={tabs.map(({ name, href, label, counter }) => ({ key: name, href, label, counter, active: name === tab }))} />
        <div className="account__content">
          <div className="account__heading">
            <h1 className="account__title">{title}</h1>
            {actions}
          </div>
          {children}
        </div>
      </div>
    </div>
  )
}
