import { describe, expect, it } from "vitest"
import { ConnectionError } from "../client/connectionError"
import { managedFacilityKeys } from "../queries/queryKeys"
import { facilityChangeKeys } from "../queries/staleKeys"
import { photoInputVariants, toastKeys } from "../testing/photoInputHarness"

const variant = (name: string) => {
  const found = photoInputVariants.find((candidate) => candidate.name === name)
  if (found === undefined) throw new Error(`no photo input ${name}`)
  return found
}

/**
 * Only the facility's logo is taken away through its input (management 2.4 Address data: the
 * facility's placeholder shows instead); the account's and an employee's photos are removed by
 * commands of their own, and a template's picture is cleared in the template form, so their
 * inputs ignore REMOVE.
 */
describe("facilityLogoMachine's removal (management 2.4, 8)", () => {
  const { start } = variant("facilityLogoMachine")

  it("takes the logo away: the placeholder shows and 'logo removed'", async () => {
    const system = start()
    system.actor.send({ type: "REMOVE" })
    expect(system.actor.getSnapshot().value).toBe("removing")
    expect(system.remove.latest().input).toEqual({ facilityRef: "7", facilityId: 7 })
    await system.remove.latest().resolve({ avatar: null })
    expect(system.actor.getSnapshot()).toMatchObject({ value: "idle", context: { error: null } })
    expect(system.emitted.filter((event) => event.type === "logoChanged")).toEqual([{ type: "logoChanged", logo: { avatar: null } }])
    expect(toastKeys(system)).toEqual(["LOGO_REMOVED"])
  })

  it("names the profile and lists stale, and the owner area's copy (by id) only marked stale: the form around it keeps what is typed", async () => {
    const system = start()
    system.actor.send({ type: "REMOVE" })
    await system.remove.latest().resolve({ avatar: null })
    expect(system.emitted.filter((event) => event.type === "queriesStale")).toEqual([
      { type: "queriesStale", keys: facilityChangeKeys("7"), unread: [managedFacilityKeys.of(7)] }
    ])
  })

  it("keeps the logo when the removal is not answered, with its toast", async () => {
    const system = start()
    system.actor.send({ type: "REMOVE" })
    await system.remove.latest().reject(new ConnectionError({ cause: null }))
    expect(system.actor.getSnapshot()).toMatchObject({ value: "idle", context: { error: "CONNECTION_ERROR" } })
    expect(system.emitted.filter((event) => event.type === "logoChanged")).toEqual([])
    expect(toastKeys(system)).toEqual(["CONNECTION_ERROR"])
  })

  it("cannot remove while a picture is being cropped", () => {
    const system = start()
    system.actor.send({ type: "CHOOSE", file: { name: "logo.png", size: 10, type: "image/png" } })
    system.actor.send({ type: "REMOVE" })
    expect(system.actor.getSnapshot().value).toBe("cropping")
    expect(system.remove.calls).toHaveLength(0)
  })

  it.each(["avatarInputMachine", "employeePhotoMachine", "templateImageMachine"])("%s ignores REMOVE", (name) => {
    const system = variant(name).start()
    system.actor.send({ type: "REMOVE" })
    expect(system.actor.getSnapshot().value).toBe("idle")
    expect(system.remove.calls).toHaveLength(0)
  })
})
