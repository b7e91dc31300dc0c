import { describe, expect, it } from "vitest"
import { catalogPageHtml, type CatalogueView } from "./catalogPage"
import { indexHtml, jsonLdOf } from "./servedPageTesting"

const options = { language: "pl" as const, version: "pl" as const, publicUrl: "https://pociecha.pl" }

const krakow: CatalogueView = {
  kind: "facilities",
  type: "zlobki",
  voivodeship: { name: "małopolskie", slug: "malopolskie" },
  city: { name: "Kraków", slug: "krakow" },
  district: null,
  page: 2,
  offset: 20,
  facilities: [{ id: 7, slug: "zlobek-mis", name: "Żłobek </script> Miś" }, { id: 8, slug: null, name: "Klub Malucha" }],
  description: null
}

describe("a catalogue page as served", () => {
  it("lists what it links to in the app's catalogue frame, under its heading and trail", () => {
    const html = catalogPageHtml(indexHtml, { view: krakow, reads: [] }, options)
    expect(html).toContain(`<h1 class="catalog__title">Żłobki – Kraków</h1>`)
    expect(html).toContain(`<li><a href="/placowka/zlobek-mis">Żłobek &lt;/script&gt; Miś</a></li><li><a href="/placowka/8">Klub Malucha</a></li>`)
    expect(html).toContain(`<a href="/zlobki/malopolskie">województwo małopolskie</a>`)
    expect(html).toContain(`<span aria-current="page">Kraków</span>`)
  })

  it("shows the city's description from the CMS under the heading, as the sanitised HTML it is stored as", () => {
    const html = catalogPageHtml(indexHtml, { view: { ...krakow, description: "<h2>O Krakowie</h2><p>Miasto <strong>królów</strong>.</p>" }, reads: [] }, options)
    expect(html).toContain(
      `<h1 class="catalog__title">Żłobki – Kraków</h1><div class="catalog__description rich-text"><h2>O Krakowie</h2><p>Miasto <strong>królów</strong>.</p></div>`
    )
    expect(catalogPageHtml(indexHtml, { view: krakow, reads: [] }, options)).not.toContain("catalog__description")
  })

  it("is its own canonical page on a later page, and lists its items as ItemList numbered on from the page's offset", () => {
    const html = catalogPageHtml(indexHtml, { view: krakow, reads: [] }, options)
    expect(html).toContain(`<link rel="canonical" href="https://pociecha.pl/zlobki/malopolskie/krakow?page=2" />`)
    const [trail, list] = jsonLdOf(html)
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" })
    expect((trail?.itemListElement as ReadonlyArray<unknown>).length).toBe(4)
    expect(list).toMatchObject({
      "@type": "ItemList",
      itemListElement: [
        { position: 21, name: "Żłobek </script> Miś", url: "https://pociecha.pl/placowka/zlobek-mis" },
        { position: 22, name: "Klub Malucha", url: "https://pociecha.pl/placowka/8" }
      ]
    })
    expect(catalogPageHtml(indexHtml, { view: { ...krakow, page: 1, offset: 0 }, reads: [] }, options))
      .toContain(`<link rel="canonical" href="https://pociecha.pl/zlobki/malopolskie/krakow" />`)
  })

  it("links a voivodeship's cities, and the voivodeships with their largest cities", () => {
    const cities = catalogPageHtml(indexHtml, {
      view: { kind: "cities", type: "przedszkola", voivodeship: { name: "małopolskie", slug: "malopolskie" }, cities: [{ name: "Kraków", slug: "krakow" }] },
      reads: []
    }, options)
    expect(cities).toContain(`<h1 class="catalog__title">Przedszkola – województwo małopolskie</h1>`)
    expect(cities).toContain(`<a href="/przedszkola/malopolskie/krakow">Kraków</a>`)
    const voivodeships = catalogPageHtml(indexHtml, {
      view: { kind: "voivodeships", type: "przedszkola", voivodeships: [{ name: "małopolskie", slug: "malopolskie", cities: [{ name: "Kraków", slug: "krakow" }] }] },
      reads: []
    }, { ...options, language: "en" })
    expect(voivodeships).toContain(`<h1 class="catalog__title">Kindergartens catalogue by voivodeship</h1>`)
    expect(voivodeships).toContain(`<a href="/przedszkola/malopolskie">małopolskie voivodeship</a>`)
    expect(voivodeships).toContain(`<link rel="canonical" href="https://pociecha.pl/przedszkola-miasta" />`)
  })

  it("carries the app's reads of it under their query keys", () => {
    const html = catalogPageHtml(indexHtml, { view: krakow, reads: [{ key: ["regions", "voivodeships"], encoded: [{ name: "</script>" }] }] }, options)
    expect(html).toContain(`<script type="application/json" data-served-read="[&quot;regions&quot;,&quot;voivodeships&quot;]">[{"name":"\\u003c/script>"}]</script>`)
  })
})
