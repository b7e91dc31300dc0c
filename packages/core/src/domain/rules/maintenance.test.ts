import { describe, expect, it } from "vitest"
import { canSwitchMaintenance, seesMaintenancePage } from "./maintenance"

const on = { on: true, since: 1, message: null }
const off = { on: false, since: null, message: null }
const person = (type: string) => ({ id: "1", type, jwt: "token" })

describe("maintenance rules", () => {
  it("lets support alone switch maintenance", () => {
    expect(canSwitchMaintenance({ accountId: "1", type: "support" })).toBe(true)
    for (const type of ["user", "content", "owner"]) expect(canSwitchMaintenance({ accountId: "1", type })).toBe(false)
    expect(canSwitchMaintenance(null)).toBe(false)
  })

  it("shows the page to guests and every signed-in person but support, while maintenance is on", () => {
    expect(seesMaintenancePage(on, null)).toBe(true)
    expect(seesMaintenancePage(on, person("user"))).toBe(true)
    expect(seesMaintenancePage(on, person("content"))).toBe(true)
    expect(seesMaintenancePage(on, person("support"))).toBe(false)
  })

  it("shows the app when maintenance is off or its state is unknown", () => {
    expect(seesMaintenancePage(off, null)).toBe(false)
    expect(seesMaintenancePage(undefined, null)).toBe(false)
  })
})
