import { canReadSupportAudit, canRecordCmsAudit } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

const supportStaff = (actor: Parameters<typeof canReadSupportAudit>[0]) => Effect.succeed(canReadSupportAudit(actor))
const cmsStaff = (actor: Parameters<typeof canRecordCmsAudit>[0]) => Effect.succeed(canRecordCmsAudit(actor))

/**
 * The audit trail's policies (issue 18): support staff read it; a support action, or a CMS
 * write (content staff's too), adds to it. They read no repository (the rule is the caller's
 * type), so they are plain effects.
 */
export const auditPolicy = {
  /** May read the trail. */
  canRead: () => policy("supportAudit", "read", supportStaff),
  /** May add the entry of a support action (run beside the action's own policy). */
  canRecord: () => policy("supportAudit", "record", supportStaff),
  /** May add the entry of a CMS write: content staff and support (run beside the CMS write's policy). */
  canRecordCms: () => policy("supportAudit", "record", cmsStaff)
} as const
