import { opinionBody } from "../../support/opinions"
import { insertOpinion } from "./insertOpinion"
import { everyone, facilityRunners, signedIn, type Case } from "./matrixWorld"

/**
 * Opinions (spec 2.7, 2.8, 4.3): public reads; any signed-in person but the facility's own staff
 * writes one; one's own; the facility's list and answers for those who run it.
 */
export const opinionCases: Readonly<Record<string, Case>> = {
  "opinions.recent": { method: "GET", path: () => "/api/v1/opinion/recent", expected: everyone(200) },
  "opinions.create": {
    method: "POST",
    path: () => "/api/v1/opinion",
    body: (world) => opinionBody(world.facilityId),
    // Its teacher and its owner are its staff (canWriteOpinion); support is not.
    expected: { ...signedIn(201), teacher: 403, moderatorTeacher: 403, owner: 403 }
  },
  "opinions.ofFacility": { method: "GET", path: (world) => `/api/facility/list/${world.facilitySlug}/opinions`, expected: everyone(200) },
  "opinions.mine": { method: "GET", path: () => "/api/v1/opinion/mine", expected: signedIn(200) },
  "opinions.received": {
    method: "GET",
    path: (world) => `/api/facility/list/${world.facilityId}/opinions/received`,
    expected: facilityRunners(200)
  },
  "opinions.receivedOne": {
    method: "GET",
    prepare: async (world) => ({ opinion: await insertOpinion(world, { status: "pending", facilityId: world.facilityId }) }),
    path: (world, { prepared }) => `/api/facility/list/${world.facilityId}/opinions/${String(prepared.opinion)}`,
    expected: facilityRunners(200)
  },
  "opinions.answer": {
    method: "POST",
    prepare: async (world) => ({ opinion: await insertOpinion(world, { status: "accepted", facilityId: world.facilityId }) }),
    path: (_world, { prepared }) => `/api/v1/opinion/${String(prepared.opinion)}/answer`,
    body: () => ({ content: "Dziękujemy za opinię, zapraszamy ponownie." }),
    expected: facilityRunners(200)
  }
}
