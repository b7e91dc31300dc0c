import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { recordingCaller } from "../testing/recordingCaller"
import { accountFormActors } from "./accountFormActors"
import { ACTIVATION_RESENT, activationResendMachine, offersActivationResend } from "./activationResend"
import type { FormToast } from "./formFailure"

describe("sending the activation link again (spec 2.10)", () => {
  it("is offered after a login refused for a not-activated account, and after no other failure", () => {
    expect(offersActivationResend("ERROR_ACCOUNT_NOT_ACTIVATED")).toBe(true)
    for (const key of [null, "ERROR_BAD_CREDENTIALS", "CONNECTION_ERROR"]) expect(offersActivationResend(key), String(key)).toBe(false)
  })

  it("asks for the link once for the normalised address, then says it was sent", async () => {
    const { calls, caller } = recordingCaller(undefined)
    const actor = createActor(activationResendMachine(accountFormActors(caller)), { input: { successToast: ACTIVATION_RESENT } })
    const toasts: Array<FormToast> = []
    actor.on("toast", (toast) => toasts.push(toast))
    actor.start()
    actor.send({ type: "RUN", input: { email: "  Anna@Example.PL " } })
    actor.send({ type: "RUN", input: { email: "anna@example.pl" } })
    await waitFor(actor, (snapshot) => snapshot.status === "done")
    expect(calls).toEqual([{ endpoint: "account.resendConfirmation", request: { params: { email: "anna@example.pl" } } }])
    expect(toasts).toEqual([{ type: "toast", tone: "success", key: ACTIVATION_RESENT }])
  })
})
