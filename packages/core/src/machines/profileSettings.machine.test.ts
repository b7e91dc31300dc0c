import { describe, expect, it } from "vitest"
import { assign, createActor, createMachine, waitFor } from "xstate"
import { apiError } from "../api/errors"
import type { AccountCallInput, AccountPatchInput } from "./accountFormActors"
import type { FormToast } from "./formFailure"
import { notificationPatch, profileSettingsMachine } from "./profileSettings.machine"
import type { SessionEmitted, SessionEvent } from "./session.machine"
import { aUser } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"
import type { User } from "../domain/user"

/** A stand-in session that keeps the events it is sent. */
const sessionStub = () =>
  createActor(
    createMachine({
      types: {} as { context: { received: SessionEvent[] }; events: SessionEvent; emitted: SessionEmitted },
      context: { received: [] },
      on: { "*": { actions: assign({ received: ({ context, event }) => [...context.received, event] }) } }
    })
  ).start()

function start() {
  const loadAccount = controllablePromise<User, AccountCallInput>()
  const saveAccount = controllablePromise<User, AccountPatchInput>()
  const session = sessionStub()
  const actor = createActor(profileSettingsMachine.provide({ actors: { loadAccount: loadAccount.logic, saveAccount: saveAccount.logic } }), {
    input: { userId: "u-1", session }
  })
  const toasts: FormToast[] = []
  actor.on("toast", (toast) => toasts.push(toast))
  actor.start()
  const received = () => session.getSnapshot().context.received
  return { actor, loadAccount, saveAccount, received, toasts }
}

describe("profileSettingsMachine (spec 2.11)", () => {
  it("turns one notification on or off", () => {
    expect(notificationPatch("notify_new_opinions", false)).toEqual({ notify_new_opinions: false })
    expect(notificationPatch("notify_new_questions", true)).toEqual({ notify_new_questions: true })
  })

  it("fetches the account fresh and hands it to the session", async () => {
    const { actor, loadAccount, received } = start()
    expect(loadAccount.latest().input).toEqual({ id: "u-1" })
    const fresh = aUser({ notify_new_questions: true })
    loadAccount.latest().resolve(fresh)
    await waitFor(actor, (snapshot) => snapshot.matches({ account: "loaded" }))
    expect(received()).toEqual([{ type: "USER_UPDATED", user: fresh }])
  })

  it("keeps the stored user when the fetch fails", async () => {
    const { actor, loadAccount, received } = start()
    loadAccount.latest().reject(apiError("ERROR_UNCAUGHT"))
    await waitFor(actor, (snapshot) => snapshot.matches({ account: "loaded" }))
    expect(received()).toEqual([])
  })

  it("saves a toggle at once, one at a time, then updates the session and says SAVED", async () => {
    const { actor, saveAccount, received, toasts } = start()
    actor.send({ type: "TOGGLE_NOTIFICATION", field: "notify_new_opinions", value: false })
    expect(actor.getSnapshot().context.saving).toBe("notify_new_opinions")
    actor.send({ type: "TOGGLE_NOTIFICATION", field: "notify_new_questions", value: true })
    expect(saveAccount.calls.map((call) => call.input)).toEqual([{ id: "u-1", patch: { notify_new_opinions: false } }])
    const updated = aUser({ notify_new_opinions: false })
    saveAccount.latest().resolve(updated)
    await waitFor(actor, (snapshot) => snapshot.matches({ notifications: "idle" }))
    expect(actor.getSnapshot().context.saving).toBeNull()
    expect(received()).toEqual([{ type: "USER_UPDATED", user: updated }])
    expect(toasts).toEqual([{ type: "toast", tone: "success", key: "SAVED" }])
  })

  it.each([
    ["a refused change: the catalogue toast", apiError("ERROR_BAD_REQUEST"), [{ type: "toast", tone: "error", key: "ERROR_BAD_REQUEST" }]],
    ["a server failure: silent", apiError("ERROR_UNCAUGHT"), []]
  ])("%s; the session keeps its user", async (_label, error, expected) => {
    const { actor, saveAccount, received, toasts } = start()
    actor.send({ type: "TOGGLE_NOTIFICATION", field: "notify_new_questions", value: true })
    saveAccount.latest().reject(error)
    await waitFor(actor, (snapshot) => snapshot.matches({ notifications: "idle" }))
    expect(toasts).toEqual(expected)
    expect(received()).toEqual([])
  })
})
