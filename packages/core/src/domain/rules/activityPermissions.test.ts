import { describe, expect, it } from "vitest"
import {
  canModerate,
  canResign,
  canSubscribe,
  canTakePartInThread,
  canWriteOpinion,
  isDecidableMembership,
  isFacilityStaff,
  runsFacility,
  type FacilityRelation
} from "./activityPermissions"

const parent = { accountId: "p", type: "user" }
const support = { accountId: "s", type: "support" }
const as = (role: FacilityRelation["role"], status: FacilityRelation["status"] = "accepted"): FacilityRelation => ({ role, status })

describe("activity permissions (spec 6, management 6)", () => {
  it("the facility is run by an accepted OWNER or ADMIN, or by support", () => {
    expect(runsFacility(parent, as("OWNER"))).toBe(true)
    expect(runsFacility(parent, as("ADMIN"))).toBe(true)
    expect(runsFacility(parent, as("OWNER", "pending"))).toBe(false)
    expect(runsFacility(parent, as("teacher"))).toBe(false)
    expect(runsFacility(parent, as("parent"))).toBe(false)
    expect(runsFacility(parent, null)).toBe(false)
    expect(runsFacility(support, null)).toBe(true)
    expect(runsFacility(null, as("OWNER"))).toBe(false)
  })

  it("staff are accepted owners, admins and teachers", () => {
    expect(isFacilityStaff(as("teacher"))).toBe(true)
    expect(isFacilityStaff(as("teacher", "pending"))).toBe(false)
    expect(isFacilityStaff(as("parent"))).toBe(false)
  })

  it("anyone signed in but the facility's own staff may write an opinion", () => {
    expect(canWriteOpinion(null, null)).toBe(false)
    expect(canWriteOpinion(parent, null)).toBe(true)
    expect(canWriteOpinion(parent, as("parent"))).toBe(true)
    expect(canWriteOpinion(parent, as("teacher", "rejected"))).toBe(true)
    for (const role of ["OWNER", "ADMIN", "teacher"] as const) expect(canWriteOpinion(parent, as(role)), role).toBe(false)
  })

  it("a thread is the asking parent's and the facility's", () => {
    const thread = { account_id: "p" }
    expect(canTakePartInThread(parent, thread, null)).toBe(true)
    expect(canTakePartInThread({ accountId: "q", type: "user" }, thread, null)).toBe(false)
    expect(canTakePartInThread({ accountId: "q", type: "user" }, thread, as("OWNER"))).toBe(true)
    expect(canTakePartInThread({ accountId: "q", type: "user" }, thread, as("teacher"))).toBe(false)
    expect(canTakePartInThread(support, { account_id: null }, null)).toBe(true)
    expect(canTakePartInThread(null, thread, null)).toBe(false)
  })

  it("only support moderates", () => {
    expect(canModerate(support)).toBe(true)
    expect(canModerate(parent)).toBe(false)
    expect(canModerate(null)).toBe(false)
  })

  it("one subscribes once, and resigns as a parent or teacher only", () => {
    expect(canSubscribe(parent, null)).toBe(true)
    expect(canSubscribe(parent, as("parent", "rejected"))).toBe(false)
    expect(canSubscribe(null, null)).toBe(false)
    expect(canResign(as("parent", "pending"))).toBe(true)
    expect(canResign(as("teacher"))).toBe(true)
    expect(canResign(as("OWNER"))).toBe(false)
    expect(canResign(null)).toBe(false)
  })

  it("runners decide parents' and teachers' memberships, never an owner's or admin's", () => {
    expect(isDecidableMembership(as("parent", "pending"))).toBe(true)
    expect(isDecidableMembership(as("teacher", "rejected"))).toBe(true)
    expect(isDecidableMembership(as("OWNER"))).toBe(false)
    expect(isDecidableMembership(as("ADMIN"))).toBe(false)
  })
})
