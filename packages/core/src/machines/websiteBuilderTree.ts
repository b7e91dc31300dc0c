import type { SortSubpagesPayload } from "../api/webPages"
import { subpageTree, type SubpageLink, type SubpageNode } from "../domain/rules/subpageTree"

/** Where a subpage sits: its id and its parent's ("" for a root), as sort-subpages takes it. */
export type SubpagePlace = SortSubpagesPayload["order"][number]

/** A move by keyboard in the builder's subpage tree (management 2.6 reorder and nest). */
export type SubpageMove = "up" | "down" | "indent" | "outdent"

const flatten = <S extends SubpageLink>(nodes: ReadonlyArray<SubpageNode<S>>, parent: string): ReadonlyArray<S> =>
  nodes.flatMap((node, position) => [{ ...node.subpage, parent, position }, ...flatten(node.children, String(node.subpage.id))])

/**
 * The subpages in display order: each followed by its subtree, siblings by position. A subpage whose
 * parent no longer exists is a root (management 3), so its parent reads "" here; positions count
 * from 0 among siblings.
 */
export const inDisplayOrder = <S extends SubpageLink>(subpages: ReadonlyArray<S>): ReadonlyArray<S> => flatten(subpageTree(subpages), "")

/** The sort-subpages order of the subpages: every one once, in display order, with its parent. */
export const sortOrder = (subpages: ReadonlyArray<SubpageLink>): ReadonlyArray<SubpagePlace> =>
  inDisplayOrder(subpages).map(({ id, parent }) => ({ id, parent }))

/** Whether two sort orders differ. */
export const ordersDiffer = (a: ReadonlyArray<SubpagePlace>, b: ReadonlyArray<SubpagePlace>): boolean =>
  a.length !== b.length || a.some((place, i) => place.id !== b[i]?.id || place.parent !== b[i]?.parent)

const findNode = <S extends SubpageLink>(nodes: ReadonlyArray<SubpageNode<S>>, id: string): SubpageNode<S> | undefined => {
  for (const node of nodes) {
    const found = String(node.subpage.id) === id ? node : findNode(node.children, id)
    if (found !== undefined) return found
  }
  return undefined
}

const without = <S extends SubpageLink>(nodes: ReadonlyArray<SubpageNode<S>>, id: number): ReadonlyArray<SubpageNode<S>> =>
  nodes.filter((node) => node.subpage.id !== id).map((node) => ({ ...node, children: without(node.children, id) }))

const insertAt = <T>(items: ReadonlyArray<T>, index: number, item: T): ReadonlyArray<T> => {
  const at = Math.max(0, Math.min(items.length, Math.trunc(index)))
  return [...items.slice(0, at), item, ...items.slice(at)]
}

const withChild = <S extends SubpageLink>(
  nodes: ReadonlyArray<SubpageNode<S>>,
  parent: string,
  index: number,
  child: SubpageNode<S>
): ReadonlyArray<SubpageNode<S>> =>
  nodes.map((node) =>
    String(node.subpage.id) === parent
      ? { ...node, children: insertAt(node.children, index, child) }
      : { ...node, children: withChild(node.children, parent, index, child) }
  )

/**
 * The subpages with one moved, with its subtree, under `parent` ("" for the roots) at `index` among
 * its new siblings (clamped), as a drop of drag and drop says. The same order when the subpage or
 * the parent is not there, or the parent is the subpage itself or below it: a page cannot hold
 * its own ancestor (the server refuses that cycle too).
 */
export function placeSubpage<S extends SubpageLink>(subpages: ReadonlyArray<S>, id: number, parent: string, index: number): ReadonlyArray<S> {
  const tree = subpageTree(subpages)
  const moved = findNode(tree, String(id))
  const refused = moved === undefined || (parent !== "" && (findNode(tree, parent) === undefined || findNode([moved], parent) !== undefined))
  if (refused) return inDisplayOrder(subpages)
  const rest = without(tree, id)
  return flatten(parent === "" ? insertAt(rest, index, moved) : withChild(rest, parent, index, moved), "")
}

/**
 * The subpages after a keyboard move of one: `up` and `down` swap it with its sibling before or
 * after; `indent` makes it the last child of the sibling before it; `outdent` puts it right after
 * its parent, among the parent's siblings. A move with nowhere to go changes nothing.
 */
export function moveSubpage<S extends SubpageLink>(subpages: ReadonlyArray<S>, id: number, move: SubpageMove): ReadonlyArray<S> {
  const shown = inDisplayOrder(subpages)
  const self = shown.find((subpage) => subpage.id === id)
  if (self === undefined) return shown
  const siblingsOf = (parent: string) => shown.filter((subpage) => subpage.parent === parent)
  const siblings = siblingsOf(self.parent)
  const at = siblings.indexOf(self)
  // The first goes no higher and the last no lower: a place past the ends is clamped to them.
  if (move === "up") return placeSubpage(shown, id, self.parent, at - 1)
  if (move === "down") return placeSubpage(shown, id, self.parent, at + 1)
  if (move === "indent") {
    const before = siblings[at - 1]
    return before === undefined ? shown : placeSubpage(shown, id, String(before.id), siblingsOf(String(before.id)).length)
  }
  const parent = shown.find((subpage) => String(subpage.id) === self.parent)
  return parent === undefined ? shown : placeSubpage(shown, id, parent.parent, siblingsOf(parent.parent).indexOf(parent) + 1)
}

/** The subpages put back in a saved order: each under its saved parent, in the saved sequence. */
export function placeInOrder<S extends SubpageLink>(subpages: ReadonlyArray<S>, order: ReadonlyArray<SubpagePlace>): ReadonlyArray<S> {
  const byId = new Map(subpages.map((subpage) => [subpage.id, subpage]))
  const positions = new Map<string, number>()
  return inDisplayOrder(
    order.flatMap(({ id, parent }) => {
      const subpage = byId.get(id)
      if (subpage === undefined) return []
      const position = positions.get(parent) ?? 0
      positions.set(parent, position + 1)
      return [{ ...subpage, parent, position }]
    })
  )
}
