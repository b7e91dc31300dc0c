import { Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { User } from "../domain/user"
import { parseStoredUser } from "./storedUser"

const valid = {
  id: "0b9b1a1e-2f5e-4c61-9b7b-3d2a1f0e9c11",
  email: "anna@example.pl",
  name: "Anna",
  surname: null,
  avatar: null,
  source: "email",
  status: "active",
  third_party_data: null,
  type: "user",
  language: "ua",
  perms: { "12": ["facility-data/write"] },
  facilities: [{ id: 12, slug: "sloneczko", name: "Słoneczko", status: "premium" }],
  shadow_facilities: [{
    id: 3, facility_id: 40, slug: null, name: "Żłobek Tęcza", status: "unknown", shadow_status: "pending", kind: "creation",
    decline_reason: null, created_at: 1767225600000, is_shadow: true
  }],
  notify_new_opinions: true,
  notify_new_questions: false,
  jwt: "a.b.c"
}

const variants: Array<[string, unknown]> = [
  ["valid", valid],
  ["without a jwt", { ...valid, jwt: undefined }],
  ["a missing e-mail", { ...valid, email: undefined }],
  ["an unknown language", { ...valid, language: "de" }],
  ["an unknown type", { ...valid, type: "admin" }],
  ["perms that are not lists", { ...valid, perms: { "12": "facility-data/write" } }],
  ["a facility without a status", { ...valid, facilities: [{ id: 12, slug: null, name: "X" }] }],
  ["a numeric id", { ...valid, id: 5 }],
  ["a string flag", { ...valid, notify_new_opinions: "yes" }],
  ["an array", [valid]],
  ["null", null]
]

/** Values of every JSON kind, to put in place of each field in turn. */
const oddValues: unknown[] = [undefined, null, 7, "", "x", true, [], ["x"], {}, { "12": [] }]
const oneFieldChanged = (base: Record<string, unknown>, label: string) =>
  Object.keys(base).flatMap((field) =>
    oddValues.map((value): [string, unknown] => [`${label}${field} = ${JSON.stringify(value)}`, { ...base, [field]: value }])
  )
const facility = valid.facilities[0]
const otherValues: Array<[string, unknown]> = [
  ["status not_activated", { ...valid, status: "not_activated" }],
  // Content staff too: a reload of the CMS kept them signed in only once this was checked.
  ["type support", { ...valid, type: "support" }],
  ["type content", { ...valid, type: "content" }],
  ["language pl", { ...valid, language: "pl" }],
  ["language en", { ...valid, language: "en" }],
  ["a second facility that is wrong", { ...valid, facilities: [facility, { ...facility, status: "gold" }] }],
  ["a second perms list that is wrong", { ...valid, perms: { "12": ["a"], "13": "b" } }],
  ["a perms list with a number", { ...valid, perms: { "12": ["a", 1] } }],
  ["no third_party_data", Object.fromEntries(Object.entries(valid).filter(([key]) => key !== "third_party_data"))]
]
const shadow = valid.shadow_facilities[0]
const facilityFieldChanged: Array<[string, unknown]> = [
  ...oneFieldChanged(facility ?? {}, "facility's ").map(([label, ref]): [string, unknown] => [label, { ...valid, facilities: [ref] }]),
  ...oneFieldChanged(shadow ?? {}, "shadow facility's ").map(([label, ref]): [string, unknown] => [label, { ...valid, shadow_facilities: [ref] }]),
  ["a facility ref as a shadow facility", { ...valid, shadow_facilities: [facility] }],
  ["a declined shadow facility", { ...valid, shadow_facilities: [{ ...shadow, shadow_status: "rejected", decline_reason: "Brak wpisu" }] }],
  ["an accepted shadow facility", { ...valid, shadow_facilities: [{ ...shadow, shadow_status: "accepted" }] }],
  ["a claim", { ...valid, shadow_facilities: [{ ...shadow, kind: "claim" }] }]
]

const schemaAccepts = Schema.decodeUnknownOption(Schema.fromJsonString(User))

describe("parseStoredUser", () => {
  it.each([...variants, ...otherValues, ...oneFieldChanged(valid, ""), ...facilityFieldChanged])("agrees with the User schema on %s", (_label, value) => {
    const json = JSON.stringify(value)
    expect(parseStoredUser(json) !== null).toBe(Option.isSome(schemaAccepts(json)))
  })

  it("returns the user, and null for text that is not JSON", () => {
    expect(parseStoredUser(JSON.stringify(valid))).toEqual(valid)
    expect(parseStoredUser("{not json")).toBeNull()
  })
})
