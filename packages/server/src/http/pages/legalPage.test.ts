import { describe, expect, it } from "vitest"
import { legalPageHtml } from "./legalPage"
import { SERVED_VIEW_MARK } from "./servedRead"

const indexHtml = `<html><head><title>Pociecha</title><meta name="description" content="Pociecha" /></head><body><div id="root">${SERVED_VIEW_MARK}</div></body></html>`
const document = {
  kind: "privacy" as const,
  version: 3,
  title: "Polityka prywatności & cookies $&",
  published_on: "2026-11-27",
  body_html: "<h2>1. Administrator</h2><p>Prezes UODO</p>"
}

describe("a legal page as served", () => {
  const html = legalPageHtml(indexHtml, document, { publicUrl: "https://pociecha.pl", language: "pl", version: "pl" })

  it("carries the text itself, its version and date, for crawlers and the first view", () => {
    expect(html).toContain("<h1 class=\"legal__title\">Polityka prywatności &amp; cookies $&amp;</h1>")
    expect(html).toContain("Wersja 3 z dnia 2026-11-27")
    expect(html).toContain("<h2>1. Administrator</h2><p>Prezes UODO</p>")
  })

  it("has the text's title and its canonical URL", () => {
    expect(html).toContain("<title>Polityka prywatności &amp; cookies $&amp; | Pociecha</title>")
    expect(html).toContain("<link rel=\"canonical\" href=\"https://pociecha.pl/polityka-prywatnosci\" />")
    expect(html).not.toContain("<title>Pociecha</title>")
  })

  it("has its breadcrumbs, MAIN_SITE to the text, in the page and as BreadcrumbList, and a description from its text", () => {
    expect(html).toContain("<a href=\"/wszystkie-lokalizacje\">Strona główna</a>")
    expect(html).toContain("<span aria-current=\"page\">Polityka prywatności &amp; cookies $&amp;</span>")
    expect(html).toContain("\"@type\":\"BreadcrumbList\"")
    expect(html).toContain("\"item\":\"https://pociecha.pl/polityka-prywatnosci\"")
    expect(html).toContain("<meta name=\"description\" content=\"Prezes UODO\" />")
  })

  it("sends the read under core's query key, so the app does not ask again", () => {
    expect(html).toContain("data-served-read=\"[&quot;legal&quot;,&quot;privacy&quot;]\"")
  })
})
