import * as DropdownMenu from "@radix-ui/react-dropdown-menu"
import { isSupport } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "wouter"
import { useAccountTabs } from "../../shared/overview/useAccountTabs"
import { pathTo } from "../../shared/routing/paths"
import { CounterBadge } from "../../shared/ui/CounterBadge"
import { isLinkActive } from "../navigation"
import { useSessionUser } from "../session"
import "./accountMenu.css"

/** My account's tabs with their counters (spec 2.3, 3.13), and the support panel for support staff. */
function useAccountLinks() {
  const { t } = useTranslation()
  const user = useSessionUser()
  const tabs = useAccountTabs()
  const support = isSupport(user) ? [{ name: "support", href: pathTo("support_facilities"), label: t("SUPPORT_PANEL"), counter: 0 }] : []
  return [...tabs, ...support]
}

/**
 * The account part of the profile menu. Its content mounts when the menu opens, so the counters
 * are read afresh each time it is opened.
 */
export function AccountMenuItems() {
  return useAccountLinks().map((link) => (
    <DropdownMenu.Item key={link.name} asChild className="menu__item">
      <Link href={link.href}>
        {link.label}
        <span className="account-menu__counter">
          <CounterBadge count={link.counter} testId={`menu-counter-${link.name}`} />
        </span>
      </Link>
    </DropdownMenu.Item>
  ))
}

/** The same links in the mobile menu's list. */
export function AccountSheetLinks({ onNavigate }: { readonly onNavigate: () => void }) {
  const [pathname] = useLocation()
  return useAccountLinks().map((link) => (
    <li key={link.name}>
      <Link href={link.href} onClick={onNavigate} aria-current={isLinkActive(link.href, pathname) ? "page" : undefined} className="account-menu__sheet-link">
        {link.label}
        <CounterBadge count={link.counter} testId={`sheet-counter-${link.name}`} />
      </Link>
    </li>
  ))
}
