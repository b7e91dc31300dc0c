import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { apiError } from "../api/errors"
import type { OpinionCreated, OpinionPayload } from "../api/opinions"
import { ConnectionError } from "../client/connectionError"
import { draftKeeper } from "./guestDraft"
import { emptyOpinionDraft } from "./opinionDraft"
import { opinionDraftStorage } from "./opinionDraftStorage"
import {
  opinionWizardMachine, opinionWizardStep, readOpinionSendFailure, sendsOnReturn, type OpinionLoginRequired, type OpinionWizardInput,
  type SavedOpinionDraft
} from "./opinionWizard.machine"
import type { WebStorageLike } from "./userStorage"
import { completeOpinionDraft as complete } from "../testing/fixtures"
import { controllablePromise } from "../testing/controllablePromise"

const memory = (): WebStorageLike => {
  const items = new Map<string, string>()
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) }
}

/** A wizard over a draft store of its own (the session's sessionStorage in the browser), `kept` in it beforehand. */
function start(input: Partial<OpinionWizardInput> = {}, kept: SavedOpinionDraft | null = null, drafts = opinionDraftStorage(memory())) {
  if (kept !== null) drafts.save(7, kept)
  const send = controllablePromise<OpinionCreated, OpinionPayload>()
  const logic = opinionWizardMachine.provide({ actors: { send: send.logic, drafts: draftKeeper(drafts) } })
  const actor = createActor(logic, { input: { facilityId: 7, user: null, path: "/placowka/sloneczko/dodaj-opinie", ...input } })
  const loginRequests: OpinionLoginRequired[] = []
  actor.on("loginRequired", (event) => loginRequests.push(event))
  actor.start()
  return { actor, send, loginRequests, drafts, context: () => actor.getSnapshot().context, step: () => opinionWizardStep(actor.getSnapshot()) }
}

const signedIn = { user: { name: "Anna", surname: "Nowak" } }
const atSummary: SavedOpinionDraft = { draft: complete, step: "summary" }

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
    expect(wizard.actor.getSnapshot().matches({ editing: "ratings" })).toBe(true)
    expect(wizard.step()).toEqual({ step: "ratings", stepNumber: 1, stepCount: 5 })
    expect(wizard.context()).toMatchObject({ signedIn: true, draft: { name: "Anna", surname: "" } })
  })

  it("goes on with a kept draft at its step, keeping the names typed", () => {
    const wizard = start(signedIn, atSummary)
    expect(wizard.actor.getSnapshot().matches({ editing: "summary" })).toBe(true)
    expect(wizard.step().stepNumber).toBe(5)
    expect(wizard.context().draft).toEqual(complete)
  })

  it("goes on with a kept draft at an earlier step it does not satisfy", () => {
    const wizard = start({}, { draft: { ...complete, comment: "krótko" }, step: "summary" })
    expect(wizard.step()).toMatchObject({ step: "comment", stepNumber: 3 })
    expect(wizard.context().errors).toEqual({})
  })

  it("ignores NEXT on the summary, BACK on the first step and SEND before the summary", () => {
    const wizard = start({}, atSummary)
    wizard.actor.send({ type: "NEXT" })
    expect(wizard.step().step).toBe("summary")
    const first = start()
    first.actor.send({ type: "BACK" })
    first.actor.send({ type: "SEND" })
    expect(first.actor.getSnapshot().value).toEqual({ editing: "ratings" })
    expect(first.loginRequests).toEqual([])
  })

  it("keeps a guest's draft and asks them to log in and come back to send, then sends at once after LOGGED_IN", async () => {
    const wizard = start({}, atSummary)
    wizard.actor.send({ type: "SEND" })
    expect(wizard.actor.getSnapshot().value).toBe("awaitingLogin")
    expect(wizard.loginRequests).toEqual([
      { type: "loginRequired", facilityId: 7, draft: complete, step: "summary", returnTo: "/placowka/sloneczko/dodaj-opinie?action=send-opinion" }
    ])
    expect(wizard.drafts.load(7)).toEqual(atSummary)
    wizard.actor.send({ type: "LOGGED_IN", user: { name: "Anna", surname: "Nowak" } })
    expect(wizard.actor.getSnapshot().value).toBe("sending")
    // The names typed stay the author's.
    expect(wizard.send.latest().input).toMatchObject({ name: "Alicja", surname: "Borowska" })
    await wizard.send.latest().resolve({ id: 1, status: "pending" })
    expect(wizard.actor.getSnapshot().status).toBe("done")
    expect(wizard.context().result).toEqual({ id: 1, status: "pending" })
    expect(wizard.drafts.load(7)).toBeNull()
  })

  it("keeps a guest's draft at the step shown on 'log in now', to come back to without sending", () => {
    const wizard = start()
    wizard.actor.send({ type: "RATE", aspect: "food", value: 2 })
    wizard.actor.send({ type: "LOG_IN_NOW" })
    const kept = { draft: { ...emptyOpinionDraft, food: 2 }, step: "ratings" }
    expect(wizard.loginRequests).toEqual([{ type: "loginRequired", facilityId: 7, returnTo: "/placowka/sloneczko/dodaj-opinie", ...kept }])
    expect(wizard.drafts.load(7)).toEqual(kept)
    expect(wizard.step().step).toBe("ratings")
    // A signed-in person has nothing to log in for.
    const member = start(signedIn)
    member.actor.send({ type: "LOG_IN_NOW" })
    expect(member.loginRequests).toEqual([])
  })

  it("back from the login page to send, sends the kept draft once and drops it", async () => {
    const drafts = opinionDraftStorage(memory())
    const wizard = start({ ...signedIn, sendOnReturn: true }, atSummary, drafts)
    expect(wizard.actor.getSnapshot().value).toBe("sending")
    expect(wizard.send.calls).toHaveLength(1)
    await wizard.send.latest().resolve({ id: 1, status: "pending" })
    expect(drafts.load(7)).toBeNull()
    // The same address opened again: no draft, nothing sent.
    const again = start({ ...signedIn, sendOnReturn: true }, null, drafts)
    expect(again.step().step).toBe("ratings")
    expect(again.send.calls).toHaveLength(0)
  })

  it("back from the login page still a guest, goes on at the kept step without asking again", () => {
    const wizard = start({ sendOnReturn: true }, atSummary)
    expect(wizard.actor.getSnapshot().value).toEqual({ editing: "summary" })
    expect(wizard.loginRequests).toEqual([])
  })

  it("drops the kept draft when the opinion was already added", async () => {
    const wizard = start({ ...signedIn, sendOnReturn: true }, atSummary)
    await wizard.send.latest().reject(apiError("ERROR_OPINION_ALREADY_ADDED"))
    expect(wizard.actor.getSnapshot().value).toBe("alreadyAdded")
    expect(wizard.drafts.load(7)).toBeNull()
  })

  it("fills empty names when the person logs in while writing", () => {
    const wizard = start()
    wizard.actor.send({ type: "LOGGED_IN", user: { name: "Anna", surname: "Nowak" } })
    expect(wizard.context()).toMatchObject({ signedIn: true, draft: { name: "Anna", surname: "Nowak" } })
  })

  it("checks the whole draft before sending: a kept draft that lost a step goes back to it", () => {
    const wizard = start(signedIn, atSummary)
    // Only possible with a draft changed behind the wizard's back: clear the comment at the summary.
    wizard.actor.send({ type: "CHANGE", field: "comment", value: "" })
    wizard.actor.send({ type: "SEND" })
    expect(wizard.actor.getSnapshot().value).toEqual({ editing: "comment" })
    expect(wizard.context().errors).toEqual({ comment: "FIELD_REQUIRED" })
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
    const wizard = start({}, atSummary)
    wizard.actor.send({ type: "SEND" })
    wizard.actor.send({ type: "BACK" })
    expect(wizard.actor.getSnapshot().value).toEqual({ editing: "summary" })
  })
})

describe("sendsOnReturn", () => {
  it.each([
    ["send-opinion", true],
    ["ask-question", false],
    [null, false]
  ])("%s → %s", (action, sends) => {
    expect(sendsOnReturn(action)).toBe(sends)
  })
})
