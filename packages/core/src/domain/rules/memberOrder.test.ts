import { describe, expect, it } from "vitest"
import type { FacilityMember } from "../membership"
import { membersOfRole } from "./memberOrder"

const member = (surname: string, role: FacilityMember["role"], status: FacilityMember["status"]): FacilityMember => ({
  account_id: surname,
  name: "Anna",
  surname,
  email: `${surname}@example.pl`,
  avatar: null,
  role,
  status,
  permissions: [],
  created_at: 0,
  decided_at: null
})

describe("membersOfRole", () => {
  it("lists one role's members, those waiting first, then by surname", () => {
    const list = [
      member("Zając", "parent", "accepted"),
      member("Nowak", "teacher", "pending"),
      member("Wójcik", "parent", "pending"),
      member("Adamska", "parent", "accepted"),
      member("Kowalska", "parent", "pending")
    ]
    expect(membersOfRole(list, "parent").map((m) => m.surname)).toEqual(["Kowalska", "Wójcik", "Adamska", "Zając"])
    expect(membersOfRole(list, "teacher").map((m) => m.surname)).toEqual(["Nowak"])
  })

  it("leaves the list it was given as it was", () => {
    const list = [member("Zając", "parent", "accepted"), member("Adamska", "parent", "accepted")]
    membersOfRole(list, "parent")
    expect(list.map((m) => m.surname)).toEqual(["Zając", "Adamska"])
  })
})
