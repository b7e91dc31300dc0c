import { describe, expect, it } from "vitest"
import { opinionBadge } from "./opinionBadge"

describe("opinionBadge (spec 4.3)", () => {
  it("is trusted when a moderator recommended it, whoever wrote it", () => {
    expect(opinionBadge({ recommended: true, authorIsConfirmedParent: false })).toBe("trusted")
    expect(opinionBadge({ recommended: true, authorIsConfirmedParent: true })).toBe("trusted")
  })

  it("is verified when the facility confirmed the author as its parent", () => {
    expect(opinionBadge({ recommended: false, authorIsConfirmedParent: true })).toBe("verified")
  })

  it("is unverified otherwise", () => {
    expect(opinionBadge({ recommended: false, authorIsConfirmedParent: false })).toBe("unverified")
  })
})
