import { supportOnly, type Case } from "./matrixWorld"

/** The audit trail of support actions (issue 18): support staff only. */
export const supportAuditCases: Readonly<Record<string, Case>> = {
  "supportAudit.list": { method: "GET", path: () => "/api/v1/support/audit?page=1", expected: supportOnly(200) }
}
