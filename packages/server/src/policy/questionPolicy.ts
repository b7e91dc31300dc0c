import { apiError, canTakePartInThread, hasRoomForOneMore, isSupportCaller, runsFacility } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { MembershipRepository } from "../repositories/membershipRepository"
import { QuestionRepository, type ThreadOwners } from "../repositories/questionRepository"
import { makeFacilityRulePolicy } from "./facilityRulePolicy"
import { policy, signedInPolicy } from "./policy"

const makeQuestionPolicy = Effect.gen(function*() {
  const memberships = yield* MembershipRepository
  const facilityRule = yield* makeFacilityRulePolicy
  const questions = yield* QuestionRepository

  const takesPart = (thread: ThreadOwners, actor: { readonly accountId: string; readonly type: string }) =>
    Effect.map(memberships.relation(thread.facility_id, actor.accountId), (relation) => canTakePartInThread(actor, thread, relation))

  /** May ask a facility a question (spec 2.9): anyone signed in; the abuse limits count them. */
  const canAsk = () => signedInPolicy("question", "ask")

  /** May read a facility's threads (spec 3.8): who runs it (core's runsFacility). */
  const canListOf = (facility: { readonly id: number }) =>
    facilityRule("question", "list", facility, (actor, relation) => runsFacility(actor, relation))

  /** May read a thread and mark it seen: the parent who asked, the facility's runners, support (core's canTakePartInThread). */
  const canRead = (thread: ThreadOwners) => policy("question", "read", (actor) => takesPart(thread, actor))

  /**
   * May write in a thread: one who takes part in it (403 otherwise); the facility's side within
   * its package's monthly `messages` (core's hasRoomForOneMore; support is bound by none) — 403
   * ERROR_ACTION_LIMIT_MET once they are written, or when no such limit is set. Run inside the
   * transaction that adds the message: the budget counts under the facility's row lock.
   */
  const canWrite = (thread: ThreadOwners) =>
    policy("question", "write", (actor) =>
      Effect.gen(function*() {
        if (!(yield* takesPart(thread, actor))) return false
        if (thread.account_id === actor.accountId) return true
        const budget = yield* questions.facilityMessageBudget(thread.facility_id)
        if (!hasRoomForOneMore(budget.limit, { facilityStatus: budget.status, isAdmin: isSupportCaller(actor) }, budget.written)) {
          return yield* Effect.fail(apiError("ERROR_ACTION_LIMIT_MET"))
        }
        return true
      }))

  return { canAsk, canListOf, canRead, canWrite } as const
})

/** Who may ask, read and write in question threads, and how many messages a facility's package allows. */
export class QuestionPolicy extends Context.Service<QuestionPolicy, Effect.Success<typeof makeQuestionPolicy>>()(
  "@pociecha/server/QuestionPolicy"
) {
  static readonly layer = Layer.effect(QuestionPolicy, makeQuestionPolicy)
}
