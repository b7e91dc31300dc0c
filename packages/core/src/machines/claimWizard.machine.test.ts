import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { apiError } from "../api/errors"
import type { ShadowRecord } from "../domain/shadowFacility"
import { controllablePromise } from "../testing/controllablePromise"
import { claimDraftOf, type ClaimTarget } from "./claimDraft"
import { claimDraftStorage } from "./claimDraftStorage"
import { claimWizardMachine, claimWizardStep, type ClaimLoginRequired, type ClaimUpload, type ClaimWizardInput } from "./claimWizard.machine"
import { draftKeeper } from "./guestDraft"
import type { WebStorageLike } from "./userStorage"

/**
 * Management 2.7 and spec 4.8: a guest is sent to log in and returned to the flow afterwards —
 * the claim's draft is kept for the way back (by the machine, through its `drafts` keeper).
 */
const facility: ClaimTarget = {
  id: 7, name: "Przedszkole nr 5", specialization: ["spec-kindergarten"], city: "Kraków", city_slug: "krakow",
  voivodeship: "małopolskie", voivodeship_slug: "malopolskie", post_code: "31-147", street: "ul. Długa",
  building_number: "12A", apartment_number: null, location: { lat: 50.06, lng: 19.94 }
}
const memory = (): WebStorageLike => {
  const items = new Map<string, string>()
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) }
}

function start(input: Pick<ClaimWizardInput, "kind" | "facility" | "signedIn" | "target">, drafts = claimDraftStorage(memory())) {
  const upload = controllablePromise<ShadowRecord, ClaimUpload>()
  const logic = claimWizardMachine.provide({ actors: { upload: upload.logic, drafts: draftKeeper(drafts) } })
  const actor = createActor(logic, { input: { ...input, path: "/placowka/przedszkole-nr-5/jestem-wlascicielem" } })
  const loginRequests: ClaimLoginRequired[] = []
  actor.on("loginRequired", (event) => loginRequests.push(event))
  actor.start()
  return { actor, upload, drafts, loginRequests, step: () => claimWizardStep(actor.getSnapshot()) }
}

describe("claimWizardMachine — the draft across the login page (management 2.7, spec 4.8)", () => {
  it("'log in now' keeps a guest's draft at the step shown, for the way back to the same path", () => {
    const wizard = start({ kind: "claim", facility, signedIn: false, target: 7 })
    wizard.actor.send({ type: "NEXT" })
    wizard.actor.send({ type: "CHANGE", field: "phone", value: "12 345 67 89" })
    wizard.actor.send({ type: "LOG_IN_NOW" })
    const kept = { step: "data", draft: { ...claimDraftOf(facility), phone: "12 345 67 89" } }
    expect(wizard.loginRequests).toEqual([
      { type: "loginRequired", kind: "claim", facilityId: 7, returnTo: "/placowka/przedszkole-nr-5/jestem-wlascicielem", ...kept }
    ])
    expect(wizard.drafts.load(7)).toEqual(kept)
    expect(wizard.actor.getSnapshot().value).toEqual({ editing: "data" })

    const back = start({ kind: "claim", facility, signedIn: true, target: 7 }, wizard.drafts)
    expect(back.actor.getSnapshot().value).toEqual({ editing: "data" })
    expect(back.step()).toEqual({ step: "data", stepNumber: 2, stepCount: 4 })
    expect(back.actor.getSnapshot().context.draft.phone).toBe("12 345 67 89")
  })

  it("a signed-in person has nothing to log in for", () => {
    const wizard = start({ kind: "claim", facility, signedIn: true, target: 7 })
    wizard.actor.send({ type: "LOG_IN_NOW" })
    expect(wizard.loginRequests).toEqual([])
  })

  it("a kept claim of a facility goes on as a claim, even on the creation page", () => {
    const drafts = claimDraftStorage(memory())
    drafts.save("new", { step: "documents", draft: { ...claimDraftOf(facility), phone: "12 345 67 89" } })
    const wizard = start({ kind: "creation", signedIn: true, target: "new" }, drafts)
    expect(wizard.actor.getSnapshot().context.mode).toBe("find")
    expect(wizard.step()).toEqual({ step: "documents", stepNumber: 4, stepCount: 4 })
  })

  it("drops the kept draft when the claim is refused", async () => {
    const drafts = claimDraftStorage(memory())
    drafts.save(7, { step: "documents", draft: { ...claimDraftOf(facility), phone: "12 345 67 89" } })
    const wizard = start({ kind: "claim", facility, signedIn: true, target: 7 }, drafts)
    wizard.actor.send({ type: "ADD_DOCUMENTS", files: [Object.assign(new Blob(["%PDF"], { type: "application/pdf" }), { name: "wpis.pdf" })] })
    wizard.actor.send({ type: "SEND" })
    await wizard.upload.latest().reject(apiError("ERROR_CLAIM_ALREADY_SENT"))
    expect(wizard.actor.getSnapshot().value).toBe("refused")
    expect(drafts.load(7)).toBeNull()
  })
})
