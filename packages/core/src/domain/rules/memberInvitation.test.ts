import { describe, expect, it } from "vitest"
import { FACILITY_ACTION_PARAM, readFacilityAction } from "./facilityAction"
import { invitationPath } from "./memberInvitation"

/** What the profile does when the invitation's link is opened: it reads the link's action. */
const actionOpened = (path: string) => readFacilityAction(new URL(path, "https://pociecha.pl").searchParams.get(FACILITY_ACTION_PARAM))

describe("the link of an invitation to a facility (management 2.4 parents)", () => {
  it("opens the facility's profile on subscribing in the invited role", () => {
    const parent = invitationPath({ id: 12, slug: "zlobek-slonko-krakow" }, "parent")
    expect(parent.split("?")[0]).toBe("/placowka/zlobek-slonko-krakow")
    expect(actionOpened(parent)).toEqual({ kind: "subscribe", role: "parent" })
    expect(actionOpened(invitationPath({ id: 12, slug: "zlobek-slonko-krakow" }, "teacher"))).toEqual({ kind: "subscribe", role: "teacher" })
  })

  it("leads to the profile by id when the facility has no slug", () => {
    const path = invitationPath({ id: 12, slug: null }, "parent")
    expect(path.split("?")[0]).toBe("/placowka/12")
    expect(actionOpened(path)).toEqual({ kind: "subscribe", role: "parent" })
  })
})
