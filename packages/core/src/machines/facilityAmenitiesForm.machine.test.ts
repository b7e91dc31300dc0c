import { describe, expect, it } from "vitest"
import { apiError } from "../api/errors"
import { facilityAmenitiesFormMachine, facilityExtraClassesFormMachine } from "./facilityAmenitiesForm.machine"
import { startForm } from "../testing/formHarness"
import { aManagedFacility } from "../testing/managedFacilityFixture"

// The basic package (management 9): 5 amenities.
const chosen = ["f-1", "f-2", "f-3", "f-4"]
const amenities = (ids: ReadonlyArray<string>) => JSON.stringify(ids)

describe("facilityAmenitiesFormMachine — the package's count (management 2.4, 9)", () => {
  it("takes a 5th amenity of 5, refuses a 6th: the tick does not happen and the count's message shows", () => {
    const form = startForm(facilityAmenitiesFormMachine, { facility: aManagedFacility({ features: chosen }) })
    form.actor.send({ type: "CHANGE", field: "features", value: amenities([...chosen, "f-5"]) })
    expect(form.context().values.features).toBe(amenities([...chosen, "f-5"]))
    expect(form.context().errors.features).toBeUndefined()

    form.actor.send({ type: "CHANGE", field: "features", value: amenities([...chosen, "f-5", "f-6"]) })
    expect(form.context().values.features).toBe(amenities([...chosen, "f-5"]))
    expect(form.context().errors.features).toBe("TOO_MANY_AMENITIES")

    // Unticking one is always allowed, and its message goes.
    form.actor.send({ type: "CHANGE", field: "features", value: amenities(chosen) })
    expect(form.context().values.features).toBe(amenities(chosen))
    expect(form.context().errors.features).toBeUndefined()
  })

  it("lets a facility over its count (a package that shrank) untick down to it", () => {
    const seven = [...chosen, "f-5", "f-6", "f-7"]
    const form = startForm(facilityAmenitiesFormMachine, { facility: aManagedFacility({ features: seven }) })
    form.actor.send({ type: "CHANGE", field: "features", value: amenities(seven.slice(0, 6)) })
    expect(form.context().values.features).toBe(amenities(seven.slice(0, 6)))
    expect(form.context().errors.features).toBeUndefined()
  })
})

describe("facilityExtraClassesFormMachine — a class's name is required (management 2.4, 5)", () => {
  it("an empty name gives FIELD_REQUIRED under the extra classes and sends nothing", async () => {
    const form = startForm(facilityExtraClassesFormMachine, { facility: aManagedFacility() })
    form.actor.send({ type: "CHANGE", field: "extra_classes", value: JSON.stringify([{ name: "  ", description: "Rytmika z panią Olą" }]) })
    await form.submit()
    expect(form.actor.getSnapshot().value).toBe("editing")
    expect(form.context().errors).toEqual({ extra_classes: "FIELD_REQUIRED" })
    expect(form.context().formError).toBeNull()
    expect(form.send.calls).toHaveLength(0)
  })

  it("what the server refuses in one class shows under the extra classes, not as a banner", async () => {
    const form = startForm(facilityExtraClassesFormMachine, { facility: aManagedFacility() })
    form.actor.send({ type: "CHANGE", field: "extra_classes", value: JSON.stringify([{ name: "Rytmika", description: "" }]) })
    await form.submit()
    await form.refuse(apiError("ERROR_BAD_REQUEST", { "extra_classes.0.name": ["TEXT_TOO_LONG"] }))
    expect(form.context().errors).toEqual({ extra_classes: "TEXT_TOO_LONG" })
    expect(form.context().formError).toBeNull()
  })
})
