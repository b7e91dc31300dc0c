import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { checkLoginForm, loginFormMachine } from "./loginForm.machine"
import { loginThroughSession } from "./sessionLogin"
import { sessionMachine } from "./session.machine"
import { startForm } from "../testing/formHarness"
import { aUser } from "../testing/fixtures"
import { fromPromise } from "xstate"

const fill = (form: ReturnType<typeof startForm>, values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) form.actor.send({ type: "CHANGE", field, value })
}

describe("login form checks (spec 5)", () => {
  it("asks for complete data: the form's message and FIELD_REQUIRED under each empty field", () => {
    expect(checkLoginForm({ email: "", password: "" })).toEqual({
      errors: { email: "FIELD_REQUIRED", password: "FIELD_REQUIRED" },
      formError: "LOGIN_DATA_INCOMPLETE"
    })
    expect(checkLoginForm({ email: "anna@example.pl", password: "" })).toEqual({ errors: { password: "FIELD_REQUIRED" }, formError: "LOGIN_DATA_INCOMPLETE" })
  })

  it("asks for a valid e-mail; a complete, valid form passes", () => {
    expect(checkLoginForm({ email: "anna@", password: "x" })).toEqual({ errors: { email: "EMAIL_INVALID" }, formError: null })
    expect(checkLoginForm({ email: " Anna@Example.pl ", password: "x" })).toEqual({ errors: {}, formError: null })
  })
})

describe("loginFormMachine", () => {
  it("does not send an incomplete form, and counts the rejection so the first invalid field gets focus", async () => {
    const form = startForm(loginFormMachine)
    form.actor.send({ type: "SUBMIT" })
    expect(form.actor.getSnapshot().matches("checking")).toBe(true)
    await form.checked()
    expect(form.actor.getSnapshot().value).toBe("editing")
    expect(form.context()).toMatchObject({ formError: "LOGIN_DATA_INCOMPLETE", rejections: 1, payload: null })
    expect(form.send.calls).toHaveLength(0)
  })

  it("sends the normalised e-mail and the password as typed, and ends with the user", async () => {
    const form = startForm(loginFormMachine)
    fill(form, { email: " Anna@Example.PL ", password: " Sekret " })
    form.actor.send({ type: "SUBMIT" })
    await form.checked()
    expect(form.send.latest().input).toEqual({ email: "anna@example.pl", password: " Sekret " })
    // Pending: a second submit sends nothing more.
    form.actor.send({ type: "SUBMIT" })
    expect(form.send.calls).toHaveLength(1)
    form.send.latest().resolve(aUser())
    await waitFor(form.actor, (snapshot) => snapshot.status === "done")
    expect(form.actor.getSnapshot().output).toEqual(aUser())
  })

  it.each([
    ["a wrong password: the catalogue message", apiError("ERROR_BAD_PASSWORD"), "ERROR_BAD_PASSWORD"],
    ["a server failure: LOGIN_FAILED", apiError("ERROR_UNCAUGHT"), "LOGIN_FAILED"],
    ["too many logins at once: try again in a few seconds", apiError("ERROR_SERVICE_BUSY"), "ERROR_SERVICE_BUSY"],
    ["no answer: LOGIN_FAILED", new ConnectionError({ cause: new TypeError("Failed to fetch") }), "LOGIN_FAILED"]
  ])("%s, and no toast", async (_label, error, formError) => {
    const form = startForm(loginFormMachine)
    fill(form, { email: "anna@example.pl", password: "zle-haslo" })
    form.actor.send({ type: "SUBMIT" })
    await form.checked()
    form.send.latest().reject(error)
    await waitFor(form.actor, (snapshot) => snapshot.matches("editing"))
    expect(form.context()).toMatchObject({ formError, errors: {}, rejections: 0 })
    expect(form.toasts).toEqual([])
  })

  it("puts the server's field messages under the fields; a change or a click clears one", async () => {
    const form = startForm(loginFormMachine)
    fill(form, { email: "anna@example.pl", password: "x" })
    form.actor.send({ type: "SUBMIT" })
    await form.checked()
    form.send.latest().reject(apiError("ERROR_BAD_REQUEST", { email: ["EMAIL_INVALID", "FIELD_REQUIRED"], password: ["FIELD_INVALID"], other: ["X"] }))
    await waitFor(form.actor, (snapshot) => snapshot.matches("editing"))
    expect(form.context()).toMatchObject({ errors: { email: "EMAIL_INVALID", password: "FIELD_INVALID" }, formError: "ERROR_BAD_REQUEST", rejections: 1 })
    form.actor.send({ type: "CLEAR_ERROR", field: "email" })
    form.actor.send({ type: "CHANGE", field: "password", value: "y" })
    expect(form.context().errors).toEqual({ email: undefined, password: undefined })
    // The form's message stays until the next submit.
    expect(form.context().formError).toBe("ERROR_BAD_REQUEST")
  })

  it("shows and hides the password", () => {
    const form = startForm(loginFormMachine)
    form.actor.send({ type: "TOGGLE_PASSWORD" })
    expect(form.context().showPassword).toBe(true)
    form.actor.send({ type: "TOGGLE_PASSWORD" })
    expect(form.context().showPassword).toBe(false)
  })
})

describe("loginThroughSession", () => {
  const session = (login: () => Promise<ReturnType<typeof aUser>>) =>
    createActor(sessionMachine.provide({ actors: { login: fromPromise(login) } })).start()

  it("signs the person in through the session and answers the user", async () => {
    const actor = session(async () => aUser())
    const form = createActor(loginFormMachine.provide({ actors: { send: loginThroughSession(actor) } })).start()
    form.send({ type: "CHANGE", field: "email", value: "anna@example.pl" })
    form.send({ type: "CHANGE", field: "password", value: "x" })
    form.send({ type: "SUBMIT" })
    await waitFor(form, (snapshot) => snapshot.status === "done")
    expect(actor.getSnapshot().matches("loggedIn")).toBe(true)
    expect(form.getSnapshot().output).toEqual(aUser())
  })

  it("rejects with the session's error", async () => {
    const actor = session(async () => {
      throw apiError("ERROR_BAD_PASSWORD")
    })
    const form = createActor(loginFormMachine.provide({ actors: { send: loginThroughSession(actor) } })).start()
    form.send({ type: "CHANGE", field: "email", value: "anna@example.pl" })
    form.send({ type: "CHANGE", field: "password", value: "x" })
    form.send({ type: "SUBMIT" })
    await waitFor(form, (snapshot) => snapshot.matches("editing") && snapshot.context.formError !== null)
    expect(form.getSnapshot().context.formError).toBe("ERROR_BAD_PASSWORD")
    expect(actor.getSnapshot().value).toBe("anonymous")
  })
})
