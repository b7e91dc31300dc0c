import { describe, expect, it } from "vitest"
import { freeSubpageSlug, hasParentCycle, subpageTrail, subpageTree, type SubpageNode } from "./subpageTree"

interface Page {
  readonly id: number
  readonly parent: string
  readonly position: number
}
const page = (id: number, parent: string, position: number): Page => ({ id, parent, position })

/** The tree as nested ids: [id, [children…]]. */
type Shape = ReadonlyArray<readonly [number, Shape]>
const shape = (nodes: ReadonlyArray<SubpageNode<Page>>): Shape => nodes.map((node) => [node.subpage.id, shape(node.children)] as const)

describe("subpageTree (management 3: built from parent)", () => {
  it("nests children under their parent, roots and siblings sorted by position", () => {
    const pages = [page(1, "", 2), page(2, "", 0), page(3, "1", 5), page(4, "1", 1), page(5, "4", 0)]
    expect(shape(subpageTree(pages))).toEqual([[2, []], [1, [[4, [[5, []]]], [3, []]]]])
  })

  it("makes roots of subpages whose parent is empty or no longer exists", () => {
    const pages = [page(1, "", 1), page(2, "99", 0), page(3, "2", 0)]
    expect(shape(subpageTree(pages))).toEqual([[2, [[3, []]]], [1, []]])
  })

  it("orders siblings of one position by id", () => {
    expect(shape(subpageTree([page(7, "", 0), page(3, "", 0)]))).toEqual([[3, []], [7, []]])
  })

  it("loses no subpage of a cycle: it starts from its first by position", () => {
    const pages = [page(1, "", 0), page(2, "3", 2), page(3, "2", 1)]
    expect(shape(subpageTree(pages))).toEqual([[1, []], [3, [[2, []]]]])
    expect(shape(subpageTree([page(4, "4", 0)]))).toEqual([[4, []]])
  })

  it("is empty for no subpages", () => {
    expect(subpageTree([])).toEqual([])
  })
})

describe("hasParentCycle", () => {
  it("finds a subpage that is its own ancestor, directly or through others", () => {
    expect(hasParentCycle([{ id: 1, parent: "1" }])).toBe(true)
    expect(hasParentCycle([{ id: 1, parent: "2" }, { id: 2, parent: "1" }])).toBe(true)
    expect(hasParentCycle([{ id: 1, parent: "" }, { id: 2, parent: "3" }, { id: 3, parent: "4" }, { id: 4, parent: "2" }])).toBe(true)
  })

  it("passes a tree, and a parent that is not in the list", () => {
    expect(hasParentCycle([{ id: 1, parent: "" }, { id: 2, parent: "1" }, { id: 3, parent: "2" }, { id: 4, parent: "1" }])).toBe(false)
    expect(hasParentCycle([{ id: 1, parent: "9" }])).toBe(false)
    expect(hasParentCycle([])).toBe(false)
  })
})

describe("subpageTrail (management 2.5: breadcrumbs)", () => {
  const pages = [page(1, "", 0), page(2, "1", 0), page(3, "2", 0), page(4, "77", 1)]

  it("runs from the root down to the subpage", () => {
    expect(subpageTrail(pages, 3).map((entry) => entry.id)).toEqual([1, 2, 3])
    expect(subpageTrail(pages, 1).map((entry) => entry.id)).toEqual([1])
  })

  it("starts at a subpage whose parent no longer exists, and is empty for an unknown id", () => {
    expect(subpageTrail(pages, 4).map((entry) => entry.id)).toEqual([4])
    expect(subpageTrail(pages, 5)).toEqual([])
  })

  it("stops in a cycle instead of running forever", () => {
    expect(subpageTrail([page(1, "2", 0), page(2, "1", 0)], 1).map((entry) => entry.id)).toEqual([2, 1])
  })
})

describe("freeSubpageSlug", () => {
  it("makes the slug from the title, Polish letters transliterated", () => {
    expect(freeSubpageSlug("Zajęcia dodatkowe", [])).toBe("zajecia-dodatkowe")
    expect(freeSubpageSlug("Aktualności", [])).toBe("aktualnosci")
  })

  it("numbers a slug the site already has, or one its server keeps for itself", () => {
    expect(freeSubpageSlug("O nas", ["o-nas"])).toBe("o-nas-2")
    expect(freeSubpageSlug("O nas", ["o-nas", "o-nas-2"])).toBe("o-nas-3")
    expect(freeSubpageSlug("Themes", [])).toBe("themes-2")
  })

  it("names a title with nothing to slug 'podstrona'", () => {
    expect(freeSubpageSlug("!!!", [])).toBe("podstrona")
    expect(freeSubpageSlug("???", ["podstrona"])).toBe("podstrona-2")
  })
})
