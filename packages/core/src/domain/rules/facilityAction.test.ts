import { describe, expect, it } from "vitest"
import { facilityActionParam, pathWithFacilityAction, readFacilityAction, startFacilityAction, type FacilityAction } from "./facilityAction"

const actions: ReadonlyArray<FacilityAction> = [
  { kind: "ask-question" },
  { kind: "request-info" },
  { kind: "claim" },
  { kind: "send-opinion" },
  { kind: "subscribe", role: "parent" },
  { kind: "subscribe", role: "teacher" },
  { kind: "report", target: "opinion:12" },
  { kind: "report", target: "answer:7" }
]

describe("facility actions across the login page (spec 4.8)", () => {
  it("reads back every action from its URL form", () => {
    for (const action of actions) expect(readFacilityAction(facilityActionParam(action))).toEqual(action)
  })

  it("writes subscriptions and reports with their argument", () => {
    expect(facilityActionParam({ kind: "subscribe", role: "teacher" })).toBe("subscribe:teacher")
    expect(facilityActionParam({ kind: "report", target: "answer:7" })).toBe("report:answer:7")
  })

  it("reads nothing from a missing, unknown or malformed value", () => {
    for (const value of [null, undefined, "", "add-opinion", "subscribe", "subscribe:OWNER", "report:opinion:0", "report:opinion:x", "report:review:3", "report:opinion:3:4", "ask-question:1"]) {
      expect(readFacilityAction(value), String(value)).toBeNull()
    }
  })

  it("starts at once for a signed-in person", () => {
    expect(startFacilityAction({ kind: "ask-question" }, { signedIn: true, path: "/placowka/x" })).toEqual({ kind: "run" })
  })

  it("sends a guest to log in and back to the same page with the action", () => {
    expect(startFacilityAction({ kind: "report", target: "opinion:12" }, { signedIn: false, path: "/placowka/sloneczko" })).toEqual({
      kind: "login",
      returnTo: "/placowka/sloneczko?action=report%3Aopinion%3A12"
    })
  })

  it("keeps the page's other parameters and replaces an earlier action", () => {
    const path = pathWithFacilityAction("/placowka/x?tab=2&action=claim", { kind: "subscribe", role: "parent" })
    const [pathname, search] = path.split("?")
    expect(pathname).toBe("/placowka/x")
    const params = new URLSearchParams(search)
    expect(params.get("tab")).toBe("2")
    expect(params.getAll("action")).toEqual(["subscribe:parent"])
  })
})
