import type { Subpage } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { depths, dropPlace, INDENT_PX } from "./dropPlace"

const page = (id: number, parent = ""): Subpage => ({
  id, slug: `s${id}`, title: `P${id}`, description_title: "", type: "custom", parent, position: 0, visible: true, in_menu: true, sections: []
})
// 1, 2 (with child 3), 4 — in display order.
const shown = [page(1), page(2), page(3, "2"), page(4)]

describe("dropPlace (management 2.6 reorder and nest by drag and drop)", () => {
  it("takes the place of the page dropped on, among its siblings", () => {
    expect(dropPlace(shown, page(4), 0)).toEqual({ parent: "", index: 2 })
    expect(dropPlace(shown, page(3, "2"), INDENT_PX - 1)).toEqual({ parent: "2", index: 0 })
  })

  it("nests as the last child of that page when dragged right by an indent", () => {
    expect(dropPlace(shown, page(2), INDENT_PX)).toEqual({ parent: "2", index: 1 })
  })

  it("comes out right after the page's parent when dragged left by an indent; a root stays among the roots", () => {
    expect(dropPlace(shown, page(3, "2"), -INDENT_PX)).toEqual({ parent: "", index: 2 })
    expect(dropPlace(shown, page(1), -INDENT_PX)).toEqual({ parent: "", index: 0 })
  })

  it("counts each page's depth from the roots", () => {
    expect([...depths([...shown, page(5, "3")])]).toEqual([[1, 0], [2, 0], [3, 1], [4, 0], [5, 2]])
  })
})
