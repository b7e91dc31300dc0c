import { describe, expect, it } from "vitest"
import { startForm } from "../testing/formHarness"
import { checkMaintenanceMessage, checkMaintenanceNotify, maintenanceMessageFormMachine, maintenanceNotifyFormMachine } from "./maintenanceForms.machine"

describe("the maintenance page's forms (issue 19)", () => {
  it("needs an address and a message for an urgent message; the name is optional", () => {
    expect(checkMaintenanceMessage({ name: "", email: "nie-adres", message: " " }).errors).toEqual({ email: "EMAIL_INVALID", message: "FIELD_REQUIRED" })
    expect(checkMaintenanceMessage({ name: "", email: "anna@example.pl", message: "Pilne" }).errors).toEqual({})
  })

  it("sends the trimmed message without an empty name, and ends with the sender's address", async () => {
    const form = startForm(maintenanceMessageFormMachine)
    form.actor.send({ type: "CHANGE", field: "email", value: " anna@example.pl " })
    form.actor.send({ type: "CHANGE", field: "message", value: " Nie działa faktura. " })
    await form.submit()
    expect(form.send.latest().input).toMatchObject({ email: "anna@example.pl", message: "Nie działa faktura." })
    expect(form.send.latest().input).not.toHaveProperty("name")
    await form.accept(undefined)
    expect(form.context().result).toBe("anna@example.pl")
  })

  it("needs an address for notify me, and ends with it", async () => {
    expect(checkMaintenanceNotify({ email: "" }).errors).toHaveProperty("email")
    const form = startForm(maintenanceNotifyFormMachine)
    form.actor.send({ type: "CHANGE", field: "email", value: "czekam@example.pl" })
    await form.submit()
    expect(form.send.latest().input).toMatchObject({ email: "czekam@example.pl" })
    await form.accept(undefined)
    expect(form.context().result).toBe("czekam@example.pl")
  })
})
