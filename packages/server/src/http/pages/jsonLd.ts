import { type JsonLd, scriptJson } from "@pociecha/core"

/** A named page of the portal, by its absolute URL. */
export interface LinkedPage {
  readonly name: string
  readonly url: string
}

const CONTEXT = "https://schema.org"

/** The element carrying `data`: nothing in a name (`</script>`, a line separator) can end it. */
export const jsonLdScript = (data: JsonLd): string => `<script type="application/ld+json">${scriptJson(data)}</script>`

/** The trail to a page, the page itself last (schema.org BreadcrumbList). */
export const breadcrumbListJsonLd = (trail: ReadonlyArray<LinkedPage>): JsonLd => ({
  "@context": CONTEXT,
  "@type": "BreadcrumbList",
  itemListElement: trail.map((page, index) => ({ "@type": "ListItem", position: index + 1, name: page.name, item: page.url }))
})

/** The pages a list links to, numbered from `offset + 1` (a later page of a paged list goes on counting). */
export const itemListJsonLd = (pages: ReadonlyArray<LinkedPage>, offset = 0): JsonLd => ({
  "@context": CONTEXT,
  "@type": "ItemList",
  itemListElement: pages.map((page, index) => ({ "@type": "ListItem", position: offset + index + 1, name: page.name, url: page.url }))
})
