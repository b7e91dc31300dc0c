import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Moment, PublicationPayload } from "./contentPayloads"

const isMoment = Schema.is(Moment)

describe("Moment", () => {
  it("takes ISO moments with an offset and refuses others", () => {
    expect(isMoment("2026-12-01T08:00:00Z")).toBe(true)
    expect(isMoment("2026-12-01T08:00:00.123+01:00")).toBe(true)
    expect(isMoment("2026-12-01")).toBe(false)
    expect(isMoment("2026-13-01T08:00:00Z")).toBe(false)
    expect(isMoment("jutro")).toBe(false)
  })
  it("is what a publication carries", () => {
    expect(Schema.is(PublicationPayload)({ status: "published", publish_at: null })).toBe(true)
    expect(Schema.is(PublicationPayload)({ status: "hidden", publish_at: null })).toBe(false)
  })
})
