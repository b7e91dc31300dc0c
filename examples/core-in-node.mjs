// The core SDK from a plain Node script: pure rules and schemas, no server needed.
// Run after `pnpm build`: node examples/core-in-node.mjs
import {
  facilityBadge,
  formatPhone,
  formatScore,
  hoursText,
  makeLegacyIdCodec,
  normalizeSearchText,
  requiredSpecializationFor,
  slugify
} from "@pociecha/core"
import assert from "node:assert/strict"

const facility = { status: "premium", shadow_status: null }
console.log("badge:", facilityBadge(facility))
console.log("slug of 'Przedszkole nr 5 w Łodzi':", slugify("Przedszkole nr 5 w Łodzi"))
console.log("search text of 'Kraków':", normalizeSearchText("Kraków"))
console.log("phone:", formatPhone("+48123456789"), "score:", formatScore(4.25))
console.log("hours:", hoursText({ open_at: 390, close_at: 1020, is_open_saturday: false, is_open_sunday: false }))
console.log("kindergarten catalogue covers:", requiredSpecializationFor("przedszkola").join(", "))
const legacy = makeLegacyIdCodec("pociecha")
console.log("legacy id 1234 ->", legacy.encode(1234), "->", legacy.decode(legacy.encode(1234)))

assert.equal(facilityBadge(facility).key, "TRUSTED")
assert.equal(slugify("Łódź"), "lodz")
assert.equal(legacy.decode(legacy.encode(1234)), 1234)
console.log("core works from plain Node ✔")
