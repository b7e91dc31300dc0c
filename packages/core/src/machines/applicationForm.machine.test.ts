import { describe, expect, it } from "vitest"
import type { ApiCaller } from "../client/pociechaClient"
import { myApplicationsQuery } from "../queries/applicationQueries"
import { coversKey } from "../testing/coversKey"
import { startForm } from "../testing/formHarness"
import { choicesText } from "./applicationChoices"
import { applicationFormMachine, applicationPayload, checkApplicationForm } from "./applicationForm.machine"

// Only the reads' keys are looked at: nothing is read.
const unusedApi = {} as ApiCaller

const origin = { id: 7, name: "Przedszkole nr 7" }
const texts = {
  parent_name: "Anna",
  parent_surname: "Nowak",
  parent_phone: "+48 600 100 200",
  address: "ul. Długa 5, Kraków",
  child_name: "Zosia",
  child_surname: "Nowak",
  child_birth_date: "2022-03-01"
}
const valid = { ...texts, facility_ids: choicesText([origin]) }
const input = { origin, clock: () => new Date("2026-05-10T08:00:00Z") }

describe("application form checks (spec 2.9, 5, 9)", () => {
  it("accepts a complete application", () => {
    expect(checkApplicationForm(valid, input)).toEqual({})
  })

  it("requires every field", () => {
    const empty = { ...(Object.fromEntries(Object.keys(texts).map((key) => [key, " "])) as typeof texts), facility_ids: valid.facility_ids }
    expect(Object.values(checkApplicationForm(empty, input))).toEqual(Array(7).fill("FIELD_REQUIRED"))
  })

  it.each([
    ["a short surname", { parent_surname: "No" }, { parent_surname: "SURNAME_TOO_SHORT" }],
    ["a phone of 6 digits", { parent_phone: "600 100" }, { parent_phone: "PHONE_FIELD_MINIMAL_INPUT" }],
    ["letters in the phone", { parent_phone: "600 100 20a" }, { parent_phone: "PHONE_INVALID" }],
    ["a short address", { address: "Ul." }, { address: "ADDRESS_TOO_SHORT" }],
    ["a birth in the future", { child_birth_date: "2026-05-11" }, { child_birth_date: "CHILD_AGE_OUT_OF_RANGE" }],
    ["a child who turned eight", { child_birth_date: "2018-05-10" }, { child_birth_date: "CHILD_AGE_OUT_OF_RANGE" }],
    ["a date that does not exist", { child_birth_date: "2022-02-30" }, { child_birth_date: "BIRTH_DATE_INVALID" }]
  ])("refuses %s", (_label, change, errors) => {
    expect(checkApplicationForm({ ...valid, ...change }, input)).toEqual(errors)
  })

  it("counts the age on today's date in Poland, not the device's", () => {
    // 22:30 UTC on 9 May is 10 May in Warsaw: the eighth birthday has come.
    const lateEvening = { origin, clock: () => new Date("2026-05-09T22:30:00Z") }
    expect(checkApplicationForm({ ...valid, child_birth_date: "2018-05-10" }, lateEvening)).toEqual({ child_birth_date: "CHILD_AGE_OUT_OF_RANGE" })
    expect(checkApplicationForm({ ...valid, child_birth_date: "2018-05-11" }, lateEvening)).toEqual({})
  })

  it("counts from now without a clock, and takes the date with spaces around it", () => {
    const now = { origin }
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`
    expect(checkApplicationForm({ ...valid, child_birth_date: nextYear }, now)).toEqual({ child_birth_date: "CHILD_AGE_OUT_OF_RANGE" })
    expect(checkApplicationForm({ ...valid, child_birth_date: " 2022-03-01 " }, input)).toEqual({})
  })

  it("sends every field trimmed, with the facility", () => {
    expect(applicationPayload({ ...valid, parent_name: " Anna ", address: " ul. Długa 5, Kraków " })).toEqual({ facility_id: 7, ...texts })
  })

  it("sends several facilities in the parent's order, and refuses none before sending", () => {
    const three = choicesText([{ id: 12, name: "Żłobek" }, origin, { id: 3, name: "Klub" }])
    expect(applicationPayload({ ...valid, facility_ids: three })).toEqual({ facility_ids: [12, 7, 3], ...texts })
    expect(checkApplicationForm({ ...valid, facility_ids: "[]" }, input)).toEqual({ facility_ids: "APPLICATION_CHOICES_MISSING" })
  })
})

describe("applicationFormMachine (spec 2.9)", () => {
  it("opens with the signed-in parent's name, the other fields empty", () => {
    const form = startForm(applicationFormMachine, { ...input, parent: { name: "Anna", surname: null } })
    expect(form.context().values).toEqual({ ...Object.fromEntries(Object.keys(texts).map((key) => [key, ""])), parent_name: "Anna", facility_ids: valid.facility_ids })
  })

  it("marks my applications stale once the application is sent, not before", async () => {
    const form = startForm(applicationFormMachine, input)
    for (const [field, value] of Object.entries(texts)) form.actor.send({ type: "CHANGE", field: field as keyof typeof texts, value })
    await form.submit()
    expect(form.stale).toEqual([])
    await form.accept({ id: 1 })
    expect(form.stale).toHaveLength(1)
    expect(coversKey(form.stale[0] ?? [], myApplicationsQuery(unusedApi, "account-1").queryKey)).toBe(true)
  })
})
