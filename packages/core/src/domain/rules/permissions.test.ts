import { describe, it, expect } from "vitest"
import { canActOnAccount, canEdit, canExportAccountData, canEditFacilityData, canEnterRoute, canSetFacilityStatus, hasPermission, isLoggedIn, isOwnContent, isOwner, isSupport, permissionNames } from "./permissions"

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
    const oneHeldOneNot = { permissions: [permissionNames.FACILITY_DATA_WRITE, "facility-ownership/write"] }
    expect(canEnterRoute({ user: owner, route: oneHeldOneNot, currentFacilityId: 42 })).toBe("back")
  })

  it("allows without listed permissions or without a current facility", () => {
    expect(canEnterRoute({ user: parent, route: { permissions: [] }, currentFacilityId: "42" })).toBe("allow")
    expect(canEnterRoute({ user: parent, route: guarded, currentFacilityId: null })).toBe("allow")
    expect(canEnterRoute({ user: parent, route: guarded, currentFacilityId: "" })).toBe("allow")
    expect(canEnterRoute({ user: parent, route: guarded, currentFacilityId: undefined })).toBe("allow")
    expect(canEnterRoute({ user: parent, route: {}, currentFacilityId: "42" })).toBe("allow")
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
    expect(hasPermission(undefined, 42, "facility-data/write")).toBe(false)
    expect(hasPermission({ id: 1, jwt: "token" }, 42, "facility-data/write")).toBe(false)
  })

  it("knows support staff by their type", () => {
    expect(isSupport(support)).toBe(true)
    expect(isSupport(parent)).toBe(false)
    expect(isSupport(null)).toBe(false)
    expect(isSupport(undefined)).toBe(false)
  })
})

describe("isOwner", () => {
  it("compares the owner account id with the user id as text", () => {
    expect(isOwner({ facility_owner_account_id: 7 }, parent)).toBe(true)
    expect(isOwner({ facility_owner_account_id: "7" }, parent)).toBe(true)
    expect(isOwner({ facility_owner_account_id: 8 }, parent)).toBe(false)
    expect(isOwner({ facility_owner_account_id: null }, parent)).toBe(false)
    expect(isOwner({ facility_owner_account_id: 7 }, null)).toBe(false)
    expect(isOwner({ facility_owner_account_id: 7 }, undefined)).toBe(false)
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
    expect(canEdit({ id: 42 }, undefined)).toBe(false)
    expect(canEdit({ id: 42 }, { id: 1, jwt: "token" })).toBe(false)
  })
})

describe("isOwnContent", () => {
  it("compares account_id with the user id", () => {
    expect(isOwnContent({ account_id: "7" }, parent)).toBe(true)
    expect(isOwnContent({ account_id: 8 }, parent)).toBe(false)
    expect(isOwnContent({}, parent)).toBe(false)
    expect(isOwnContent({ account_id: 7 }, null)).toBe(false)
    expect(isOwnContent({ account_id: 7 }, undefined)).toBe(false)
  })
})

describe("canActOnAccount", () => {
  it("lets a person act on their own account, and support on any", () => {
    expect(canActOnAccount({ accountId: "a", type: "user" }, "a")).toBe(true)
    expect(canActOnAccount({ accountId: "a", type: "user" }, "b")).toBe(false)
    expect(canActOnAccount({ accountId: "s", type: "support" }, "b")).toBe(true)
  })
})

describe("canExportAccountData", () => {
  it("lets only the person download their own data: not another person, not support", () => {
    expect(canExportAccountData({ accountId: "a", type: "user" }, "a")).toBe(true)
    expect(canExportAccountData({ accountId: "a", type: "user" }, "b")).toBe(false)
    expect(canExportAccountData({ accountId: "s", type: "support" }, "b")).toBe(false)
    expect(canExportAccountData({ accountId: "s", type: "support" }, "s")).toBe(true)
  })
})

describe("canEditFacilityData", () => {
  const caller = { accountId: "a", type: "user" }
  const granted = { status: "accepted", permissions: ["facility-data/write", "facility-ownership/read"] }

  it("needs an accepted membership holding facility-data/write (management 6)", () => {
    expect(canEditFacilityData(caller, 42, granted)).toBe(true)
    expect(canEditFacilityData(caller, 42, { ...granted, status: "pending" })).toBe(false)
    expect(canEditFacilityData(caller, 42, { status: "accepted", permissions: ["facility-publications/write"] })).toBe(false)
    expect(canEditFacilityData(caller, 42, null)).toBe(false)
  })

  it("lets support edit any facility", () => {
    expect(canEditFacilityData({ accountId: "s", type: "support" }, 42, null)).toBe(true)
  })
})

describe("canSetFacilityStatus", () => {
  it("is support's alone", () => {
    expect(canSetFacilityStatus({ accountId: "s", type: "support" })).toBe(true)
    expect(canSetFacilityStatus({ accountId: "a", type: "user" })).toBe(false)
  })
})
