import { describe, expect, it } from "vitest"
import { materialFilterFromSearch, materialFilterToSearch, withMaterialFilter } from "./materialFilter"

describe("the materials list's filters in the URL", () => {
  it("reads the search and every filter, leaving out what is not the spec's", () => {
    expect(materialFilterFromSearch("?q=piosenka+o+jesieni&type=song&age_group=4&topic=weather&event=dzien-matki&page=2")).toEqual({
      q: "piosenka o jesieni", type: "song", age_group: 4, topic: "weather", event: "dzien-matki", page: 2
    })
    expect(materialFilterFromSearch("?type=dance&age_group=7&topic=&page=1&q=%20%20&event=Z%C5%82y")).toEqual({})
  })

  it("writes them back in one order, so a link and a cache key are the same for the same list", () => {
    expect(materialFilterToSearch({ age_group: 4, type: "song", q: "piosenka o jesieni" })).toBe("?q=piosenka+o+jesieni&type=song&age_group=4")
    expect(materialFilterToSearch({})).toBe("")
    const search = "?q=kot&topic=art&type=poem&age_group=3&event=andrzejki&page=3"
    expect(materialFilterToSearch(materialFilterFromSearch(search))).toBe(search)
  })

  it("goes back to the first page when the search or a filter changes", () => {
    expect(withMaterialFilter({ q: "kot", page: 3 }, "type", "song")).toEqual({ q: "kot", type: "song" })
    expect(withMaterialFilter({ q: "kot", type: "song" }, "type", undefined)).toEqual({ q: "kot" })
    expect(withMaterialFilter({ q: "kot" }, "q", "")).toEqual({})
    expect(withMaterialFilter({ q: "kot" }, "page", 2)).toEqual({ q: "kot", page: 2 })
  })
})
