import { describe, expect, it } from "vitest"
import { aSubpage, defaultSubpages } from "../testing/siteFixture"
import { renderRobots, renderSitemap } from "./sitemap"

describe("a site's sitemap.xml and robots.txt", () => {
  it("lists the visible subpages and the public news entries only", () => {
    const xml = renderSitemap({
      siteOrigin: "https://tecza.pociecha.pl",
      subpages: [...defaultSubpages(), aSubpage(9, "custom", { visible: false, slug: "ukryta" })],
      publicNews: [
        { id: 12, updated_at: Date.UTC(2026, 1, 10), visibility: "public" },
        { id: 13, updated_at: Date.UTC(2026, 1, 11), visibility: "private" }
      ]
    })
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    expect(locs).toContain("https://tecza.pociecha.pl/")
    expect(locs).toContain("https://tecza.pociecha.pl/o-nas")
    expect(locs).toContain("https://tecza.pociecha.pl/aktualnosci/12")
    expect(locs).not.toContain("https://tecza.pociecha.pl/aktualnosci/13")
    expect(locs).not.toContain("https://tecza.pociecha.pl/ukryta")
    expect(xml).toContain("<lastmod>2026-02-10T00:00:00.000Z</lastmod>")
  })

  it("robots.txt names the sitemap and keeps crawlers off the preferences endpoint", () => {
    expect(renderRobots("https://tecza.pociecha.pl")).toBe("User-agent: *\nDisallow: /_preferences\nAllow: /\n\nSitemap: https://tecza.pociecha.pl/sitemap.xml\n")
  })
})
