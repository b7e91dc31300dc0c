import { describe, it, expect } from "vitest"
import { canEdit, canEnterRoute, hasPermission, isLoggedIn, isOwnContent, isOwner, permissionNames } from "./permissions"

const parent = { id: 7, jwt: "token", perms: {} }
const owner = { id: "u1", jwt: "token", perms: { "42": [permissionNames.FACILITY_DATA_WRITE, permissionNames.FACILITY_OWNERSHIP_READ] } }
const support = { id: "s", type: "support", jwt: "token" }
const guarded = { permissions: [permissionNames.FACILITY_DATA_WRITE, permissionNames.FACILITY_OWNERSHIP_READ] }

describe("canEnterRoute", () => {
  it("sends guests home from user routes", () => {
    expect(canEnterRoute({ user: null, route: { validation: "user" }, currentFacilityId: null })).toBe("redirect-home")
    expect(canEnterRoute({ user: { id: 1, jwt: "" }, route: { validation: "user" }, currentFacilityId: null })).toBe("redirect-home")
    expect(canEnterRoute({ user: parent, route: { validation: "user" }, currentFacilityId: null })).toBe("allow")
  })

  it("needs every listed permission for the current facility", () => {
    expect(canEnterRoute({ user: owner, route: guarded, currentFacilityId: 42 })).toBe("allow")
    expect(canEnterRoute({ user: owner, route: guarded, currentFacilityId: "43" })).toBe("back")
    expect(canEnterRoute({ user: owner, route: { permissions: ["facility-ownership/write"] }, currentFacilityId: "42" })).toBe("back")
    expect(canEnterRoute({ user: null, route: guarded, currentFacilityId: "42" })).toBe("back")
  })

  it("allows without listed permissions or without a current facility", () => {
    expect(canEnterRoute({ user: parent, route: { permissions: [] }, currentFacilityId: "42" })).toBe("allow")
    expect(canEnterRoute({ user: parent, route: guarded, currentFacilityId: null })).toBe("allow")
    expect(canEnterRoute({ user: parent, route: guarded, currentFacilityId: "" })).toBe("allow")
  })

  it("gives support every permission and alone opens the support area", () => {
    expect(canEnterRoute({ user: support, route: guarded, currentFacilityId: "42" })).toBe("allow")
    expect(canEnterRoute({ user: support, route: { validation: "support" }, currentFacilityId: null })).toBe("allow")
    expect(canEnterRoute({ user: owner, route: { validation: "support" }, currentFacilityId: null })).toBe("not-found")
    expect(canEnterRoute({ user: null, route: { validation: "support" }, currentFacilityId: null })).toBe("redirect-home")
  })
})

describe("user checks", () => {
  it("is logged in only with a jwt", () => {
    expect(isLoggedIn(parent)).toBe(true)
    expect(isLoggedIn({ id: 1 })).toBe(false)
    expect(isLoggedIn(undefined)).toBe(false)
  })

  it("reads permissions per facility", () => {
    expect(hasPermission(owner, 42, "facility-data/write")).toBe(true)
    expect(hasPermission(owner, 41, "facility-data/write")).toBe(false)
    expect(hasPermission(support, 1, "anything")).toBe(true)
    expect(hasPermission(null, 42, "facility-data/write")).toBe(false)
  })
})

describe("isOwner", () => {
  it("compares the owner account id with the user id as text", () => {
    expect(isOwner({ facility_owner_account_id: 7 }, parent)).toBe(true)
    expect(isOwner({ facility_owner_account_id: "7" }, parent)).toBe(true)
    expect(isOwner({ facility_owner_account_id: 8 }, parent)).toBe(false)
    expect(isOwner({ facility_owner_account_id: null }, parent)).toBe(false)
    expect(isOwner({ facility_owner_account_id: 7 }, null)).toBe(false)
  })

  it("always passes for support", () => {
    expect(isOwner({}, support)).toBe(true)
  })
})

describe("canEdit", () => {
  it("needs a perms entry for the facility, or support", () => {
    expect(canEdit({ id: 42 }, owner)).toBe(true)
    expect(canEdit({ id: 43 }, owner)).toBe(false)
    expect(canEdit({ id: "toString" }, parent)).toBe(false)
    expect(canEdit({ id: 43 }, support)).toBe(true)
    expect(canEdit({ id: 42 }, null)).toBe(false)
  })
})

describe("isOwnContent", () => {
  it("compares account_id with the user id", () => {
    expect(isOwnContent({ account_id: "7" }, parent)).toBe(true)
    expect(isOwnContent({ account_id: 8 }, parent)).toBe(false)
    expect(isOwnContent({}, parent)).toBe(false)
    expect(isOwnContent({ account_id: 7 }, null)).toBe(false)
  })
})
