import { canUseSupportToolbox } from "@pociecha/core"
import { Effect } from "effect"
import { policy } from "./policy"

const supportStaff = (actor: Parameters<typeof canUseSupportToolbox>[0]) => Effect.succeed(canUseSupportToolbox(actor))

/**
 * Support's toolbox and ownership view (issue 18): support staff only (core's
 * canUseSupportToolbox). Each action's policy names the write it lets through; like the audit
 * trail's, they read no repository.
 */
export const supportToolboxPolicy = {
  /** May look accounts up and read who runs which facility. */
  canLookUp: () => policy("account", "lookUp", supportStaff),
  /** May mail someone's activation link again. */
  canResendConfirmation: () => policy("link", "issue", supportStaff),
  /** May clear the wrong-password counters of someone's address. */
  canUnlock: () => policy("account", "unlock", supportStaff),
  /** May end every session of someone's account. */
  canEndSessions: () => policy("session", "endAll", supportStaff)
} as const
