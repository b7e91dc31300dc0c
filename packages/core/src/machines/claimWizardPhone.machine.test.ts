import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { ClaimTarget } from "./claimDraft"
import { claimWizardMachine } from "./claimWizard.machine"
import { controllablePromise } from "../testing/controllablePromise"

/**
 * Management 2.7: a claim verifies the facility's data — name, type, town, address and phone.
 * For a facility the directory knows, the data step opens with what it knows, its phone included
 * (the profile does not carry the phone: the wizard asks for it, `knownPhone`).
 */
const facility = (id: number): ClaimTarget => ({
  id, name: `Przedszkole nr ${id}`, specialization: ["spec-kindergarten"], city: "Kraków", city_slug: "krakow",
  voivodeship: "małopolskie", voivodeship_slug: "malopolskie", post_code: "31-147", street: "ul. Długa",
  building_number: "12A", apartment_number: null, location: { lat: 50.06, lng: 19.94 }
})

const start = (input: { readonly kind: "claim" | "creation"; readonly facility?: ClaimTarget }) => {
  const knownPhone = controllablePromise<string | null, number>()
  const actor = createActor(claimWizardMachine.provide({ actors: { knownPhone: knownPhone.logic } }), {
    input: { ...input, signedIn: true, path: "/stworz-placowke", target: input.facility?.id ?? "new" }
  })
  actor.start()
  return { actor, knownPhone, phone: () => actor.getSnapshot().context.draft.phone }
}

describe("claimWizardMachine — the known facility's phone (management 2.7)", () => {
  it("a claim from the profile opens its data with the facility's phone", async () => {
    const wizard = start({ kind: "claim", facility: facility(7) })
    expect(wizard.knownPhone.latest().input).toBe(7)
    await wizard.knownPhone.latest().resolve("12 345 67 89")
    expect(wizard.phone()).toBe("12 345 67 89")
  })

  it("a facility picked in the find step brings its phone", async () => {
    const wizard = start({ kind: "claim" })
    expect(wizard.knownPhone.calls).toHaveLength(0)
    wizard.actor.send({ type: "PICK_FACILITY", facility: facility(9) })
    expect(wizard.knownPhone.latest().input).toBe(9)
    await wizard.knownPhone.latest().resolve("600 100 200")
    expect(wizard.phone()).toBe("600 100 200")
  })

  it("keeps a phone typed before the answer came, and an unknown phone leaves the field empty", async () => {
    const typed = start({ kind: "claim", facility: facility(7) })
    typed.actor.send({ type: "CHANGE", field: "phone", value: "500 600 700" })
    await typed.knownPhone.latest().resolve("12 345 67 89")
    expect(typed.phone()).toBe("500 600 700")

    const unknown = start({ kind: "claim", facility: facility(7) })
    await unknown.knownPhone.latest().reject(new Error("no answer"))
    expect(unknown.phone()).toBe("")
  })

  it("a creation asks for no phone", () => {
    const wizard = start({ kind: "creation" })
    expect(wizard.knownPhone.calls).toHaveLength(0)
  })

  it("works without the slot provided: the field stays for the claimant to fill", async () => {
    const actor = createActor(claimWizardMachine, {
      input: { kind: "claim", facility: facility(7), signedIn: true, path: "/stworz-placowke", target: 7 }
    }).start()
    await waitFor(actor, (snapshot) => snapshot.matches("editing"))
    expect(actor.getSnapshot().context.draft.phone).toBe("")
  })
})
