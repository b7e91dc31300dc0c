import { type Facility, formatAddress, hasScore, hoursText, requiredSpecializationFor, type Tag } from "@pociecha/core"
import { scriptJson } from "./servedRead"

/** A schema.org object, as search engines read it from `<script type="application/ld+json">`. */
export type JsonLd = Readonly<Record<string, unknown>>

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

const daysOf: Readonly<Record<ReturnType<typeof hoursText>[number]["dayKey"], ReadonlyArray<string>>> = {
  MO_FR: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  SATURDAY: ["Saturday"],
  SUNDAY: ["Sunday"]
}

/** The days the facility gives both hours for (core's hoursText); a closed or unknown day is left out. */
const openingHoursSpecification = (facility: Facility) =>
  hoursText(facility).flatMap((line) =>
    line.state === "open" ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: daysOf[line.dayKey], opens: line.from, closes: line.to }] : []
  )

const kindergartenKeys: ReadonlyArray<string> = requiredSpecializationFor("przedszkola")

/**
 * Whether a facility is a kindergarten (schema.org Preschool): its first known specialization
 * (the one that names its type, spec 3.2) is one the kindergartens' catalogue lists.
 */
export function isPreschool(specialization: ReadonlyArray<string>, tags: ReadonlyArray<Pick<Tag, "id" | "key" | "type">>): boolean {
  const first = specialization.map((id) => tags.find((tag) => tag.id === id)).find((tag) => tag?.type === "specialization")
  return first !== undefined && kindergartenKeys.includes(first.key)
}

/**
 * A facility as schema.org data: a `Preschool` for a kindergarten, otherwise `ChildCare` (a
 * nursery, a toddler club). Its rating is that of its accepted opinions (score_total and
 * opinions_count count nothing else), given only when there are some. No telephone: the public
 * view leaves phone and e-mail out on purpose (they are fetched on demand, spec 2.7, away from
 * scrapers), and the page says nothing the app does not.
 */
export function facilityJsonLd(facility: Facility, options: { readonly url: string; readonly preschool: boolean }): JsonLd {
  const links = [facility.website, facility.facebook, facility.instagram].filter((link): link is string => link !== null && link !== "")
  const hours = openingHoursSpecification(facility)
  return {
    "@context": CONTEXT,
    "@type": options.preschool ? "Preschool" : "ChildCare",
    "@id": options.url,
    url: options.url,
    name: facility.name,
    ...(facility.avatar === null ? {} : { image: facility.avatar }),
    address: {
      "@type": "PostalAddress",
      ...(facility.street ? { streetAddress: formatAddress({ ...facility, post_code: null, city: null }) } : {}),
      ...(facility.post_code ? { postalCode: facility.post_code } : {}),
      addressLocality: facility.city,
      addressRegion: facility.voivodeship,
      addressCountry: "PL"
    },
    geo: { "@type": "GeoCoordinates", latitude: facility.location.lat, longitude: facility.location.lng },
    ...(hours.length === 0 ? {} : { openingHoursSpecification: hours }),
    ...(links.length === 0 ? {} : { sameAs: links }),
    ...(facility.opinions_count > 0 && hasScore(facility.score_total)
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: facility.score_total, reviewCount: facility.opinions_count, bestRating: 5 } }
      : {})
  }
}
