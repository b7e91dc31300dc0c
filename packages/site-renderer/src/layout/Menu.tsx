import type { Messages } from "../messages"
import { type MenuItem, subpagePath } from "../navigation"

function MenuList({ items, currentPath }: { items: ReadonlyArray<MenuItem>; currentPath: string }) {
  return (
    <ul>
      {items.map(({ subpage, children }) => {
        const path = subpagePath(subpage)
        return (
          <li key={subpage.id}>
            <a href={path} aria-current={path === currentPath ? "page" : undefined}>{subpage.title}</a>
            {children.length > 0 ? <MenuList items={children} currentPath={currentPath} /> : null}
          </li>
        )
      })}
    </ul>
  )
}

/** The site's menu (management 2.6 "Menu"): its chosen subpages, nested as in the tree. */
export function Menu({ items, currentPath, t }: { items: ReadonlyArray<MenuItem>; currentPath: string; t: Messages }) {
  if (items.length === 0) return null
  return (
    <nav className="menu" aria-label={t.MENU}>
      <div className="wrap"><MenuList items={items} currentPath={currentPath} /></div>
    </nav>
  )
}
