import { canManagePartners } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

const supportStaff = (actor: Parameters<typeof canManagePartners>[0]) => Effect.succeed(canManagePartners(actor))

/**
 * Partner keys' policies (management 8): support staff create, list and revoke them (core's
 * canManagePartners). They read no repository, so they are plain effects.
 */
export const partnerPolicy = {
  canList: () => policy("partner", "list", supportStaff),
  canCreate: () => policy("partner", "create", supportStaff),
  canRevoke: () => policy("partner", "revoke", supportStaff)
} as const
