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
  shadow_facilities: [],
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

const schemaAccepts = Schema.decodeUnknownOption(Schema.fromJsonString(User))

describe("parseStoredUser", () => {
  it.each(variants)("agrees with the User schema on %s", (_label, value) => {
    const json = JSON.stringify(value)
    expect(parseStoredUser(json) !== null).toBe(Option.isSome(schemaAccepts(json)))
  })

  it("returns the user, and null for text that is not JSON", () => {
    expect(parseStoredUser(JSON.stringify(valid))).toEqual(valid)
    expect(parseStoredUser("{not json")).toBeNull()
  })
})
