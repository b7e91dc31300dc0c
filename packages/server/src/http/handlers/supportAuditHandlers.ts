import { PociechaApi } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { auditPolicy } from "../../policy/auditPolicy"
import { policyUse } from "../../policy/policy"
import { AuditRepository } from "../../repositories/auditRepository"

/** The audit trail of support actions (issue 18): support staff only, newest first, paged. */
export const SupportAuditHandlers = HttpApiBuilder.group(PociechaApi, "supportAudit", (handlers) =>
  Effect.gen(function*() {
    const audit = yield* AuditRepository
    return handlers.handle("list", ({ query }) =>
      audit.page({ facility: query.facility, account: query.account, page: query.page ?? 1 }).pipe(policyUse(auditPolicy.canRead())))
  }))
