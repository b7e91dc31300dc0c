import { Link } from "wouter"
import { CounterBadge } from "./CounterBadge"
import "./sideMenu.css"

/** One tab of a side menu. */
export interface SideMenuItem {
  readonly key: string
  readonly href: string
  /** Already translated. */
  readonly label: string
  /** New things behind the tab (spec 3.13); 0 shows none. */
  readonly counter?: number
  readonly active: boolean
}

/**
 * The side menu of an area (spec 2.3: My account's tabs, the support panel's): a column of links
 * beside the content on wide screens, a row of tabs that scrolls sideways on phones. The current
 * tab is marked for screen readers; each tab may carry a counter.
 */
export function SideMenu({ label, items }: { readonly label: string; readonly items: readonly SideMenuItem[] }) {
  return (
    <nav className="side-menu" aria-label={label}>
      <ul className="side-menu__list">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              className={`side-menu__link${item.active ? " side-menu__link--active" : ""}`}
              aria-current={item.active ? "page" : undefined}
              data-testid={`tab-${item.key}`}
            >
              <span className="side-menu__label">{item.label}</span>
              <CounterBadge count={item.counter ?? 0} testId={`tab-counter-${item.key}`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
