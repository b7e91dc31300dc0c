import type { Messages } from "../messages"
import type { Crumb } from "../navigation"

/** The breadcrumbs (management 2.5); the last is the page itself, not a link. Hidden on the main page alone. */
export function Breadcrumbs({ crumbs, t }: { crumbs: ReadonlyArray<Crumb>; t: Messages }) {
  if (crumbs.length < 2) return null
  return (
    <nav className="crumbs" aria-label={t.BREADCRUMBS}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.title}</span> : <a href={crumb.path}>{crumb.title}</a>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
