import { everyone, facilityRunners, type Case } from "./matrixWorld"

/**
 * The owner's dashboard (issue 20): its runners and support read the facility's insights
 * (ownerOfAnother, its teachers and parents: 403); anyone may send the website-click beacon,
 * which records nothing about them.
 */
export const insightCases: Readonly<Record<string, Case>> = {
  "insights.facility": {
    method: "GET",
    path: (world) => `/api/facility/list/${world.facilitySlug}/insights?days=30`,
    expected: facilityRunners(200)
  },
  "insights.event": {
    method: "POST",
    path: () => "/api/v1/insights/event",
    body: (world) => ({ facility_id: world.facilityId, kind: "website_click" }),
    expected: everyone(204)
  }
}
