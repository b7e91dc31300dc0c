import { slugify } from "./slug"

/**
 * The subpages of a site as a tree (management 3 Subpage): built from `parent`, an id as a string or
 * "" for a root. Roots are the subpages with an empty parent or a parent that no longer exists;
 * siblings go by `position`. The builder, the server and the site renderer all read the tree here.
 */

/** What the tree needs of a subpage. */
export interface SubpageLink {
  readonly id: number
  readonly parent: string
  readonly position: number
}

/** A subpage with its children, in display order. */
export interface SubpageNode<S extends SubpageLink> {
  readonly subpage: S
  readonly children: ReadonlyArray<SubpageNode<S>>
}

const byPosition = <S extends SubpageLink>(a: S, b: S): number => a.position - b.position || a.id - b.id

/** The id of a subpage's parent, or null when it is a root (no parent, or one that no longer exists). */
function parentIn<S extends SubpageLink>(subpage: S, byId: ReadonlyMap<string, S>): string | null {
  return subpage.parent !== "" && subpage.parent !== String(subpage.id) && byId.has(subpage.parent) ? subpage.parent : null
}

/**
 * The tree of a site's subpages, roots and children sorted by position. A subpage caught in a
 * parent cycle (which the server refuses to store) is shown as a root rather than lost.
 */
export function subpageTree<S extends SubpageLink>(subpages: ReadonlyArray<S>): ReadonlyArray<SubpageNode<S>> {
  const byId = new Map(subpages.map((subpage) => [String(subpage.id), subpage]))
  const children = new Map<string, Array<S>>()
  const roots: Array<S> = []
  for (const subpage of subpages) {
    const parent = parentIn(subpage, byId)
    if (parent === null) roots.push(subpage)
    else children.set(parent, [...(children.get(parent) ?? []), subpage])
  }
  const placed = new Set<number>()
  const grow = (subpage: S): SubpageNode<S> => {
    placed.add(subpage.id)
    const kids = (children.get(String(subpage.id)) ?? []).filter((child) => !placed.has(child.id)).sort(byPosition)
    return { subpage, children: kids.map(grow) }
  }
  const tree = [...roots].sort(byPosition).map(grow)
  // A cycle has no root to hang from: it starts from its first subpage by position.
  for (const subpage of [...subpages].sort(byPosition)) if (!placed.has(subpage.id)) tree.push(grow(subpage))
  return tree
}

/**
 * Whether these parent links make a cycle (a subpage its own ancestor), so the order cannot be
 * stored: what the server refuses in a sort and in a change of parent.
 */
export function hasParentCycle(links: ReadonlyArray<Pick<SubpageLink, "id" | "parent">>): boolean {
  const parentOf = new Map(links.map((link) => [String(link.id), link.parent]))
  return links.some((link) => {
    const seen = new Set<string>([String(link.id)])
    for (let parent = link.parent; parent !== "" && parentOf.has(parent); parent = parentOf.get(parent) ?? "") {
      if (seen.has(parent)) return true
      seen.add(parent)
    }
    return false
  })
}

/**
 * The breadcrumbs of a subpage (management 2.5): its ancestors from the root down, then itself;
 * empty when there is no such subpage.
 */
export function subpageTrail<S extends SubpageLink>(subpages: ReadonlyArray<S>, id: number): ReadonlyArray<S> {
  const byId = new Map(subpages.map((subpage) => [String(subpage.id), subpage]))
  const trail: Array<S> = []
  for (let current = byId.get(String(id)); current !== undefined && !trail.includes(current);) {
    trail.unshift(current)
    const parent = parentIn(current, byId)
    current = parent === null ? undefined : byId.get(parent)
  }
  return trail
}

/** Slugs a subpage may not take: the paths a site serves besides its pages (theme assets, the API, files). */
export const RESERVED_SUBPAGE_SLUGS: ReadonlyArray<string> = ["themes", "api", "files", "assets"]

/**
 * The slug of a new subpage (management 2.5: subpages are found by slug): core's slugify of its
 * title ("podstrona" when nothing is left), with -2, -3… when the site already has it or it is reserved.
 * @example freeSubpageSlug("O nas", ["o-nas"]) // "o-nas-2"
 */
export function freeSubpageSlug(title: string, taken: ReadonlyArray<string>): string {
  const base = slugify(title) || "podstrona"
  const used = new Set([...taken, ...RESERVED_SUBPAGE_SLUGS])
  let slug = base
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`
  return slug
}
