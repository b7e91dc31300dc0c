import { describe, expect, it } from "vitest"
import { waitFor } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { startForm } from "../testing/formHarness"
import { checkSignupForm, signupFormMachine } from "./signupForm.machine"

const password = "kanapka-Żyrafa-91-tęcza"
const valid = { name: "Anna", surname: "Kowalska", email: "Anna@Example.pl ", password, password_repeat: password, accept: "true" }

describe("registration form checks (spec 5, rules from core)", () => {
  it("passes a complete form", async () => {
    expect(await checkSignupForm(valid)).toEqual({})
  })

  it("requires every field and shows the first message of each", async () => {
    expect(await checkSignupForm({ name: "", surname: "", email: "", password: "", password_repeat: "", accept: "" })).toEqual({
      name: "FIELD_REQUIRED",
      surname: "FIELD_REQUIRED",
      email: "FIELD_REQUIRED",
      password: "FIELD_REQUIRED",
      password_repeat: "FIELD_REQUIRED",
      accept: "ACCEPT_REQUIRED"
    })
  })

  it("applies the contract's password length before sending", async () => {
    expect(await checkSignupForm({ ...valid, password: "krotkie", password_repeat: "krotkie" })).toEqual({ password: "PASSWORD_TOO_SHORT" })
  })

  it("refuses a password that is easy to guess, or built from the person's own name", async () => {
    for (const weak of ["przedszkole123", "Kowalska2026Anna"]) {
      expect(await checkSignupForm({ ...valid, password: weak, password_repeat: weak }), weak).toEqual({ password: "PASSWORD_TOO_WEAK" })
    }
  })

  it("checks name length, e-mail and the repeated password", async () => {
    expect(await checkSignupForm({ ...valid, name: "An", surname: "No", email: "anna@", password_repeat: "x" })).toEqual({
      name: "NAME_TOO_SHORT",
      surname: "SURNAME_TOO_SHORT",
      email: "EMAIL_INVALID",
      password_repeat: "PASSWORDS_DO_NOT_MATCH"
    })
  })
})

function filled() {
  const form = startForm(signupFormMachine)
  for (const [field, value] of Object.entries(valid)) form.actor.send({ type: "CHANGE", field: field as keyof typeof valid, value })
  return form
}

async function submitted(language?: "pl" | "ua") {
  const form = filled()
  form.actor.send(language === undefined ? { type: "SUBMIT" } : { type: "SUBMIT", language })
  await form.checked()
  return form
}

describe("signupFormMachine", () => {
  it("sends trimmed names, the normalised e-mail and the interface language; the result is the address", async () => {
    const form = await submitted("ua")
    expect(form.send.latest().input).toEqual({
      email: "anna@example.pl", password, name: "Anna", surname: "Kowalska", language: "ua", accepted_regulations: true
    })
    form.send.latest().resolve({ id: "1", email: "anna@example.pl", status: "new" })
    await waitFor(form.actor, (snapshot) => snapshot.status === "done")
    expect(form.actor.getSnapshot().output).toBe("anna@example.pl")
  })

  it("puts the server's field messages under the fields", async () => {
    const form = await submitted()
    form.send.latest().reject(apiError("ERROR_BAD_REQUEST", { password: ["PASSWORD_TOO_WEAK"] }))
    await waitFor(form.actor, (snapshot) => snapshot.matches("editing"))
    expect(form.context()).toMatchObject({ errors: { password: "PASSWORD_TOO_WEAK" }, formError: null })
  })

  it.each([
    ["a server failure: no toast", apiError("ERROR_UNCAUGHT"), []],
    ["no answer: the connection toast", new ConnectionError({ cause: null }), [{ type: "toast", tone: "error", key: "CONNECTION_ERROR" }]]
  ])("%s, and SIGNUP_FAILED", async (_label, error, toasts) => {
    const form = await submitted()
    form.send.latest().reject(error)
    await waitFor(form.actor, (snapshot) => snapshot.matches("editing"))
    expect(form.context()).toMatchObject({ errors: {}, formError: "SIGNUP_FAILED", rejections: 0 })
    expect(form.toasts).toEqual(toasts)
  })

  it("judges the new password live, with the person's details; an emptied password has no verdict", async () => {
    const form = startForm(signupFormMachine)
    form.actor.send({ type: "CHANGE", field: "name", value: "Anna" })
    form.actor.send({ type: "CHANGE", field: "surname", value: "Kowalska" })
    form.actor.send({ type: "CHANGE", field: "password", value: "Kowalska2026Anna" })
    await waitFor(form.actor, (snapshot) => snapshot.context.strength !== null, { timeout: 5000 })
    expect(form.context().strength).toMatchObject({ score: 0, acceptable: false })
    form.actor.send({ type: "CHANGE", field: "password", value: password })
    await waitFor(form.actor, (snapshot) => snapshot.context.strength?.score === 4, { timeout: 5000 })
    form.actor.send({ type: "CHANGE", field: "password", value: "" })
    expect(form.context().strength).toBeNull()
  })
})
