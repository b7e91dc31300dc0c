import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { apiError } from "../api/errors"
import type { OpinionCreated, OpinionPayload } from "../api/opinions"
import { ConnectionError } from "../client/connectionError"
import { opinionWizardMachine, readOpinionSendFailure, type OpinionLoginRequired, type OpinionWizardInput } from "./opinionWizard.machine"
import { completeOpinionDraft as complete } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"

function start(input: Partial<OpinionWizardInput> = {}) {
  const send = controllablePromise<OpinionCreated, OpinionPayload>()
  const actor = createActor(opinionWizardMachine.provide({ actors: { send: send.logic } }), { input: { facilityId: 7, user: null, ...input } })
  const loginRequests: OpinionLoginRequired[] = []
  actor.on("loginRequired", (event) => loginRequests.push(event))
  actor.start()
  return { actor, send, loginRequests, context: () => actor.getSnapshot().context }
}

describe("readOpinionSendFailure (spec 8.1, 8.2)", () => {
  it.each([
    ["409: already added", apiError("ERROR_OPINION_ALREADY_ADDED"), { kind: "alreadyAdded" }],
    ["403: not allowed", apiError("ERROR_FORBIDDEN"), { kind: "notAllowed", key: "ERROR_FORBIDDEN" }],
    ["401: log in again", apiError("ERROR_EXPIRED_JWT"), { kind: "loginRequired" }],
    ["400 about a step's field", apiError("ERROR_BAD_REQUEST", { name: ["NAME_INVALID"] }), { kind: "fields", step: "author", errors: { name: "NAME_INVALID" } }],
    ["400 about nothing the wizard shows", apiError("ERROR_BAD_REQUEST", { facility_id: ["FIELD_INVALID"] }), { kind: "summary", key: "ERROR_BAD_REQUEST", canRetry: false }],
    ["404: no such facility", apiError("ERROR_FACILITY_NOT_FOUND"), { kind: "summary", key: "ERROR_FACILITY_NOT_FOUND", canRetry: false }],
    ["429: too many", apiError("ERROR_TOO_MANY_REQUESTS"), { kind: "summary", key: "ERROR_TOO_MANY_REQUESTS", canRetry: false }],
    ["500: may be retried", apiError("ERROR_UNCAUGHT"), { kind: "summary", key: "ERROR_UNCAUGHT", canRetry: true }],
    ["no answer: may be retried", new ConnectionError({ cause: null }), { kind: "summary", key: "CONNECTION_ERROR", canRetry: true }]
  ])("%s", (_label, error, failure) => {
    expect(readOpinionSendFailure(error)).toEqual(failure)
  })
})

describe("opinionWizardMachine", () => {
  it("starts at step 1 of 5 with the signed-in person's name in advance", () => {
    const wizard = start({ user: { name: "Anna", surname: null } })
    expect(wizard.context()).toMatchObject({ step: "ratings", stepNumber: 1, stepCount: 5, signedIn: true })
    expect(wizard.context().draft).toMatchObject({ name: "Anna", surname: "" })
  })

  it("goes on with a saved draft at its step, keeping the names typed", () => {
    const wizard = start({ user: { name: "Anna", surname: "Nowak" }, saved: { draft: complete, step: "summary" } })
    expect(wizard.context()).toMatchObject({ step: "summary", stepNumber: 5, draft: complete })
  })

  it("goes on with a saved draft at an earlier step it does not satisfy", () => {
    const wizard = start({ saved: { draft: { ...complete, comment: "krótko" }, step: "summary" } })
    expect(wizard.context()).toMatchObject({ step: "comment", stepNumber: 3, errors: {} })
  })

  it("ignores NEXT on the summary, BACK on the first step and SEND before the summary", () => {
    const wizard = start({ saved: { draft: complete, step: "summary" } })
    wizard.actor.send({ type: "NEXT" })
    expect(wizard.context().step).toBe("summary")
    const first = start()
    first.actor.send({ type: "BACK" })
    first.actor.send({ type: "SEND" })
    expect(first.actor.getSnapshot().value).toBe("editing")
    expect(first.context().step).toBe("ratings")
    expect(first.loginRequests).toEqual([])
  })

  it("asks a guest to log in with the draft, the step and the facility, and sends at once after LOGGED_IN", async () => {
    const wizard = start({ saved: { draft: complete, step: "summary" } })
    wizard.actor.send({ type: "SEND" })
    expect(wizard.actor.getSnapshot().value).toBe("awaitingLogin")
    expect(wizard.loginRequests).toEqual([{ type: "loginRequired", facilityId: 7, draft: complete, step: "summary" }])
    wizard.actor.send({ type: "LOGGED_IN", user: { name: "Anna", surname: "Nowak" } })
    expect(wizard.actor.getSnapshot().value).toBe("sending")
    // The names typed stay the author's.
    expect(wizard.send.latest().input).toMatchObject({ name: "Alicja", surname: "Borowska" })
    await wizard.send.latest().resolve({ id: 1, status: "pending" })
    expect(wizard.actor.getSnapshot().status).toBe("done")
    expect(wizard.context().result).toEqual({ id: 1, status: "pending" })
  })

  it("fills empty names when the person logs in while writing", () => {
    const wizard = start()
    wizard.actor.send({ type: "LOGGED_IN", user: { name: "Anna", surname: "Nowak" } })
    expect(wizard.context()).toMatchObject({ signedIn: true, draft: { name: "Anna", surname: "Nowak" } })
  })

  it("checks the whole draft before sending: a saved draft that lost a step goes back to it", () => {
    const wizard = start({ user: { name: "Anna", surname: "Nowak" }, saved: { draft: complete, step: "summary" } })
    // Only possible with a draft changed behind the wizard's back: clear the comment at the summary.
    wizard.actor.send({ type: "CHANGE", field: "comment", value: "" })
    wizard.actor.send({ type: "SEND" })
    expect(wizard.actor.getSnapshot().value).toBe("editing")
    expect(wizard.context()).toMatchObject({ step: "comment", errors: { comment: "FIELD_REQUIRED" } })
    expect(wizard.send.calls).toHaveLength(0)
  })

  it("clears a field's message when it is clicked or rated", () => {
    const wizard = start()
    wizard.actor.send({ type: "NEXT" })
    expect(wizard.context().errors).toEqual({ cleanliness: "RATE_ALL_ASPECTS", staff: "RATE_ALL_ASPECTS", food: "RATE_ALL_ASPECTS" })
    wizard.actor.send({ type: "RATE", aspect: "staff", value: 2 })
    wizard.actor.send({ type: "CLEAR_ERROR", field: "food" })
    expect(Object.entries(wizard.context().errors).filter(([, message]) => message !== undefined)).toEqual([["cleanliness", "RATE_ALL_ASPECTS"]])
  })

  it("returns to the summary from waiting for login", () => {
    const wizard = start({ saved: { draft: complete, step: "summary" } })
    wizard.actor.send({ type: "SEND" })
    wizard.actor.send({ type: "BACK" })
    expect(wizard.actor.getSnapshot().value).toBe("editing")
    expect(wizard.context().step).toBe("summary")
  })
})
