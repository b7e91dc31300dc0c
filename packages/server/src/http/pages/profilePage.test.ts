import { aManagedFacility } from "@pociecha/core/testing"
import { describe, expect, it } from "vitest"
import { profilePageHtml } from "./profilePage"
import { indexHtml, jsonLdOf } from "./servedPageTesting"

const page = (overrides: Parameters<typeof aManagedFacility>[0] = {}, language: "pl" | "ua" | "en" = "pl") =>
  profilePageHtml(indexHtml, {
    facility: aManagedFacility(overrides),
    ref: "przedszkole-sloneczko-krakow",
    preschool: true,
    language,
    version: "pl",
    pageStyles: "",
    publicUrl: "https://pociecha.pl"
  })

describe("a facility profile as served", () => {
  it("holds its content before any script runs: trail, name, address, description, score and hours", () => {
    const html = page({ district: "Stare Miasto", score_total: 4.25, opinions_count: 3 })
    expect(html).toContain(`<h1 class="facility-header__name">Przedszkole Słoneczko</h1>`)
    expect(html).toContain(`ul. Długa 5, 30-001 Kraków<span class="facility-header__district"> · Stare Miasto</span>`)
    expect(html).toContain(`<h2 class="facility-section__title" id="description-title">O placówce Przedszkole Słoneczko</h2>`)
    expect(html).toContain(`<div class="facility-description"><p>Kameralne przedszkole.</p></div>`)
    expect(html).toContain(`<span class="facility-scores__value">4.3</span>`)
    expect(html).toContain(`<dt>Poniedziałek – piątek</dt><dd>od 06:30 do 17:30</dd>`)
    expect(html).toContain(`<dt>Sobota</dt><dd class="facility-muted">nieczynne</dd>`)
    expect(html).toContain(`<a href="/wszystkie-lokalizacje?city=krakow">Kraków</a>`)
  })

  it("shows no score for a facility nobody rated, as the app does", () => {
    expect(page()).not.toContain("facility-scores")
  })

  it("says its headings in the request's language", () => {
    const html = page({}, "ua")
    expect(html).toContain("Про заклад Przedszkole Słoneczko")
    expect(html).toContain("<dt>Понеділок – пʼятниця</dt><dd>з 06:30 до 17:30</dd>")
  })

  it("names its canonical URL, language alternates and schema.org data in the head", () => {
    const html = page({ name: "Żłobek </script> $& \"Miś\"" })
    const head = html.slice(0, html.indexOf("</head>"))
    expect(head).toContain(`<link rel="canonical" href="https://pociecha.pl/placowka/przedszkole-sloneczko-krakow" />`)
    expect(head).toContain(`<link rel="alternate" hreflang="pl" href="https://pociecha.pl/placowka/przedszkole-sloneczko-krakow" />`)
    expect(head).toContain(`<link rel="alternate" hreflang="uk" href="https://pociecha.pl/placowka/przedszkole-sloneczko-krakow?lang=ua" />`)
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="https://pociecha.pl/placowka/przedszkole-sloneczko-krakow?lang=en" />`)
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="https://pociecha.pl/placowka/przedszkole-sloneczko-krakow" />`)
    expect(head).toContain(`<title>Żłobek &lt;/script&gt; $&amp; &quot;Miś&quot;, Kraków | Pociecha</title>`)
    const [facility, trail] = jsonLdOf(head)
    expect(facility).toMatchObject({ "@type": "Preschool", name: "Żłobek </script> $& \"Miś\"", url: "https://pociecha.pl/placowka/przedszkole-sloneczko-krakow" })
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" })
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(head.match(/property="og:title"/g)).toHaveLength(1)
  })

  it("as its Ukrainian version (?lang=ua) is its own canonical, with the same alternates", () => {
    const html = profilePageHtml(indexHtml, {
      facility: aManagedFacility({}),
      ref: "przedszkole-sloneczko-krakow",
      preschool: true,
      language: "ua",
      version: "ua",
      pageStyles: "",
      publicUrl: "https://pociecha.pl"
    })
    const head = html.slice(0, html.indexOf("</head>"))
    expect(head).toContain(`<link rel="canonical" href="https://pociecha.pl/placowka/przedszkole-sloneczko-krakow?lang=ua" />`)
    expect(head).toContain(`<meta property="og:url" content="https://pociecha.pl/placowka/przedszkole-sloneczko-krakow?lang=ua" />`)
    expect(head).toContain(`<link rel="alternate" hreflang="pl" href="https://pociecha.pl/placowka/przedszkole-sloneczko-krakow" />`)
    expect(head.match(/hreflang=/g)).toHaveLength(4)
  })

  it("carries the profile read under the app's query key", () => {
    const html = page()
    expect(html).toContain(`data-served-read="[&quot;facility&quot;,&quot;przedszkole-sloneczko-krakow&quot;]"`)
  })
})
