import { describe, expect, it } from "vitest"
import { privateNewsInvitation } from "./privateNews"

const user = (perms: Record<string, string[]> = {}, type = "user") => ({ id: "u1", type, perms })

describe("privateNewsInvitation (spec 3.12, 4.5)", () => {
  it("invites a guest and a signed-in stranger to subscribe", () => {
    expect(privateNewsInvitation(null, 42, null)).toBe("subscribe")
    expect(privateNewsInvitation(user(), 42, null)).toBe("subscribe")
    // A membership of another facility does not count.
    expect(privateNewsInvitation(user({ "7": [] }), 42, undefined)).toBe("subscribe")
  })

  it("tells one whose subscription waits that the facility has still to confirm it", () => {
    expect(privateNewsInvitation(user(), 42, { status: "pending" })).toBe("awaiting")
  })

  it("says nothing to a confirmed member, by their perms or their membership, nor to support", () => {
    expect(privateNewsInvitation(user({ "42": [] }), 42, null)).toBeNull()
    expect(privateNewsInvitation(user(), "42", { status: "accepted" })).toBeNull()
    expect(privateNewsInvitation(user({}, "support"), 42, null)).toBeNull()
  })

  it("does not invite again one the facility refused", () => {
    expect(privateNewsInvitation(user(), 42, { status: "rejected" })).toBeNull()
  })
})
