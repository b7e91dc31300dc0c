// @vitest-environment happy-dom
import { themeKeys } from "@pociecha/core"
import axe from "axe-core"
import { describe, expect, it } from "vitest"
import { renderSitePage } from "./render"
import { aPublication, aView, subpageOf } from "./testing/siteFixture"
import type { SitePageView } from "./view"

/** Puts a rendered page in the test's document, where axe looks: as without JavaScript, so without the island. */
function show(html: string): void {
  const parsed = new DOMParser().parseFromString(html, "text/html")
  for (const script of parsed.querySelectorAll("script[src]")) script.remove()
  document.removeChild(document.documentElement)
  document.appendChild(document.importNode(parsed.documentElement, true))
}

async function violations(view: SitePageView): Promise<string[]> {
  show(renderSitePage(view))
  // color-contrast needs layout and computed colours, which happy-dom has not: it comes back
  // "incomplete", never passed; theme/palette.test.ts checks every colour pair, Playwright runs it in Chromium
  const results = await axe.run(document, { resultTypes: ["violations"] })
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
}

const base = aView({ urls: { ...aView().urls, tileUrl: "https://tiles.example/{z}/{x}/{y}.png" } })
const pages: ReadonlyArray<[string, SitePageView]> = [
  ["main", base],
  ["contact", { ...base, current: { kind: "subpage", subpage: subpageOf(base, "contact") }, path: "/kontakt" }],
  ["news list", { ...base, current: { kind: "subpage", subpage: subpageOf(base, "news") }, news: { items: [aPublication()], page: 1, pages: 2 }, path: "/aktualnosci" }],
  ["news entry", { ...base, current: { kind: "newsEntry", publication: aPublication({ attachments: [{ name: "plan.pdf", url: "/f/plan.pdf", type: "pdf", size: 1 }, { name: "bal.jpg", url: "/f/bal.jpg", type: "image", size: 1 }] }) }, path: "/aktualnosci/12" }],
  ["site missing", aView({ site: null, current: { kind: "notFound" } })]
]

describe("axe over every theme, scheme and contrast", () => {
  const cases = themeKeys.flatMap((theme) =>
    (["light", "dark"] as const).flatMap((scheme) => [false, true].map((contrast) => [theme, scheme, contrast] as const)))

  // five axe runs a case: seconds on a busy machine
  it.each(cases)("%s, %s, high contrast %s: no violations on any page kind", { timeout: 60_000 }, async (theme, scheme, contrast) => {
    for (const [name, view] of pages) {
      const found = await violations({ ...view, theme, preferences: { scheme, fontSize: "normal", contrast } })
      expect(found, name).toEqual([])
    }
  })
})
