import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { checkDeleteAccount, deleteAccountMachine, deletionProof } from "./deleteAccount.machine"
import { aUser } from "../testing/fixtures"

const values = (overrides: Partial<Parameters<typeof checkDeleteAccount>[0]> = {}) => ({ accepted: false, password: "", email: "", ...overrides })

describe("account deletion", () => {
  it("needs the box ticked and the password typed (spec 5)", () => {
    expect(checkDeleteAccount(values(), aUser())).toEqual({ accept: "ACCEPT_REQUIRED", password: "FIELD_REQUIRED" })
    expect(checkDeleteAccount(values({ accepted: true, password: "haslo" }), aUser())).toEqual({})
  })

  it("asks an account made through Google or Facebook, which has no password, for its own e-mail instead", () => {
    const google = aUser({ source: "google", email: "anna@example.pl" })
    expect(deletionProof(google)).toBe("email")
    expect(deletionProof(aUser({ source: "facebook" }))).toBe("email")
    expect(deletionProof(aUser())).toBe("password")
    expect(checkDeleteAccount(values({ password: "haslo" }), google)).toEqual({ accept: "ACCEPT_REQUIRED", email: "FIELD_REQUIRED" })
    expect(checkDeleteAccount(values({ accepted: true, email: "ktos@example.pl" }), google)).toEqual({ email: "EMAIL_CONFIRMATION_MISMATCH" })
    expect(checkDeleteAccount(values({ accepted: true, email: "  Anna@Example.PL " }), google)).toEqual({})
  })

  it("opens clean after a cancel", () => {
    const actor = createActor(deleteAccountMachine, { input: { user: aUser() } }).start()
    actor.send({ type: "OPEN" })
    actor.send({ type: "ACCEPT", value: true })
    actor.send({ type: "CHANGE_PASSWORD", value: "haslo" })
    actor.send({ type: "CHANGE_EMAIL", value: "anna@example.pl" })
    actor.send({ type: "CANCEL" })
    actor.send({ type: "OPEN" })
    expect(actor.getSnapshot().context).toMatchObject({ accepted: false, password: "", email: "", errors: {}, formError: null })
  })
})
