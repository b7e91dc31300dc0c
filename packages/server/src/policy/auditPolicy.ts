import { canReadSupportAudit } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

const supportStaff = (actor: Parameters<typeof canReadSupportAudit>[0]) => Effect.succeed(canReadSupportAudit(actor))

/**
 * The audit trail's policies (issue 18): support staff read it, and only a support action adds
 * to it. They read no repository (the rule is the caller's type), so they are plain effects.
 */
export const auditPolicy = {
  /** May read the trail. */
  canRead: () => policy("supportAudit", "read", supportStaff),
  /** May add the entry of a support action (run beside the action's own policy). */
  canRecord: () => policy("supportAudit", "record", supportStaff)
} as const
