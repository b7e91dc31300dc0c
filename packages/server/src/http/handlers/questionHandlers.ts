import { apiError, PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { policyUse } from "../../policy/policy"
import { QuestionPolicy } from "../../policy/questionPolicy"
import { FacilityRepository } from "../../repositories/facilityRepository"
import { QuestionRepository, type ThreadSide } from "../../repositories/questionRepository"
import { requireViewer } from "../middleware/authentication"
import { QuestionService } from "../services/questionService"
import { authorizedOnFacility } from "./authorizedOnFacility"

/**
 * Question threads (spec 2.9, 3.8): a parent asks, the facility's runners answer, both write
 * again. Every new message mails the other side (runners as their switches allow), in the same
 * transaction as the message (the question service).
 */
export const QuestionsHandlers = HttpApiBuilder.group(PociechaApi, "questions", (handlers) =>
  Effect.gen(function*() {
    const questions = yield* QuestionRepository
    const facilities = yield* FacilityRepository
    const service = yield* QuestionService
    const policies = yield* QuestionPolicy
    const abuse = yield* AbuseGuard

    /**
     * The thread and the caller's side of it, should they take part in it: 404 no such thread.
     * Whether they do (else 403) the question policy decides before anything is written.
     */
    const threadInReach = (id: number) =>
      Effect.gen(function*() {
        const viewer = yield* requireViewer
        const owners = yield* questions.owners(id)
        if (owners === null) return yield* Effect.fail(apiError("ERROR_USER_QUESTION_NOT_FOUND"))
        const side: ThreadSide = owners.account_id === viewer.accountId ? "parent" : "facility"
        return { viewer, owners, side }
      })

    return handlers
      .handle("ask", ({ payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          yield* abuse.spend("messagesPerUser", viewer.accountId)
          const facility = yield* facilities.findOr404(payload.facility_id, "public")
          return yield* service.ask(viewer, facility, payload).pipe(policyUse(policies.canAsk()))
        }))
      .handle("list", ({ query }) =>
        Effect.gen(function*() {
          if (query.facility_id === undefined) {
            const viewer = yield* requireViewer
            return yield* questions.list({ account: viewer.accountId }, { accountId: viewer.accountId, side: "parent" })
          }
          return yield* authorizedOnFacility(facilities, query.facility_id, policies.canListOf, (facility, viewer) =>
            questions.list({ facility: facility.id }, { accountId: viewer.accountId, side: "facility" }))
        }))
      .handle("thread", ({ params }) =>
        Effect.gen(function*() {
          const { viewer, owners, side } = yield* threadInReach(params.id)
          // Reading is seeing: the other side's messages stop counting as new for the reader.
          yield* questions.markRead(params.id, { accountId: viewer.accountId, side }).pipe(policyUse(policies.canRead(owners)))
          return (yield* questions.thread(params.id))!
        }))
      .handle("write", ({ params, payload }) =>
        Effect.gen(function*() {
          const { viewer, owners, side } = yield* threadInReach(params.id)
          // A parent's writes cost the abuse budget; the facility's count against its package (the policy's canWrite).
          if (side === "parent") yield* abuse.spend("messagesPerUser", viewer.accountId)
          return yield* service.write(viewer, owners, side, payload.content)
        }))
  }))
