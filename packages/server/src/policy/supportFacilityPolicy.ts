import { canManageFacilities } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

const supportStaff = (actor: Parameters<typeof canManageFacilities>[0]) => Effect.succeed(canManageFacilities(actor))

/**
 * The Facilities screen's policies (management 2.9): support staff only (core's
 * canManageFacilities). They read no repository (the rule is the caller's type), so they are
 * plain effects; each write also runs the audit trail's canRecord.
 */
export const supportFacilityPolicy = {
  /** May list and read any facility's support view. */
  canRead: () => policy("supportFacility", "read", supportStaff),
  /** May change a facility's package, badge, tags, active flag and owner. */
  canEdit: () => policy("supportFacility", "edit", supportStaff),
  /** May delete a facility with all that hangs on it. */
  canDelete: () => policy("supportFacility", "delete", supportStaff)
} as const
