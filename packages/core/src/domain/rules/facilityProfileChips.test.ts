import { describe, expect, it } from "vitest"
import type { Tag } from "../tag"
import { facilityLinks, facilityTagChips } from "./facilityProfileChips"

const tag = (id: string, key: string, type: Tag["type"]): Tag => ({
  id, key, type, display: `TAG_${key.toUpperCase()}`, param: key, icon: null, created_at: 0, created_at_display: ""
})
const tags = new Map([
  tag("o1", "public", "ownership"),
  tag("f1", "catering", "features"),
  tag("u1", "recruitment", "utils"),
  tag("u2", "mobile_app", "utils")
].map((t) => [t.id, t]))

describe("facility tag chips (2.7)", () => {
  it("shows ownership and non-amenity tags, grey except 'recruitment'", () => {
    const chips = facilityTagChips({ ownership: ["o1"], features: ["f1", "u1", "u2", "unknown"], recruitment_active: true }, tags)
    expect(chips.map((c) => (c.kind === "tag" ? [c.tag.key, c.tone] : [c.kind, c.tone]))).toEqual([
      ["public", "grey"],
      ["recruitment", "success"],
      ["mobile_app", "grey"]
    ])
  })

  it("adds a 'recruitment open' chip first when the recruitment is open but no tag says so", () => {
    const chips = facilityTagChips({ ownership: ["o1"], features: [], recruitment_active: true }, tags)
    expect(chips[0]).toEqual({ kind: "recruitment-open", tone: "success" })
    expect(facilityTagChips({ ownership: ["o1"], features: [], recruitment_active: false }, tags)).toHaveLength(1)
  })
})

describe("facility links", () => {
  it("keeps only usable http(s) links, in a fixed order", () => {
    expect(facilityLinks({ website: "przedszkole.pl", facebook: "javascript:alert(1)", instagram: null, bip: "https://bip.gov.pl/x" })).toEqual([
      { key: "WEBSITE", url: "https://przedszkole.pl" },
      { key: "BIP", url: "https://bip.gov.pl/x" }
    ])
  })
})
