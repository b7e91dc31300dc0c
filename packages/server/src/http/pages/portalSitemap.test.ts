import { describe, expect, it } from "vitest"
import { robotsTxt, sitemapIndex, urlSet } from "./portalSitemap"

describe("the portal's sitemap files", () => {
  it("are sitemaps-protocol XML with each URL escaped", () => {
    expect(urlSet(["https://pociecha.pl/placowka/a", "https://pociecha.pl/zlobki/x?page=1&b=2"])).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        `<url><loc>https://pociecha.pl/placowka/a</loc></url>\n<url><loc>https://pociecha.pl/zlobki/x?page=1&amp;b=2</loc></url>\n</urlset>\n`
    )
    expect(sitemapIndex(["https://pociecha.pl/sitemaps/catalogue.xml"])).toContain(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://pociecha.pl/sitemaps/catalogue.xml</loc></sitemap>\n</sitemapindex>`
    )
  })

  it("are named in robots.txt, which opens the portal to crawlers only in production", () => {
    const production = robotsTxt({ appEnv: "production", publicUrl: "https://pociecha.pl" })
    expect(production).toContain("Sitemap: https://pociecha.pl/sitemap.xml")
    expect(production).toContain("Disallow: /user/")
    expect(production).not.toMatch(/^Disallow: \/$/m)
    expect(robotsTxt({ appEnv: "local", publicUrl: "http://localhost:3000" })).toMatch(/^Disallow: \/$/m)
  })
})
