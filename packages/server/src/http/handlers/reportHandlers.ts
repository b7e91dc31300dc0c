import { apiError, MAX_ROW_ID, PociechaApi, type ReportTargetKind } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { tooManyRequests } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { policyUse } from "../../policy/policy"
import { reportPolicy } from "../../policy/reportPolicy"
import { ReportRepository } from "../../repositories/reportRepository"
import { requireViewer } from "../middleware/authentication"

/** 'opinion:12' → what it names; the contract's pattern already holds it to that shape. */
const parseTarget = (target: string) => {
  const [kind, id] = target.split(":") as [ReportTargetKind, string]
  return { kind, opinionId: Number(id) }
}

/**
 * Reports (spec 2.9): a signed-in person reports a published opinion or answer, once each, and
 * at most the user limit `reports_per_day` in any 24 hours.
 */
export const ReportHandlers = HttpApiBuilder.group(PociechaApi, "reports", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const reports = yield* ReportRepository

    return handlers.handle("create", ({ payload }) =>
      Effect.gen(function*() {
        const viewer = yield* requireViewer
        const { kind, opinionId } = parseTarget(payload.target)
        const published = opinionId <= MAX_ROW_ID && (yield* reports.isPublished(kind, opinionId))
        if (!published) return yield* Effect.fail(apiError(kind === "answer" ? "ERROR_ANSWER_NOT_FOUND" : "ERROR_OPINION_NOT_FOUND"))
        return yield* inTransaction(sql, Effect.gen(function*() {
          const wait = yield* reports.waitBeforeNext(viewer.accountId)
          if (wait !== null) return yield* tooManyRequests(wait, "ERROR_REPORTS_LIMIT_EXCEEDED")
          const id = yield* reports.create(viewer.accountId, { kind, opinionId, reason: payload.reason, content: payload.content })
          if (id === null) return yield* Effect.fail(apiError("ERROR_CONFLICT"))
          return { id }
        }))
      }).pipe(policyUse(reportPolicy.canSend())))
  }))
