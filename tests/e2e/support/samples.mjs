// Pages of the running product worth visiting, found through its public API (the seed decides
// which facilities exist, so specs ask rather than hard-code them).
import { baseUrl as defaultBaseUrl } from "./browser.mjs"

const getJson = async (base, path, init) => {
  const response = await fetch(`${base}${path}`, init)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

const profilePath = (facility) => `/placowka/${facility.slug ?? facility.id}`

/** The profile of the first recommended facility (a premium one, with a description). */
export async function recommendedFacilityPath(base = defaultBaseUrl) {
  const [first] = await getJson(base, "/api/facility/list-best-facilities/polska")
  if (first === undefined) throw new Error("no recommended facility")
  return profilePath(first)
}

/** The profile of a facility in a district of `city`: its address line names the district too. */
export async function facilityInDistrictPath({ city = "warszawa", voivodeship = "mazowieckie", rated = false } = {}, base = defaultBaseUrl) {
  const page = await getJson(base, "/api/regions/voivodeships/cities/new_facilities", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ city_slug: city, voivodeship_slug: voivodeship })
  })
  // A rated one when the score is what is looked at: an unrated facility shows no score at all.
  const facility = page.facilities.items.find((item) => item.district !== null && item.street !== null && (!rated || item.score_total > 0))
  if (facility === undefined) throw new Error(`no facility with a district in ${city}`)
  return profilePath(facility)
}
