import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Schema } from "effect"
import { Page } from "../domain/page"
import { SupportAuditEntry } from "../domain/supportAudit"
import { BadRequestError, ForbiddenError, UnauthorizedError } from "./errors"
import { PageQuery, RecordId, Uuid } from "./ids"

/** Entries one page of the audit trail holds, newest first. */
export const AUDIT_PAGE_SIZE = 50

/**
 * The audit trail of support actions (issue 18), support staff only: `GET v1/support/audit`,
 * newest first, narrowed to one facility (`facility`) or one account (`account`: what was done
 * to it or by it), paged like the catalogues.
 */
export const SupportAuditGroup = HttpApiGroup.make("supportAudit").add(
  HttpApiEndpoint.get("list", "/v1/support/audit", {
    query: { ...PageQuery, facility: Schema.optionalKey(RecordId), account: Schema.optionalKey(Uuid) },
    success: Page(SupportAuditEntry),
    error: [BadRequestError, UnauthorizedError, ForbiddenError]
  })
)
