import { facilityJsonLd } from "@pociecha/core"
import { aManagedFacility } from "@pociecha/core/testing"
import { describe, expect, it } from "vitest"
import { jsonLdOf } from "./servedPageTesting"
import { breadcrumbListJsonLd, itemListJsonLd, jsonLdScript } from "./jsonLd"

const url = "https://pociecha.pl/placowka/przedszkole-sloneczko-krakow"

describe("a JSON-LD element", () => {
  it("parses back to its data, and nothing in a name ends the element", () => {
    const name = `Żłobek </script><script>alert(1)</script> "Miś" \u2028`
    const html = jsonLdScript(facilityJsonLd(aManagedFacility({ name }), { url, preschool: false }))
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(jsonLdOf(html)[0]?.name).toBe(name)
  })

  it("numbers a trail from 1 and a later page's list from its offset", () => {
    const trail = breadcrumbListJsonLd([{ name: "Strona główna", url: "https://pociecha.pl/wszystkie-lokalizacje" }, { name: "Kraków", url }])
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Strona główna", item: "https://pociecha.pl/wszystkie-lokalizacje" },
      { "@type": "ListItem", position: 2, name: "Kraków", item: url }
    ])
    const list = itemListJsonLd([{ name: "Słoneczko", url }], 20)
    expect(list).toMatchObject({ "@type": "ItemList", itemListElement: [{ "@type": "ListItem", position: 21, name: "Słoneczko", url }] })
  })
})
