import { describe, expect, it } from "vitest"
import { productPageHtml } from "./productPage"
import { indexHtml, jsonLdOf } from "./servedPageTesting"

const publicUrl = "https://pociecha.pl"

describe("the product pages as served (issue 19)", () => {
  it("the price list has its title, description, canonical URL and its offers as schema.org data", () => {
    const html = productPageHtml(indexHtml, "product_landing_price_list", { language: "pl", version: "pl", publicUrl })
    expect(html).toContain("<title>Cennik dla placówek – pakiety i plany roczne Pociechy | Pociecha</title>")
    expect(html).toContain("<meta name=\"description\" content=\"Zacznij za darmo w pakiecie podstawowym")
    expect(html).toContain("<link rel=\"canonical\" href=\"https://pociecha.pl/dla-placowek/cennik\" />")
    const [trail, product] = jsonLdOf(html)
    expect(trail?.["@type"]).toBe("BreadcrumbList")
    expect(product).toMatchObject({ "@type": "Product", url: "https://pociecha.pl/dla-placowek/cennik" })
    expect((product?.offers as ReadonlyArray<{ name: string; price?: string }>).map((offer) => [offer.name, offer.price])).toEqual([
      ["Podstawowy", "0"], ["Premium", undefined], ["Profesjonalny Start", undefined], ["Pełne Wsparcie", undefined]
    ])
  })

  it("the functions page, in the language asked for, is a WebPage listing the functions", () => {
    const html = productPageHtml(indexHtml, "product_landing_functions", { language: "en", version: "en", publicUrl })
    expect(html).toContain("<title>Features for facilities – what you get with Pociecha | Pociecha</title>")
    expect(html).toContain("<link rel=\"canonical\" href=\"https://pociecha.pl/dla-placowek/funkcje?lang=en\" />")
    const page = jsonLdOf(html).find((data) => data["@type"] === "WebPage")
    expect((page?.about as { featureList: ReadonlyArray<string> }).featureList).toContain("website_builder")
  })
})
