import { describe, expect, it } from "vitest"
import { newsPageNumber, resolveSiteRoute, siteQuery, siteTheme } from "./siteRoute"
import { aSubpage, aWebPage, defaultSubpages } from "./testing/siteFixture"

const site = aWebPage([...defaultSubpages(), aSubpage(9, "custom", { visible: false, slug: "ukryta" })])
const route = (path: string, query = "") => resolveSiteRoute(site, path, new URLSearchParams(query))
const slugOf = (path: string, query = "") => {
  const found = route(path, query)
  return found.kind === "subpage" ? found.subpage.type : found.kind
}

describe("a site's routes (management 2.5)", () => {
  it("/ is the main page and /:subpage a subpage by slug", () => {
    expect(slugOf("/")).toBe("main")
    expect(slugOf("/o-nas")).toBe("about")
    expect(slugOf("/o-nas/")).toBe("about")
    expect(slugOf("/aktualnosci")).toBe("news")
  })

  it("the subpage may come from the query parameter instead", () => {
    expect(slugOf("/", "subpage=kontakt")).toBe("contact")
    expect(slugOf("/", "subpage=nie-ma")).toBe("notFound")
  })

  it("/aktualnosci/:id is one news entry, and only under that literal slug", () => {
    expect(route("/aktualnosci/12")).toEqual({ kind: "newsEntry", id: 12 })
    expect(route("/o-nas/12")).toEqual({ kind: "notFound" })
    expect(route("/aktualnosci/abc")).toEqual({ kind: "notFound" })
    expect(route("/aktualnosci/0")).toEqual({ kind: "notFound" })
    expect(route("/aktualnosci/2147483647")).toEqual({ kind: "newsEntry", id: 2_147_483_647 })
    expect(route("/aktualnosci/2147483648")).toEqual({ kind: "notFound" })
    expect(route("/aktualnosci/99999999999999")).toEqual({ kind: "notFound" })
  })

  it("hidden subpages, unknown slugs, deeper paths and broken escapes are not found", () => {
    expect(slugOf("/ukryta")).toBe("notFound")
    expect(slugOf("/nie-ma")).toBe("notFound")
    expect(slugOf("/a/b/c")).toBe("notFound")
    expect(slugOf("/%E0%A4%A")).toBe("notFound")
  })

  it("reads the news list's page from the query", () => {
    expect(newsPageNumber(new URLSearchParams("page=3"))).toBe(3)
    expect(newsPageNumber(new URLSearchParams("page=0"))).toBe(1)
    expect(newsPageNumber(new URLSearchParams("page=-2"))).toBe(1)
    expect(newsPageNumber(new URLSearchParams(""))).toBe(1)
  })
})

describe("the theme of a page (management 2.5)", () => {
  it("is template_preview when it names a theme, else the site's template, else the first theme", () => {
    expect(siteTheme("space", aWebPage())).toBe("space")
    expect(siteTheme("nope", { template_key: "bears" })).toBe("bears")
    expect(siteTheme(null, { template_key: "bears" })).toBe("bears")
    expect(siteTheme(null, null)).toBe("crayons")
  })
})

describe("the query a site page is named by", () => {
  it("keeps the parameters a page reads, in one order, and drops the rest", () => {
    expect(siteQuery(new URLSearchParams("utm_source=x&page=2&subpage=o-nas&x=1")).toString()).toBe("subpage=o-nas&page=2")
    expect(siteQuery(new URLSearchParams("template_preview=space")).toString()).toBe("template_preview=space")
    expect(siteQuery(new URLSearchParams("fbclid=abc")).toString()).toBe("")
  })
})
