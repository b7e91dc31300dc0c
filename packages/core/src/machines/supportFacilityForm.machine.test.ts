import { describe, expect, it } from "vitest"
import { createActor, fromPromise, toPromise, waitFor } from "xstate"
import type { SupportFacility } from "../api/supportFacilities"
import type { SupportFacilityPatchInput } from "../actors/supportFacilityActors"
import { supportFacilityFormMachine, supportFacilityPatch, supportFacilityValues } from "./supportFacilityForm.machine"

const TAG = "6f1c2b0e-1d2a-4c3b-9a8e-0f1e2d3c4b5a"
const facility: SupportFacility = {
  id: 7,
  slug: "sloneczko",
  name: "Słoneczko",
  city: "Kraków",
  status: "registered",
  premium_until: null,
  verified: true,
  active: true,
  owner_email: "wlasciciel@example.pl",
  specialization: [TAG],
  ownership: [],
  features: [],
  owner: { id: "a1", email: "wlasciciel@example.pl", name: "Anna", surname: "Nowak" },
  members_count: 1,
  opinions_count: 0,
  created_at: 0
}
const today = "2026-11-28"

/** Submits, and waits for the verdict that sends the form back to editing. */
const submitted = async (form: ReturnType<typeof formWith>) => {
  form.send({ type: "SUBMIT" })
  return (await waitFor(form, (snapshot) => snapshot.matches("editing"))).context
}

const formWith = (sent: Array<SupportFacilityPatchInput>) =>
  createActor(supportFacilityFormMachine.provide({
    actors: {
      send: fromPromise(async ({ input }: { input: SupportFacilityPatchInput }): Promise<SupportFacility> => {
        sent.push(input)
        return { ...facility, status: "premium", premium_until: input.patch.premium_until ?? null }
      })
    }
  }), { input: { facility, today } }).start()

describe("the support facility form", () => {
  it("sends only what changed: a premium with its end date", async () => {
    const sent: Array<SupportFacilityPatchInput> = []
    const form = formWith(sent)
    form.send({ type: "CHANGE", field: "status", value: "premium" })
    form.send({ type: "CHANGE", field: "premium_until", value: "2027-01-31" })
    form.send({ type: "SUBMIT" })
    await toPromise(form)
    expect(sent).toEqual([{ id: 7, patch: { status: "premium", premium_until: "2027-01-31" } }])
    expect(form.getSnapshot().output).toMatchObject({ status: "premium", premium_until: "2027-01-31" })
  })

  it("asks a premium for an end date that has not passed, and sends nothing meanwhile", async () => {
    const sent: Array<SupportFacilityPatchInput> = []
    const form = formWith(sent)
    form.send({ type: "CHANGE", field: "status", value: "premium" })
    expect((await submitted(form)).errors).toEqual({ premium_until: "PREMIUM_UNTIL_REQUIRED" })
    form.send({ type: "CHANGE", field: "premium_until", value: "2026-11-27" })
    expect((await submitted(form)).errors).toEqual({ premium_until: "PREMIUM_UNTIL_PAST" })
    expect(sent).toEqual([])
  })

  it("says there is nothing to save when nothing changed, and checks an owner's e-mail", async () => {
    const form = formWith([])
    expect((await submitted(form)).formError).toBe("NO_CHANGES_TO_SAVE")
    form.send({ type: "CHANGE", field: "owner_email", value: "nie-email" })
    expect((await submitted(form)).errors).toEqual({ owner_email: "EMAIL_INVALID" })
  })

  it("shows a lapsed premium's fields as the package in force, with no end date to keep", () => {
    expect(supportFacilityValues({ ...facility, premium_until: "2026-01-01" }).premium_until).toBe("")
    const values = { ...supportFacilityValues(facility), verified: "false", specialization: "" }
    expect(supportFacilityPatch(values, facility)).toEqual({ verified: false, specialization: [] })
  })
})
