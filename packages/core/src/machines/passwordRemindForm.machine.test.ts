import { describe, expect, it } from "vitest"
import { waitFor } from "xstate"
import { apiError } from "../api/errors"
import { startForm } from "../testing/formHarness"
import { checkPasswordRemindForm, passwordRemindFormMachine } from "./passwordRemindForm.machine"

async function submitted(email: string) {
  const form = startForm(passwordRemindFormMachine)
  form.actor.send({ type: "CHANGE", field: "email", value: email })
  form.actor.send({ type: "SUBMIT" })
  await form.checked()
  return form
}

describe("passwordRemindFormMachine (spec 2.10)", () => {
  it("requires a valid e-mail", () => {
    expect(checkPasswordRemindForm({ email: " " })).toEqual({ errors: { email: "FIELD_REQUIRED" }, formError: null })
    expect(checkPasswordRemindForm({ email: "anna@" })).toEqual({ errors: { email: "EMAIL_INVALID" }, formError: null })
  })

  it("sends the normalised address and shows where the link went", async () => {
    const form = await submitted(" Anna@Example.pl")
    expect(form.send.latest().input).toEqual({ email: "anna@example.pl" })
    form.send.latest().resolve(undefined)
    await waitFor(form.actor, (snapshot) => snapshot.status === "done")
    expect(form.actor.getSnapshot().output).toBe("anna@example.pl")
  })

  it("an unknown account shows under the e-mail, without a toast", async () => {
    const form = await submitted("nikt@example.pl")
    form.send.latest().reject(apiError("ERROR_ACCOUNT_NOT_FOUND"))
    await waitFor(form.actor, (snapshot) => snapshot.matches("editing"))
    expect(form.context()).toMatchObject({ errors: { email: "ERROR_ACCOUNT_NOT_FOUND" }, rejections: 1 })
    expect(form.toasts).toEqual([])
  })

  it("a refused request: the server's field message and the red toast", async () => {
    const form = await submitted("anna@example.pl")
    form.send.latest().reject(apiError("ERROR_TOO_MANY_REQUESTS"))
    await waitFor(form.actor, (snapshot) => snapshot.matches("editing"))
    expect(form.context()).toMatchObject({ errors: {}, rejections: 0 })
    expect(form.toasts).toEqual([{ type: "toast", tone: "error", key: "ERROR_TOO_MANY_REQUESTS" }])
  })
})
