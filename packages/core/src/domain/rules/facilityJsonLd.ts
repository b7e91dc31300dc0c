import type { Facility } from "../facility"
import type { Tag } from "../tag"
import { requiredSpecializationFor } from "./catalogType"
import { formatAddress } from "./formatAddress"
import { hoursText } from "./openingHours"
import { hasScore } from "./formatScore"
import { RATING_MAX } from "./ratings"

/** A schema.org object, as search engines read it from `<script type="application/ld+json">`. */
export type JsonLd = Readonly<Record<string, unknown>>

/**
 * JSON to put inside a `<script>` element: `<` and the line separators escaped, so nothing a
 * person typed (a name with `</script>`) can end the element. The portal's served reads and
 * JSON-LD and the facility sites' JSON-LD all go through it.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029")

const daysOf: Readonly<Record<ReturnType<typeof hoursText>[number]["dayKey"], ReadonlyArray<string>>> = {
  MO_FR: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  SATURDAY: ["Saturday"],
  SUNDAY: ["Sunday"]
}

/** The days the facility gives both hours for (hoursText); a closed or unknown day is left out rather than guessed. */
const openingHoursSpecification = (facility: Facility) =>
  hoursText(facility).flatMap((line) =>
    line.state === "open" ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: daysOf[line.dayKey], opens: line.from, closes: line.to }] : []
  )

const kindergartenKeys: ReadonlyArray<string> = requiredSpecializationFor("przedszkola")

/**
 * Whether a facility is a kindergarten (schema.org Preschool): its first known specialization
 * (the one that names its type, spec 3.2) is one the kindergartens' catalogue lists. A facility
 * holds tag ids, so the tags tell their keys.
 */
export function isPreschool(specialization: ReadonlyArray<string>, tags: ReadonlyArray<Pick<Tag, "id" | "key" | "type">>): boolean {
  const first = specialization.map((id) => tags.find((tag) => tag.id === id)).find((tag) => tag?.type === "specialization")
  return first !== undefined && kindergartenKeys.includes(first.key)
}

/** How a page shows the facility: its URL, whether it is a kindergarten, and what else the page itself shows. */
export interface FacilityJsonLdOptions {
  readonly url: string
  readonly preschool: boolean
  /** The page's own picture, absolute (a site's: the logo on its host, or its theme's hero); else the facility's logo. */
  readonly image?: string
  /**
   * Phone and e-mail, only where the page shows them (a facility's own site); the portal's
   * profile fetches them on demand (spec 2.7), so its data names neither.
   */
  readonly contact?: { readonly phone: string | null; readonly email: string | null }
}

/**
 * A facility as schema.org data: a `Preschool` for a kindergarten, otherwise `ChildCare` (a
 * nursery, a toddler club), with its address, place, opening hours and links. Its rating is that
 * of its accepted opinions (score_total and opinions_count count nothing else), given only when
 * there are some.
 */
export function facilityJsonLd(facility: Facility, options: FacilityJsonLdOptions): JsonLd {
  const links = [facility.website, facility.facebook, facility.instagram].filter((link): link is string => link !== null && link !== "")
  const hours = openingHoursSpecification(facility)
  const image = options.image ?? facility.avatar ?? null
  const { phone = null, email = null } = options.contact ?? {}
  return {
    "@context": "https://schema.org",
    "@type": options.preschool ? "Preschool" : "ChildCare",
    "@id": options.url,
    url: options.url,
    name: facility.name,
    ...(image === null ? {} : { image }),
    ...(phone === null ? {} : { telephone: phone }),
    ...(email === null ? {} : { email }),
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
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: facility.score_total, reviewCount: facility.opinions_count, bestRating: RATING_MAX } }
      : {})
  }
}
