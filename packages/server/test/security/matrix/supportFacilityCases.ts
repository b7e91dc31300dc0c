import { supportOnly, type Case, type MatrixWorld } from "./matrixWorld"

/**
 * A facility for the deletion case, away from the ends of the table the other cases take theirs
 * from (the first ones, the newest unclaimed one): each attempt gets the one not yet deleted.
 */
const doomedFacility = async (world: MatrixWorld) => {
  const [facility] = await world.server.query<{ id: number }>(
    `select f.id from facilities f
     where f.id not in ($1, $2) and not exists (select 1 from facility_members m where m.facility_id = f.id)
     order by f.id desc offset 100 limit 1`,
    [world.facilityId, world.otherFacilityId]
  )
  return { facility: facility!.id }
}

/** The support panel's Facilities screen (management 2.9, issue 18): support staff only. */
export const supportFacilityCases: Readonly<Record<string, Case>> = {
  "supportFacilities.list": { method: "GET", path: () => "/api/v1/support/facilities?status=premium&page=1", expected: supportOnly(200) },
  "supportFacilities.get": { method: "GET", path: (world) => `/api/v1/support/facilities/${world.facilityId}`, expected: supportOnly(200) },
  "supportFacilities.update": {
    method: "PATCH",
    path: (world) => `/api/v1/support/facilities/${world.otherFacilityId}`,
    body: () => ({ verified: true }),
    expected: supportOnly(200)
  },
  "supportFacilities.deletion": {
    method: "GET",
    path: (world) => `/api/v1/support/facilities/${world.facilityId}/deletion`,
    expected: supportOnly(200)
  },
  "supportFacilities.remove": {
    method: "DELETE",
    prepare: doomedFacility,
    path: (_world, { prepared }) => `/api/v1/support/facilities/${String(prepared.facility)}`,
    expected: supportOnly(204)
  }
}
