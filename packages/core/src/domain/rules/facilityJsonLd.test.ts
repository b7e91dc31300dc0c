import { describe, expect, it } from "vitest"
import { aManagedFacility } from "../../testing/managedFacilityFixture"
import { facilityJsonLd, isPreschool, scriptJson } from "./facilityJsonLd"

const url = "https://pociecha.pl/placowka/przedszkole-sloneczko-krakow"

describe("a facility's schema.org data", () => {
  it("is a Preschool for a kindergarten and ChildCare otherwise, with its address, place and URL", () => {
    const facility = aManagedFacility()
    const data = facilityJsonLd(facility, { url, preschool: true })
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Preschool",
      "@id": url,
      url,
      name: "Przedszkole Słoneczko",
      address: { "@type": "PostalAddress", streetAddress: "ul. Długa 5", postalCode: "30-001", addressLocality: "Kraków", addressRegion: "małopolskie", addressCountry: "PL" },
      geo: { "@type": "GeoCoordinates", latitude: 50.06, longitude: 19.94 }
    })
    expect(facilityJsonLd(facility, { url, preschool: false })["@type"]).toBe("ChildCare")
  })

  it("gives the days it has hours for, and leaves out closed and unknown days", () => {
    const weekdays = facilityJsonLd(aManagedFacility({ open_at: 390, close_at: 1050 }), { url, preschool: false })
    expect(weekdays.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "06:30", closes: "17:30" }
    ])
    const saturdays = facilityJsonLd(
      aManagedFacility({ open_at: null, is_open_saturday: true, saturday_open_at: 480, saturday_close_at: 720 }),
      { url, preschool: false }
    )
    expect(saturdays.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "12:00" }
    ])
    expect(facilityJsonLd(aManagedFacility({ open_at: null }), { url, preschool: false })).not.toHaveProperty("openingHoursSpecification")
  })

  it("rates it by its accepted opinions only when it has some", () => {
    expect(facilityJsonLd(aManagedFacility(), { url, preschool: true })).not.toHaveProperty("aggregateRating")
    const rated = facilityJsonLd(aManagedFacility({ score_total: 4.3, opinions_count: 12 }), { url, preschool: true })
    expect(rated.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 12, bestRating: 5 })
  })

  it("names no phone or e-mail, which the profile fetches on demand only", () => {
    const text = JSON.stringify(facilityJsonLd(aManagedFacility({ phone: "123456789" }), { url, preschool: true }))
    expect(text).not.toContain("telephone")
    expect(text).not.toContain("123456789")
  })
})

describe("a facility counts as a kindergarten", () => {
  const tags = [
    { id: "t-kindergarten", key: "kindergarten", type: "specialization" },
    { id: "t-nursery", key: "nursery", type: "specialization" },
    { id: "t-public", key: "kindergarten", type: "ownership" }
  ] as const

  it("by its first known specialization only", () => {
    expect(isPreschool(["t-kindergarten", "t-nursery"], tags)).toBe(true)
    expect(isPreschool(["unknown", "t-nursery", "t-kindergarten"], tags)).toBe(false)
    expect(isPreschool(["t-public", "t-kindergarten"], tags)).toBe(true)
    expect(isPreschool(["t-public"], tags)).toBe(false)
    expect(isPreschool([], tags)).toBe(false)
  })
})

describe("the facility's own site", () => {
  it("names the phone and e-mail the site shows, and the site's own picture, else the facility's logo", () => {
    const contact = { phone: "600100200", email: "tecza@example.pl" }
    const data = facilityJsonLd(aManagedFacility({ avatar: null }), { url, preschool: true, contact, image: "https://tecza.pociecha.pl/themes/space/hero.svg" })
    expect(data).toMatchObject({ telephone: "600100200", email: "tecza@example.pl", image: "https://tecza.pociecha.pl/themes/space/hero.svg" })
    expect(facilityJsonLd(aManagedFacility({ avatar: "https://cdn.example/logo.png" }), { url, preschool: true }).image).toBe("https://cdn.example/logo.png")
  })
})

describe("JSON inside a script element", () => {
  it("parses back to the same value, and no text in it can end the element", () => {
    const value = { name: `Żłobek </script><script>alert(1)</script> "Miś" \u2028\u2029` }
    const text = scriptJson(value)
    expect(text).not.toMatch(/<|\u2028|\u2029/)
    expect(JSON.parse(text)).toEqual(value)
  })
})
