import { PociechaApi } from "@pociecha/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { manySignups, startTestServer, type TestServer } from "../support/testServer"
import { accountCases } from "./matrix/accountCases"
import { applicationCases } from "./matrix/applicationCases"
import { applicationChoiceCases } from "./matrix/applicationChoiceCases"
import { blogCases } from "./matrix/blogCases"
import { cmsCases } from "./matrix/cmsCases"
import { cmsLegalCases } from "./matrix/cmsLegalCases"
import { directoryCases } from "./matrix/directoryCases"
import { galleryStaffCases } from "./matrix/galleryStaffCases"
import { legalCases } from "./matrix/legalCases"
import { maintenanceCases } from "./matrix/maintenanceCases"
import { facilityImageCases } from "./matrix/facilityImageCases"
import { facilityEditCases } from "./matrix/facilityEditCases"
import { faqCases } from "./matrix/faqCases"
import { membershipCases } from "./matrix/membershipCases"
import { buildMatrixWorld, roles, type Case, type MatrixWorld } from "./matrix/matrixWorld"
import { moderationCases } from "./matrix/moderationCases"
import { opinionCases } from "./matrix/opinionCases"
import { ownershipCases } from "./matrix/ownershipCases"
import { partnerCases } from "./matrix/partnerCases"
import { publicationCases } from "./matrix/publicationCases"
import { questionCases } from "./matrix/questionCases"
import { reportCases } from "./matrix/reportCases"
import { salesRequestCases } from "./matrix/salesRequestCases"
import { shadowCases } from "./matrix/shadowCases"
import { supportAuditCases } from "./matrix/supportAuditCases"
import { supportFacilityCases } from "./matrix/supportFacilityCases"
import { supportCatalogueCases } from "./matrix/supportCatalogueCases"
import { supportToolboxCases } from "./matrix/supportToolboxCases"
import { teacherZoneCases } from "./matrix/teacherZoneCases"
import { webPageCases } from "./matrix/webPageCases"
import { favouriteCases } from "./matrix/favouriteCases"
import { savedSearchCases } from "./matrix/savedSearchCases"
import { insightCases } from "./matrix/insightCases"
import { searchRefinementCases } from "./matrix/searchRefinementCases"
import { visitCases } from "./matrix/visitCases"

let server: TestServer
let world: MatrixWorld
beforeAll(async () => {
  server = await startTestServer({ facilities: 600, config: manySignups })
  world = await buildMatrixWorld(server)
})
afterAll(() => server.close())

/**
 * Every endpoint of the contract, keyed "group.endpoint", with the status each role gets (core's
 * permission rules: public reads; signed-in calls; one's own records; those who run the facility;
 * support). One file of cases per area, in ./matrix.
 */
const matrix: Readonly<Record<string, Case>> = { ...accountCases, ...directoryCases, ...opinionCases, ...reportCases, ...moderationCases,
  ...questionCases, ...applicationCases, ...membershipCases, ...publicationCases, ...ownershipCases, ...shadowCases, ...facilityEditCases,
  ...galleryStaffCases, ...facilityImageCases, ...legalCases, ...webPageCases, ...supportAuditCases, ...cmsCases, ...blogCases, ...faqCases,
  ...supportFacilityCases, ...supportCatalogueCases, ...supportToolboxCases,
  ...partnerCases, ...teacherZoneCases, ...salesRequestCases, ...maintenanceCases, ...cmsLegalCases,
  ...favouriteCases, ...insightCases, ...searchRefinementCases, ...visitCases, ...applicationChoiceCases,
  ...savedSearchCases }

describe("the permission matrix", () => {
  it("names every endpoint of the contract", () => {
    const endpoints = Object.values(PociechaApi.groups).flatMap((group) =>
      Object.keys(group.endpoints).map((name) => `${group.identifier}.${name}`))
    expect(Object.keys(matrix).sort()).toEqual(endpoints.sort())
  })

  for (const [endpoint, rule] of Object.entries(matrix)) {
    it(`${endpoint}: ${roles.map((role) => `${role} ${rule.expected[role]}`).join(", ")}`, async () => {
      const answers: Record<string, number> = {}
      for (const [attempt, role] of roles.entries()) {
        const prepared = rule.prepare === undefined ? {} : await rule.prepare(world, role, attempt)
        const context = { attempt, role, prepared }
        const token = role === "guest" ? undefined : world.sessions[role].jwt
        const body = rule.body?.(world, context)
        const form = rule.form?.(world, context)
        const response = await world.call(rule.method, rule.path(world, context), {
          ...(token === undefined ? {} : { token }),
          ...(body === undefined ? {} : { body }),
          ...(form === undefined ? {} : { form })
        })
        answers[role] = response.status
      }
      expect(answers).toEqual(rule.expected)
    })
  }
})
