import { moderates } from "./moderationPolicy"
import { policy, signedInPolicy } from "./policy"

/**
 * The reports' policies (spec 2.9, 4.3): anyone signed in sends one (the daily limit bounds them);
 * support staff, who keep the moderation desk, read and resolve them.
 */
export const reportPolicy = {
  canSend: () => signedInPolicy("report", "send"),
  canList: () => policy("report", "list", moderates),
  canResolve: () => policy("report", "resolve", moderates)
} as const
