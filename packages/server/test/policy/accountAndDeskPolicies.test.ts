import { errorBody, Viewer, type ErrorBody, type ViewerClaims } from "@pociecha/core"
import { Effect, Exit, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { accountPolicy } from "../../src/policy/accountPolicy"
import { moderationPolicy } from "../../src/policy/moderationPolicy"
import { reportPolicy } from "../../src/policy/reportPolicy"

const parent: ViewerClaims = { accountId: "00000000-0000-4000-8000-000000000001", type: "user" }
const other: ViewerClaims = { accountId: "00000000-0000-4000-8000-000000000002", type: "user" }
const support: ViewerClaims = { accountId: "00000000-0000-4000-8000-000000000003", type: "support" }

/** The catalogue body the policy answered with, or "allowed". */
const verdict = async (check: Effect.Effect<unknown, unknown, Viewer>, claims: ViewerClaims | null) => {
  const viewer = Layer.succeed(Viewer, claims === null ? { _tag: "guest" } : { _tag: "signed-in", claims, sessionId: crypto.randomUUID() })
  const exit = await check.pipe(Effect.provide(viewer), Effect.exit, Effect.runPromise)
  if (Exit.isSuccess(exit)) return "allowed"
  const reason = exit.cause.reasons.find((candidate) => candidate._tag === "Fail")
  const { statusCode, message } = (reason?._tag === "Fail" ? reason.error : {}) as ErrorBody
  return { statusCode, message }
}

/** The catalogue's answer for the key, as {@link verdict} reads it. */
const answer = (key: "ERROR_INSUFFICIENT_PERMISSIONS" | "ERROR_MISSING_JWT") => {
  const { statusCode, message } = errorBody(key)
  return { statusCode, message }
}
const refused = answer("ERROR_INSUFFICIENT_PERMISSIONS")
const guest = answer("ERROR_MISSING_JWT")

describe("the moderation desk's and the reports' policies", () => {
  it("let support staff in, and refuse a parent 403 and a guest 401", async () => {
    for (const check of [moderationPolicy.canDecide(), moderationPolicy.canReadQueue(), reportPolicy.canList(), reportPolicy.canResolve()]) {
      expect(await verdict(check, support)).toBe("allowed")
      expect(await verdict(check, parent)).toEqual(refused)
      expect(await verdict(check, null)).toEqual(guest)
    }
  })

  it("let anyone signed in send a report", async () => {
    expect(await verdict(reportPolicy.canSend(), parent)).toBe("allowed")
    expect(await verdict(reportPolicy.canSend(), null)).toEqual(guest)
  })
})

describe("the account policies", () => {
  it("let the person and support act on an account, and nobody else", async () => {
    const erase = accountPolicy.canActOn("account", "erase", parent.accountId)
    expect(await verdict(erase, parent)).toBe("allowed")
    expect(await verdict(erase, support)).toBe("allowed")
    expect(await verdict(erase, other)).toEqual(refused)
    expect(await verdict(erase, null)).toEqual(guest)
  })

  it("let only the person themselves export the account's data, not support", async () => {
    const exporting = accountPolicy.canExport(parent.accountId)
    expect(await verdict(exporting, parent)).toBe("allowed")
    expect(await verdict(exporting, support)).toEqual(refused)
    expect(await verdict(exporting, other)).toEqual(refused)
  })
})
