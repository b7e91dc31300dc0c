import { NEWS_SUBPAGE_SLUG, type Subpage, subpageTrail, subpageTree, type SubpageNode } from "@pociecha/core"
import type { CurrentPage } from "./view"

/** The path of a subpage on its site: the main page is `/`, any other `/{slug}` (management 2.5). */
export function subpagePath(subpage: Pick<Subpage, "type" | "slug">): string {
  return subpage.type === "main" ? "/" : `/${encodeURIComponent(subpage.slug)}`
}

/** The path of one news entry: `/aktualnosci/{id}` (management 2.5, subpage_entity). */
export function newsEntryPath(id: number): string {
  return `/${NEWS_SUBPAGE_SLUG}/${id}`
}

/** The path of a page of the news list; the first page has no query. */
export function newsListPath(page: number): string {
  return page <= 1 ? `/${NEWS_SUBPAGE_SLUG}` : `/${NEWS_SUBPAGE_SLUG}?page=${page}`
}

/** A link of the menu, with the menu links nested under it. */
export interface MenuItem {
  readonly subpage: Subpage
  readonly children: ReadonlyArray<MenuItem>
}

/**
 * The site's menu: its visible subpages marked `in_menu`, in tree order. A child whose parent is
 * left out of the menu moves up to where its parent would be, so no chosen link is lost.
 */
export function siteMenu(subpages: ReadonlyArray<Subpage>): ReadonlyArray<MenuItem> {
  const shown = (node: SubpageNode<Subpage>): ReadonlyArray<MenuItem> =>
    node.subpage.visible && node.subpage.in_menu
      ? [{ subpage: node.subpage, children: node.children.flatMap(shown) }]
      : node.subpage.visible ? node.children.flatMap(shown) : []
  return subpageTree(subpages).flatMap(shown)
}

/** One step of the breadcrumbs: its text and, but for the last, where it leads. */
export interface Crumb {
  readonly title: string
  readonly path: string
}

/**
 * The breadcrumbs of a page (management 2.5: slug plus title), from the main page down to the page
 * itself: the subpage's ancestors from the tree, or for a news entry the news subpage and the entry.
 */
export function breadcrumbs(subpages: ReadonlyArray<Subpage>, current: CurrentPage): ReadonlyArray<Crumb> {
  const main = subpages.find((subpage) => subpage.type === "main")
  const crumb = (subpage: Subpage): Crumb => ({ title: subpage.title, path: subpagePath(subpage) })
  const start = main === undefined ? [] : [crumb(main)]
  if (current.kind === "subpage") {
    const trail = subpageTrail(subpages, current.subpage.id).filter((subpage) => subpage.type !== "main")
    return [...start, ...trail.map(crumb)]
  }
  if (current.kind === "newsEntry") {
    const news = subpages.find((subpage) => subpage.type === "news")
    const newsTrail = news === undefined ? [] : subpageTrail(subpages, news.id).filter((subpage) => subpage.type !== "main")
    return [...start, ...newsTrail.map(crumb), { title: current.publication.title, path: newsEntryPath(current.publication.id) }]
  }
  return start
}
