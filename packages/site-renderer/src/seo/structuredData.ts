import { type Facility, formatMinutes, RATING_MAX, requiredSpecializationFor } from "@pociecha/core"
import type { SiteContact } from "../view"

type Json = string | number | boolean | null | { readonly [key: string]: Json | undefined } | ReadonlyArray<Json>

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]

/** schema.org opening hours from the card; a day without both times is left out rather than guessed. */
function openingHours(facility: Facility): ReadonlyArray<Json> {
  const spec = (days: ReadonlyArray<string>, open: number | null, close: number | null): Json[] =>
    formatMinutes(open) === "-" || formatMinutes(close) === "-"
      ? []
      : [{ "@type": "OpeningHoursSpecification", dayOfWeek: days, opens: formatMinutes(open), closes: formatMinutes(close) }]
  return [
    ...spec(WEEKDAYS, facility.open_at, facility.close_at),
    ...(facility.is_open_saturday ? spec(["Saturday"], facility.saturday_open_at, facility.saturday_close_at) : []),
    ...(facility.is_open_sunday ? spec(["Sunday"], facility.sunday_open_at, facility.sunday_close_at) : [])
  ]
}

const isPreschool = (facility: Facility): boolean =>
  facility.specialization.some((tag) => requiredSpecializationFor("przedszkola").includes(tag))

/**
 * The facility as schema.org sees it: a `Preschool` when it is a kindergarten, else a `ChildCare`,
 * with its address, place, opening hours and, only when it has been rated, its aggregate rating
 * (issue 17: from accepted opinions, which is what `score_total` and `opinions_count` count).
 */
export function facilityStructuredData(facility: Facility, contact: SiteContact, url: string, image: string): Json {
  const street = [facility.street, facility.building_number].filter((part) => part !== null && part !== "").join(" ")
  const rated = facility.opinions_count > 0 && facility.score_total !== null
  return {
    "@context": "https://schema.org",
    "@type": isPreschool(facility) ? "Preschool" : "ChildCare",
    name: facility.name,
    url,
    image,
    ...(contact.phone === null ? {} : { telephone: contact.phone }),
    ...(contact.email === null ? {} : { email: contact.email }),
    address: {
      "@type": "PostalAddress",
      ...(street === "" ? {} : { streetAddress: street }),
      ...(facility.post_code === null ? {} : { postalCode: facility.post_code }),
      addressLocality: facility.city,
      addressRegion: facility.voivodeship,
      addressCountry: "PL"
    },
    geo: { "@type": "GeoCoordinates", latitude: facility.location.lat, longitude: facility.location.lng },
    openingHoursSpecification: openingHours(facility),
    ...(rated
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: facility.score_total, ratingCount: facility.opinions_count, bestRating: RATING_MAX, worstRating: 1 } }
      : {})
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so that no text a user typed
 * (a name with `</script>`) can close the script element.
 */
export function jsonForScript(value: Json): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029")
}
