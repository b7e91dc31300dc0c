import type { Subpage } from "@pociecha/core"

/** How far right (or left) a drag goes to nest under (or come out from) a page: one indent of the list. */
export const INDENT_PX = 32

/** A drop as the builder's DROP_SUBPAGE takes it: the new parent ("" for the roots) and the place among its children. */
interface DropPlace {
  readonly parent: string
  readonly index: number
}

/**
 * Where a subpage dragged onto `over` goes (management 2.6 reorder and nest): `over`'s place among
 * its siblings; dragged right by an indent, the last child of `over`; dragged left by one, right
 * after `over`'s parent. `shown` is the tree in display order.
 */
export function dropPlace(shown: ReadonlyArray<Subpage>, over: Subpage, dragRight: number): DropPlace {
  const children = (parent: string) => shown.filter((subpage) => subpage.parent === parent)
  const placeOf = (page: Subpage) => children(page.parent).findIndex((subpage) => subpage.id === page.id)
  if (dragRight >= INDENT_PX) return { parent: String(over.id), index: children(String(over.id)).length }
  const parent = shown.find((subpage) => String(subpage.id) === over.parent)
  if (dragRight <= -INDENT_PX && parent !== undefined) return { parent: parent.parent, index: placeOf(parent) + 1 }
  return { parent: over.parent, index: placeOf(over) }
}

/** How deep each subpage sits in the tree (0 for a root), by id. */
export function depths(shown: ReadonlyArray<Subpage>): ReadonlyMap<number, number> {
  const byId = new Map(shown.map((subpage) => [String(subpage.id), subpage]))
  const depth = new Map<number, number>()
  for (const subpage of shown) depth.set(subpage.id, subpage.parent === "" || !byId.has(subpage.parent) ? 0 : (depth.get(Number(subpage.parent)) ?? 0) + 1)
  return depth
}
