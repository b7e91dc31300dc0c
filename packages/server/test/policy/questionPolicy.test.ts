import { errorBody, Viewer, type ErrorBody, type FacilityStatus, type MemberRelation, type UserLimit, type ViewerClaims } from "@pociecha/core"
import { Effect, Exit, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { QuestionPolicy } from "../../src/policy/questionPolicy"
import { MembershipRepository } from "../../src/repositories/membershipRepository"
import { QuestionRepository } from "../../src/repositories/questionRepository"

const parentId = "00000000-0000-4000-8000-000000000001"
const ownerId = "00000000-0000-4000-8000-000000000002"
const thread = { id: 1, facility_id: 7, account_id: parentId }
const messages: UserLimit = { key: "messages", value_free: 10, value_registered: 20, value_premium: 100 }
const owner: MemberRelation = { role: "OWNER", status: "accepted", permissions: [] }

interface World {
  readonly relation: MemberRelation | null
  readonly budget: { readonly status: FacilityStatus; readonly limit: UserLimit | null; readonly written: number } | null
}

/** The real question policy over a world of one membership and one month's budget; `null` budget: it must not be read. */
const canWrite = (caller: ViewerClaims, world: World) =>
  Effect.gen(function*() {
    const policies = yield* QuestionPolicy
    return yield* policies.canWrite(thread)
  }).pipe(
    Effect.provide(QuestionPolicy.layer.pipe(Layer.provide(Layer.mergeAll(
      Layer.succeed(MembershipRepository, { relation: () => Effect.succeed(world.relation) } as unknown as typeof MembershipRepository.Service),
      Layer.succeed(QuestionRepository, {
        facilityMessageBudget: () => (world.budget === null ? Effect.die("the parent's side has no budget") : Effect.succeed(world.budget))
      } as unknown as typeof QuestionRepository.Service)
    )))),
    Effect.provide(Layer.succeed(Viewer, { _tag: "signed-in", claims: caller, sessionId: crypto.randomUUID() })),
    Effect.exit,
    Effect.runPromise
  )

/** The catalogue body of the typed failure; null when the policy allowed. */
const refusal = (exit: Exit.Exit<unknown, unknown>) => {
  if (Exit.isSuccess(exit)) return null
  const reason = exit.cause.reasons.find((candidate) => candidate._tag === "Fail")
  if (reason?._tag !== "Fail") throw new Error("the policy died")
  const { statusCode, message, data } = reason.error as ErrorBody
  return { statusCode, message, data }
}

const asOwner: ViewerClaims = { accountId: ownerId, type: "user" }

describe("the question policy's write", () => {
  it("lets the facility write while its month's messages are under its package's limit, and not one more", async () => {
    expect(refusal(await canWrite(asOwner, { relation: owner, budget: { status: "unknown", limit: messages, written: 9 } }))).toBeNull()
    expect(refusal(await canWrite(asOwner, { relation: owner, budget: { status: "unknown", limit: messages, written: 10 } })))
      .toEqual(errorBody("ERROR_ACTION_LIMIT_MET"))
    expect(refusal(await canWrite(asOwner, { relation: owner, budget: { status: "premium", limit: messages, written: 10 } }))).toBeNull()
  })

  it("allows nothing when no limit is set, and binds support by none", async () => {
    expect(refusal(await canWrite(asOwner, { relation: owner, budget: { status: "premium", limit: null, written: 0 } })))
      .toEqual(errorBody("ERROR_ACTION_LIMIT_MET"))
    const support: ViewerClaims = { accountId: ownerId, type: "support" }
    expect(refusal(await canWrite(support, { relation: null, budget: { status: "unknown", limit: messages, written: 500 } }))).toBeNull()
  })

  it("lets the parent who asked write without counting, and refuses anyone else the thread", async () => {
    expect(refusal(await canWrite({ accountId: parentId, type: "user" }, { relation: null, budget: null }))).toBeNull()
    const teacher: MemberRelation = { role: "teacher", status: "accepted", permissions: [] }
    expect(refusal(await canWrite(asOwner, { relation: teacher, budget: null }))).toEqual(errorBody("ERROR_INSUFFICIENT_PERMISSIONS"))
  })
})
