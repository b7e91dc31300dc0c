import { PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { policyUse } from "../../policy/policy"
import { salesRequestPolicy } from "../../policy/salesRequestPolicy"
import { SalesRequestRepository } from "../../repositories/salesRequestRepository"
import { requireViewer } from "../middleware/authentication"
import { SalesRequestService } from "../services/salesRequestService"

/** Forms to the product team (issue 19): a lead, a presentation booking; support's list of them. */
export const SalesRequestHandlers = HttpApiBuilder.group(PociechaApi, "salesRequests", (handlers) =>
  Effect.gen(function*() {
    const service = yield* SalesRequestService
    const requests = yield* SalesRequestRepository
    return handlers
      .handle("lead", ({ payload }) => service.send({ kind: "lead", ...payload }))
      .handle("presentation", ({ payload }) => service.send({ kind: "presentation", ...payload }))
      .handle("list", ({ query }) => requests.page(query.page ?? 1).pipe(policyUse(salesRequestPolicy.canList())))
      .handle("markHandled", ({ params, payload }) =>
        Effect.flatMap(requireViewer, (support) => service.markHandled(support.accountId, params.id, payload.handled)).pipe(
          policyUse(salesRequestPolicy.canHandle()),
          policyUse(auditPolicy.canRecord())
        ))
  }))
