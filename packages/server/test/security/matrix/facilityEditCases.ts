import { everyone, facilityRunners, signedIn, supportOnly, type Case } from "./matrixWorld"

/**
 * Editing a facility's profile (management 2.4, 6; core's holdsFacilityPermission with
 * facility-data/write): its owner and support read and save it — not its teachers, a moderator
 * of its pages included, nor the owner of another facility; support alone moves its package
 * status; anyone reads the limits; a signed-in person looks an address up (the matrix's server
 * has no geocoder: found nowhere).
 */
export const facilityEditCases: Readonly<Record<string, Case>> = {
  "facilityEdits.manage": {
    method: "GET",
    path: (world) => `/api/facility/list/${world.facilityId}/manage`,
    expected: facilityRunners(200)
  },
  "facilityEdits.patch": {
    method: "PATCH",
    path: (world) => `/api/facility/list/${world.facilityId}`,
    body: (_world, { attempt }) => ({ children_count: 40 + attempt }),
    expected: facilityRunners(200)
  },
  "facilityEdits.setStatus": {
    method: "PATCH",
    // The demo facility is premium already: support's call changes nothing the other cases read.
    path: (world) => `/api/v1/support/facility/${world.facilityId}/status`,
    body: () => ({ status: "premium" }),
    expected: supportOnly(200)
  },
  "facilityEdits.userLimits": { method: "GET", path: () => "/api/v1/user-limit", expected: everyone(200) },
  "facilityEdits.geocode": {
    method: "GET",
    path: () => `/api/v1/geocode?q=${encodeURIComponent("ul. Długa 12A, 31-147 Kraków")}`,
    expected: signedIn(404)
  }
}
