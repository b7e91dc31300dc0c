import { describe, expect, it } from "vitest"
import { waitFor } from "xstate"
import { apiError } from "../api/errors"
import { startForm } from "../testing/formHarness"
import { checkPasswordResetForm, passwordResetFormMachine } from "./passwordResetForm.machine"

const password = "kanapka-Żyrafa-91-tęcza"

async function submitted(values = { password, password_repeat: password }) {
  const form = startForm(passwordResetFormMachine, { token: "t-1" })
  form.actor.send({ type: "CHANGE", field: "password", value: values.password })
  form.actor.send({ type: "CHANGE", field: "password_repeat", value: values.password_repeat })
  form.actor.send({ type: "SUBMIT" })
  await form.checked()
  return form
}

const refused = async (error: unknown) => {
  const form = await submitted()
  form.send.latest().reject(error)
  await waitFor(form.actor, (snapshot) => snapshot.matches("editing"))
  return form
}

describe("password reset checks (spec 5)", () => {
  it("requires both fields, the contract's length, the policy's strength and the same repeat", async () => {
    expect(await checkPasswordResetForm({ password: "", password_repeat: "" })).toEqual({ password: "FIELD_REQUIRED", password_repeat: "FIELD_REQUIRED" })
    expect(await checkPasswordResetForm({ password: "krotkie", password_repeat: "krotkie" })).toEqual({ password: "PASSWORD_TOO_SHORT" })
    expect(await checkPasswordResetForm({ password: "przedszkole123", password_repeat: "przedszkole123" })).toEqual({ password: "PASSWORD_TOO_WEAK" })
    expect(await checkPasswordResetForm({ password, password_repeat: "inne" })).toEqual({ password_repeat: "PASSWORDS_DO_NOT_MATCH" })
    expect(await checkPasswordResetForm({ password, password_repeat: password })).toEqual({})
  })
})

describe("passwordResetFormMachine (spec 2.10)", () => {
  it("sends the link's token with the new password, then is done", async () => {
    const form = await submitted()
    expect(form.send.latest().input).toEqual({ token: "t-1", password })
    form.send.latest().resolve(undefined)
    await waitFor(form.actor, (snapshot) => snapshot.status === "done")
  })

  it("does not send a mismatched repeat", async () => {
    const form = await submitted({ password, password_repeat: "inne" })
    expect(form.context()).toMatchObject({ errors: { password_repeat: "PASSWORDS_DO_NOT_MATCH" }, rejections: 1 })
    expect(form.send.calls).toHaveLength(0)
  })

  it("an unknown or used link: RESET_LINK_INVALID, no toast", async () => {
    const form = await refused(apiError("ERROR_RESET_TOKEN_NOT_FOUND"))
    expect(form.context()).toMatchObject({ formError: "RESET_LINK_INVALID", errors: {} })
    expect(form.toasts).toEqual([])
  })

  it("a password the server refuses shows under the field", async () => {
    const form = await refused(apiError("ERROR_BAD_REQUEST", { password: ["PASSWORD_TOO_WEAK"] }))
    expect(form.context()).toMatchObject({ formError: null, errors: { password: "PASSWORD_TOO_WEAK" }, rejections: 1 })
    expect(form.toasts).toEqual([{ type: "toast", tone: "error", key: "ERROR_BAD_REQUEST" }])
  })

  it("any other failure: RESET_FAILED", async () => {
    const form = await refused(apiError("ERROR_UNCAUGHT"))
    expect(form.context()).toMatchObject({ formError: "RESET_FAILED", errors: {} })
  })
})
