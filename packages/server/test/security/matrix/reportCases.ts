import { insertOpinion } from "./insertOpinion"
import { signedIn, type Case } from "./matrixWorld"

/** Reports (spec 2.9): any signed-in person, of a published opinion or answer. */
export const reportCases: Readonly<Record<string, Case>> = {
  "reports.create": {
    method: "POST",
    prepare: async (world) => ({ opinion: await insertOpinion(world, { status: "accepted" }) }),
    path: () => "/api/v1/report",
    body: (_world, { prepared }) => ({ target: `opinion:${String(prepared.opinion)}`, reason: "spam", content: "" }),
    expected: signedIn(201)
  }
}
