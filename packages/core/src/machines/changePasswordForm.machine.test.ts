import { describe, expect, it } from "vitest"
import { waitFor } from "xstate"
import { changePasswordFormMachine, checkChangePassword } from "./changePasswordForm.machine"
import { startForm } from "../testing/formHarness"
import { aUser } from "../testing/fixtures"

const input = { user: aUser() }
const strong = "kanapka-Żyrafa-91-tęcza"

describe("password change", () => {
  it("asks for the current password and a new one, long and repeated", async () => {
    expect(await checkChangePassword({ current_password: "", password: "", password_repeat: "" }, input)).toEqual({
      current_password: "FIELD_REQUIRED",
      password: "FIELD_REQUIRED",
      password_repeat: "FIELD_REQUIRED"
    })
    expect(await checkChangePassword({ current_password: "x", password: "krotkie", password_repeat: "krotkie" }, input)).toEqual({ password: "PASSWORD_TOO_SHORT" })
    expect(await checkChangePassword({ current_password: "x", password: strong, password_repeat: strong }, input)).toEqual({})
    // A control character the strength policy would not notice, but the contract refuses.
    const withBell = `${strong}\u0007`
    expect(await checkChangePassword({ current_password: "x", password: withBell, password_repeat: withBell }, input)).toEqual({ password: "FIELD_INVALID" })
  })

  it("judges the new password, live and on submit, with the person's own name and address", async () => {
    const personal = "Nowak2026Anna!"
    expect(await checkChangePassword({ current_password: "x", password: personal, password_repeat: personal }, input)).toEqual({ password: "PASSWORD_TOO_WEAK" })
    const form = startForm(changePasswordFormMachine, input)
    form.actor.send({ type: "CHANGE", field: "password", value: personal })
    const judged = await waitFor(form.actor, (snapshot) => snapshot.context.strength !== null, { timeout: 5000 })
    expect(judged.context.strength?.acceptable).toBe(false)
  })

  it("sends the new password with the current one, for the signed-in account", async () => {
    const form = startForm(changePasswordFormMachine, input)
    for (const [field, value] of [["current_password", "stare"], ["password", strong], ["password_repeat", strong]] as const) {
      form.actor.send({ type: "CHANGE", field, value })
    }
    await form.submit()
    expect(form.send.latest().input).toEqual({ id: "u-1", patch: { password: strong, current_password: "stare" } })
  })
})
