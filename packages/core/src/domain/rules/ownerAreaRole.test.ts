import { describe, expect, it } from "vitest"
import type { Membership } from "../membership"
import { MODERATOR_TAB, moderatedFacilities, ownerAreaRole, ownerAreaRouteFor, ownerAreaShowsTab } from "./ownerAreaRole"
import { permissionNames } from "./permissions"

const moderatorPerms = [permissionNames.FACILITY_PUBLICATIONS_WRITE]
const user = (overrides: object = {}) => ({ id: "u1", type: "user", perms: {}, facilities: [], ...overrides })

const membership = (facility_id: number, overrides: Partial<Membership> = {}): Membership => ({
  facility_id,
  facility_name: `Przedszkole ${facility_id}`,
  facility_slug: facility_id === 3 ? null : `przedszkole-${facility_id}`,
  facility_city: "Kraków",
  role: "teacher",
  status: "accepted",
  permissions: moderatorPerms,
  created_at: 0,
  decided_at: 1,
  ...overrides
})

describe("ownerAreaRole (management 1, 2.2, 6)", () => {
  it("runs the facilities on one's My facilities, and support runs every one", () => {
    expect(ownerAreaRole(user({ facilities: [{ id: 42 }] }), 42)).toBe("runs")
    expect(ownerAreaRole(user({ facilities: [{ id: 42 }] }), "42")).toBe("runs")
    expect(ownerAreaRole(user({ type: "support" }), 7)).toBe("runs")
  })

  it("moderates a facility where the owner gave the teacher facility-publications/write", () => {
    expect(ownerAreaRole(user({ perms: { "42": moderatorPerms } }), 42)).toBe("moderates")
    // Another facility's permission says nothing about this one.
    expect(ownerAreaRole(user({ perms: { "43": moderatorPerms } }), 42)).toBe("none")
  })

  it("moderates a facility its memberships, read after signing in, say it moderates", () => {
    expect(ownerAreaRole(user(), 42, [{ id: 42 }])).toBe("moderates")
    expect(ownerAreaRole(user(), 42, [{ id: 43 }])).toBe("none")
  })

  it("a facility run wins over a moderator's permission on it", () => {
    expect(ownerAreaRole(user({ perms: { "42": moderatorPerms }, facilities: [{ id: 42 }] }), 42)).toBe("runs")
  })

  it("is nothing for a plain teacher or parent, or nobody signed in", () => {
    expect(ownerAreaRole(user({ perms: { "42": [] } }), 42)).toBe("none")
    expect(ownerAreaRole(user({ perms: { "42": [permissionNames.FACILITY_DATA_WRITE] } }), 42)).toBe("none")
    expect(ownerAreaRole(null, 42)).toBe("none")
  })
})

describe("ownerAreaShowsTab and ownerAreaRouteFor", () => {
  it("a moderator sees News alone; those who run the facility every tab; others none", () => {
    expect(MODERATOR_TAB).toBe("facility_publications")
    expect(ownerAreaShowsTab("moderates", "facility_publications")).toBe(true)
    for (const tab of ["facility_address", "facility_opinions", "facility_questions", "facility_settings", "facility_parents", "facility_teachers"] as const) {
      expect(ownerAreaShowsTab("moderates", tab)).toBe(false)
      expect(ownerAreaShowsTab("runs", tab)).toBe(true)
    }
    expect(ownerAreaShowsTab("none", "facility_publications")).toBe(false)
  })

  it("routes a moderator from any tab to News, and leaves everyone else where they asked", () => {
    expect(ownerAreaRouteFor("moderates", "facility_address")).toBe("facility_publications")
    expect(ownerAreaRouteFor("moderates", "facility_settings_view")).toBe("facility_publications")
    expect(ownerAreaRouteFor("moderates", "facility_publications")).toBe("facility_publications")
    expect(ownerAreaRouteFor("runs", "facility_address")).toBe("facility_address")
    expect(ownerAreaRouteFor("none", "facility_opinions")).toBe("facility_opinions")
  })
})

describe("moderatedFacilities", () => {
  it("lists the accepted teacher memberships holding the moderator permission, by slug or id", () => {
    const list = moderatedFacilities([
      membership(1),
      membership(2, { permissions: [] }),
      membership(3),
      membership(4, { status: "pending" }),
      membership(5, { role: "parent" }),
      membership(6, { role: "OWNER" })
    ])
    expect(list).toEqual([
      { id: 1, ref: "przedszkole-1", name: "Przedszkole 1" },
      { id: 3, ref: "3", name: "Przedszkole 3" }
    ])
  })

  it("leaves out the facilities the user runs", () => {
    expect(moderatedFacilities([membership(1), membership(3)], [1]).map((entry) => entry.id)).toEqual([3])
  })
})
